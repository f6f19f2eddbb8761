import "server-only";
import { db } from "@/lib/db";
import { readSiteSettings } from "@/lib/settings/store";
import { siteOrigin } from "@/lib/site-origin";
import { displayPhone } from "@/lib/validation/phone-number";
import { type AlertedEnquiry, newEnquiryParameters, newEnquiryPush, reminderParameters, reminderPush } from "./messages";
import { alertTemplateName, reminderTemplateName, templateLanguage, whatsappConfigured } from "@/lib/whatsapp-cloud/client";
import type { PushPayload } from "./web-push";

// The alerts go through the outbox like mail: written in the transaction that stores what they
// announce (one row per alert number and per device, so each is sent once), sent by
// lib/outbox/outbox.ts. WhatsApp rows are only written when WhatsApp is set up: alerts are news,
// and a backlog sent the day the token is added would be noise.

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** The outbox `to` of a push row: the device's subscription id, looked up when sending. */
const pushRecipient = (subscriptionId: number) => `subscription:${subscriptionId}`;

/** What a WhatsApp row's payload holds. */
export type WhatsappPayload = { template: string; language: string; parameters: string[] };

async function queueAlertRows(tx: Tx, contactId: number, kind: "alert" | "reminder", whatsapp: { numbers: string[]; payload: WhatsappPayload }, push: PushPayload) {
  if (whatsappConfigured()) {
    for (const number of whatsapp.numbers) {
      await tx.outbox.create({
        data: {
          kind: `whatsapp-${kind}`,
          channel: "whatsapp",
          to: number,
          subject: `WhatsApp ${kind} to ${displayPhone(number)}`,
          text: whatsapp.payload.parameters.join(" · "),
          payload: JSON.stringify(whatsapp.payload),
          contactId,
        },
      });
    }
  }
  const devices = await tx.pushSubscription.findMany({ select: { id: true } });
  for (const device of devices) {
    await tx.outbox.create({
      data: { kind: `push-${kind}`, channel: "push", to: pushRecipient(device.id), subject: push.title, text: push.body, payload: JSON.stringify(push), contactId },
    });
  }
}

/** A new enquiry's alerts: a WhatsApp template to every alert number, a push to every device. */
export async function queueEnquiryAlerts(tx: Tx, enquiry: AlertedEnquiry, alertPhones: string[], origin: string): Promise<void> {
  const payload = { template: alertTemplateName(), language: templateLanguage(), parameters: newEnquiryParameters(enquiry, origin) };
  await queueAlertRows(tx, enquiry.id, "alert", { numbers: alertPhones, payload }, newEnquiryPush(enquiry));
}

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
