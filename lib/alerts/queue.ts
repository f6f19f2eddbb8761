import "server-only";
import { rolesThatRead } from "@/lib/common/roles";
import { enqueue } from "@/lib/outbox/enqueue";
import { db, type Tx } from "@/lib/db";
import { readSiteSettings } from "@/lib/settings/store";
import { siteOrigin } from "@/lib/site-origin";
import { displayPhone } from "@/lib/validation/phone-number";
import { type AlertedEnquiry, digestParameters, digestPush, newEnquiryParameters, newEnquiryPush, reminderParameters, reminderPush } from "./messages";
import { alertTemplateName, digestTemplateName, reminderTemplateName, templateLanguage, whatsappConfigured } from "@/lib/whatsapp-cloud/client";
import type { PushPayload } from "./web-push";

// The alerts go through the outbox like mail: written in the transaction that stores what they
// announce (one row per alert number and per device, so each is sent once), sent by
// lib/delivery/drain.ts. WhatsApp rows are only written when WhatsApp is set up: alerts are news,
// and a backlog sent the day the token is added would be noise.

/** The outbox `to` of a push row: the device's subscription id, looked up when sending. */
export const pushRecipient = (subscriptionId: number) => `subscription:${subscriptionId}`;

/** What a WhatsApp row's payload holds. */
export type WhatsappPayload = { template: string; language: string; parameters: string[] };

type AlertKind = "alert" | "reminder" | "digest" | "gig-declined";
/** When a row is first due; a digest waits for the end of its window. */
type Schedule = { createdAt: Date; nextAttemptAt: Date };

/** Everyone on the team whose role reads enquiries (issue 62, item 4): their own WhatsApp numbers and devices get the alerts. */
const alertedMembers = () => ({ isActive: true, role: { in: rolesThatRead("enquiries") } });

/** Each device of a person on the team whose role reads enquiries (and the band's from before the team). */
export const alertedDevices = (tx: Pick<Tx, "pushSubscription">) =>
  tx.pushSubscription.findMany({ where: { OR: [{ adminId: null }, { admin: alertedMembers() }] }, select: { id: true }, orderBy: { id: "asc" } });

/**
 * The band's alerts: a WhatsApp template to each of Settings' alert numbers and each alerted
 * person's own number, once per number (when WhatsApp is set up), and a push to each device of the team.
 */
export async function queueAlertRows(
  tx: Tx,
  contactId: number | null,
  kind: AlertKind,
  whatsapp: { numbers: string[]; payload: WhatsappPayload },
  push: PushPayload,
  schedule?: Schedule,
) {
  if (whatsappConfigured()) {
    const own = await tx.admin.findMany({ where: { ...alertedMembers(), alertWhatsapp: { not: null } }, select: { alertWhatsapp: true }, orderBy: { id: "asc" } });
    const numbers = new Set([...whatsapp.numbers, ...own.map((member) => member.alertWhatsapp!)]);
    for (const number of numbers) {
      await enqueue(tx, {
        kind: `whatsapp-${kind}`,
        channel: "whatsapp",
        to: number,
        subject: `WhatsApp ${kind} to ${displayPhone(number)}`,
        text: whatsapp.payload.parameters.join(" · "),
        payload: JSON.stringify(whatsapp.payload),
        contactId,
        ...schedule,
      });
    }
  }
  for (const device of await alertedDevices(tx)) {
    await enqueue(tx, {
      kind: `push-${kind}`,
      channel: "push",
      to: pushRecipient(device.id),
      subject: push.title,
      text: push.body,
      payload: JSON.stringify(push),
      contactId,
      ...schedule,
    });
  }
}

/** A new enquiry's alerts: a WhatsApp template to every alert number, a push to every device. */
export async function queueEnquiryAlerts(tx: Tx, enquiry: AlertedEnquiry, alertPhones: string[], origin: string): Promise<void> {
  const payload = { template: alertTemplateName(), language: templateLanguage(), parameters: newEnquiryParameters(enquiry, origin) };
  await queueAlertRows(tx, enquiry.id, "alert", { numbers: alertPhones, payload }, newEnquiryPush(enquiry));
}

/** A wave: WhatsApp enquiries beyond this many an hour are announced in digests, not one by one. */
const WAVE_ENQUIRIES_PER_HOUR = 10;
/** A digest goes out at the end of its window, counting every WhatsApp enquiry since the window opened. */
export const DIGEST_WINDOW_MS = 15 * 60_000;
const DIGEST_KINDS = ["whatsapp-digest", "push-digest"];

