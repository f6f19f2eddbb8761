import "server-only";
import { db, type Tx } from "@/lib/db";
import { BAND_ADDRESS } from "@/lib/email/band-address";
import { enqueue } from "@/lib/outbox/enqueue";
import { siteOrigin } from "@/lib/site-origin";
import { displayPhone } from "@/lib/validation/phone-number";
import { whatsappErrorWords } from "@/lib/whatsapp-cloud/error-words";
import { enquiryPanelPath } from "./messages";
import { alertedDevices, pushRecipient } from "./queue";

// The fallback of issue 65: a WhatsApp alert, reminder, digest or "player declined" that fails
// (refused at the send, given up after its retries, or reported failed by Meta later) is told at
// once as a push to the team's devices, or, with no device subscribed, by mail to NOTIFY_TO. Each
// failed alert's fallback is queued once (its row's fallbackQueuedAt is claimed first), and the
// alert stays on the Overview ("N alerts not delivered") until someone marks it seen.

/** The band's own WhatsApp alerts (lib/alerts/queue.ts); a player's invitation is not one. */
const ALERT_WORDS: Record<string, string> = {
  "whatsapp-alert": "alert",
  "whatsapp-reminder": "reminder",
  "whatsapp-digest": "digest",
  "whatsapp-gig-declined": "alert (a player declined)",
};
const FALLBACK_KINDS = Object.keys(ALERT_WORDS);

/** A band alert on WhatsApp that did not arrive: given up at the send, or failed by Meta's report. */
const undeliveredAlerts = {
  channel: "whatsapp",
  kind: { in: FALLBACK_KINDS },
  OR: [{ sentAt: null, failedAt: { not: null } }, { deliveryState: "failed" }],
};

/** "WhatsApp alert to +234 803 123 4567 not delivered: number not on WhatsApp". */
function undeliveredAlertText(row: { kind: string; to: string; deliveryError: string | null; lastError: string | null }): string {
  return `WhatsApp ${ALERT_WORDS[row.kind] ?? "message"} to ${displayPhone(row.to)} not delivered: ${whatsappErrorWords(row.deliveryError ?? row.lastError)}`;
}

async function queueFallbackRows(tx: Tx, outboxId: number, now: Date): Promise<boolean> {
  const claimed = await tx.outbox.updateMany({
    where: { id: outboxId, channel: "whatsapp", kind: { in: FALLBACK_KINDS }, fallbackQueuedAt: null },
    data: { fallbackQueuedAt: now },
  });
  if (claimed.count === 0) return false;
  const failed = await tx.outbox.findUniqueOrThrow({ where: { id: outboxId }, select: { kind: true, to: true, deliveryError: true, lastError: true, contactId: true } });
  const title = `WhatsApp ${ALERT_WORDS[failed.kind]} not delivered`;
  const body = undeliveredAlertText(failed);
  const url = failed.contactId ? enquiryPanelPath(failed.contactId) : "/admin";
  const devices = await alertedDevices(tx);
  for (const device of devices) {
    const push = { title, body, url, tag: `alert-failed-${outboxId}` };
    await enqueue(tx, {
      kind: "push-alert-failed",
      channel: "push",
      to: pushRecipient(device.id),
      subject: title,
      text: body,
      payload: JSON.stringify(push),
      contactId: failed.contactId,
    });
  }
  if (devices.length === 0) {
    const origin = siteOrigin();
    const lines = [
      body,
      "",
      ...(failed.contactId ? [`The enquiry: ${origin}${url}`] : []),
      `The Overview lists each alert that did not arrive until it is marked seen: ${origin}/admin`,
    ];
    await enqueue(tx, { kind: "alert-failed-mail", to: BAND_ADDRESS, subject: title, text: lines.join("\n"), contactId: failed.contactId });
  }
  return true;
}

/** Queues the fallback of one failed outbox row, once; false when it is not a band alert or was already told. */
export function queueAlertFallback(outboxId: number, now = new Date()): Promise<boolean> {
  return db.$transaction((tx) => queueFallbackRows(tx, outboxId, now));
}

/** A fallback is still worth sending this long after its alert was queued (an alert's retries span about two days). */
const FALLBACK_WORTH_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The minutely job's sweep: a failed alert whose fallback was not queued when it failed (the
 * database refused it then) gets it now. Answers how many were queued.
 */
export async function queueMissedFallbacks(now = new Date()): Promise<number> {
  const missed = await db.outbox.findMany({
    where: { ...undeliveredAlerts, fallbackQueuedAt: null, createdAt: { gte: new Date(now.getTime() - FALLBACK_WORTH_MS) } },
    select: { id: true },
    take: 50,
  });
  let queued = 0;
  for (const { id } of missed) if (await queueAlertFallback(id, now)) queued++;
  return queued;
}

/** The Overview's list: band alerts that did not arrive and nobody has marked seen yet, newest first. */
export async function unseenUndeliveredAlerts() {
  const rows = await db.outbox.findMany({
    where: { ...undeliveredAlerts, failureSeenAt: null },
    orderBy: { id: "desc" },
    take: 20,
    select: { id: true, kind: true, to: true, deliveryError: true, lastError: true, contactId: true, createdAt: true },
  });
  const total = rows.length < 20 ? rows.length : await db.outbox.count({ where: { ...undeliveredAlerts, failureSeenAt: null } });
  return { total, alerts: rows.map((row) => ({ id: row.id, contactId: row.contactId, createdAt: row.createdAt, text: undeliveredAlertText(row) })) };
}

/** Someone on the team has seen this failed alert: it leaves the Overview. */
export async function markUndeliveredAlertSeen(id: number, now = new Date()): Promise<boolean> {
  return (await db.outbox.updateMany({ where: { id, ...undeliveredAlerts, failureSeenAt: null }, data: { failureSeenAt: now } })).count === 1;
}