/** Whether WhatsApp enquiries are coming in a wave: this many or more started in the last hour. */
export async function inWhatsappWave(tx: Tx, now: Date): Promise<boolean> {
  const lastHour = await tx.contact.count({ where: { source: "whatsapp", isDemo: false, createdAt: { gte: new Date(now.getTime() - 60 * 60_000) } } });
  return lastHour >= WAVE_ENQUIRIES_PER_HOUR;
}

/**
 * A WhatsApp enquiry of a wave (created at `now`, in `tx`): counted into the digest of the open
 * window, or opening one. A window's rows are due at its end; until the outbox claims them (which
 * moves nextAttemptAt) each new enquiry rewrites their count. A row claimed meanwhile is left to
 * send what it has, and the enquiry opens the next window, so none goes unannounced.
 */
export async function queueWaveDigest(tx: Tx, alertPhones: string[], origin: string, now: Date): Promise<void> {
  const open = (
    await tx.outbox.findMany({
      where: { kind: { in: DIGEST_KINDS }, sentAt: null, failedAt: null, createdAt: { gt: new Date(now.getTime() - DIGEST_WINDOW_MS) } },
      select: { id: true, kind: true, createdAt: true, nextAttemptAt: true },
      orderBy: { id: "asc" },
    })
  ).filter((row) => row.nextAttemptAt.getTime() === row.createdAt.getTime() + DIGEST_WINDOW_MS);
  if (open.length) {
    const count = await tx.contact.count({ where: { source: "whatsapp", isDemo: false, createdAt: { gte: open[0]!.createdAt } } });
    let rewritten = 0;
    for (const row of open) {
      const data = row.kind === "push-digest" ? pushDigestRow(count) : whatsappDigestRow(count, origin);
      rewritten += (await tx.outbox.updateMany({ where: { id: row.id, nextAttemptAt: row.nextAttemptAt, sentAt: null }, data })).count;
    }
    if (rewritten === open.length) return;
  }
  const payload = whatsappDigestPayload(1, origin);
  await queueAlertRows(tx, null, "digest", { numbers: alertPhones, payload }, digestPush(1), { createdAt: now, nextAttemptAt: new Date(now.getTime() + DIGEST_WINDOW_MS) });
}

const whatsappDigestPayload = (count: number, origin: string): WhatsappPayload => ({
  template: digestTemplateName(),
  language: templateLanguage(),
  parameters: digestParameters(count, origin),
});
const whatsappDigestRow = (count: number, origin: string) => {
  const payload = whatsappDigestPayload(count, origin);
  return { text: payload.parameters.join(" · "), payload: JSON.stringify(payload) };
};
const pushDigestRow = (count: number) => {
  const push = digestPush(count);
  return { subject: push.title, text: push.body, payload: JSON.stringify(push) };
};

const HOUR_MS = 3_600_000;

/**
 * The reminder before the promise breaks: once an enquiry has waited three quarters of replyHours
 * unanswered, one WhatsApp template and one push per device. Run with the outbox (the server's
 * timer and the cron route); each enquiry is claimed by setting replyRemindedAt where it is still
 * empty, so two runs never remind twice. An enquiry already overdue gets none: the inbox shows it.
 */
export async function queueReplyReminders(now = new Date()): Promise<number> {
  const settings = await readSiteSettings();
  const lastQuarter = (settings.replyHours * HOUR_MS) / 4;
  const due = await db.contact.findMany({
    where: {
      firstReplyAt: null,
      replyRemindedAt: null,
      replyDueAt: { gt: now, lte: new Date(now.getTime() + lastQuarter) },
      status: "new",
      isDemo: false,
      quarantinedAt: null,
    },
    select: { id: true, name: true, eventType: true, eventDate: true, replyDueAt: true },
    take: 100,
  });
  let queued = 0;
  for (const enquiry of due) {
    const hoursLeft = Math.max(1, Math.round((enquiry.replyDueAt!.getTime() - now.getTime()) / HOUR_MS));
    const claimed = await db.$transaction(async (tx) => {
      const claim = await tx.contact.updateMany({ where: { id: enquiry.id, replyRemindedAt: null, firstReplyAt: null }, data: { replyRemindedAt: now } });
      if (claim.count === 0) return false;
      const payload = { template: reminderTemplateName(), language: templateLanguage(), parameters: reminderParameters(enquiry, hoursLeft, siteOrigin()) };
      await queueAlertRows(tx, enquiry.id, "reminder", { numbers: settings.alertPhones, payload }, reminderPush(enquiry, hoursLeft));
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
}
