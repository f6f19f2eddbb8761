import "server-only";
import { lagosDate } from "@/lib/dates/lagos-days";
import { db, type Tx } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { ENQUIRY_TRANSACTION, openEnquiry } from "@/lib/enquiries/open";
import { readSiteSettings } from "@/lib/settings/store";
import { displayPhone } from "@/lib/validation/phone-number";
import { queueAlertFallback } from "@/lib/alerts/fallback";
import { applyOutboxStatus, STATUS_RANK } from "@/lib/outbox/statuses";
import type { InboundMessage, StatusUpdate } from "@/lib/whatsapp-cloud/webhook";

// What Meta's webhook delivers, stored: a client's message joins the open enquiry of their number,
// or starts one (source "whatsapp", the reply clock running, the alerts queued); a status callback
// moves the band's own message on (sent → delivered → read, or failed). Each message is stored
// once, by Meta's message id, however often it is delivered.

/** Later states never go back: a "delivered" that arrives after "read" changes nothing. */

/** A number that sends more than this many messages in FLOOD_WINDOW_MS is held in the spam folder. */
const FLOOD_MESSAGES = 20;
const FLOOD_WINDOW_MS = 10 * 60_000;
export const FLOOD_REASON = `More than ${FLOOD_MESSAGES} WhatsApp messages in 10 minutes`;

/**
 * The enquiry a message from this number joins: the newest not closed, whose event has not passed,
 * not held as spam (unless held for this number's own flood: its messages stay with it, out of
 * the inbox, instead of starting a new enquiry each).
 */
function openEnquiryOf(tx: Tx, digits: string) {
  return tx.contact.findFirst({
    where: {
      phoneDigits: digits,
      isDemo: false,
      status: { not: "closed" },
      AND: [{ OR: [{ eventDate: "" }, { eventDate: { gte: lagosDate() } }] }, { OR: [{ quarantinedAt: null }, { source: "whatsapp", spamReason: FLOOD_REASON }] }],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, quarantinedAt: true },
  });
}

/** A number past FLOOD_MESSAGES in 10 minutes: its enquiry goes to the spam folder and its unsent alerts are dropped, as a form's spam never alerts. */
async function holdFlood(tx: Tx, digits: string, contactId: number, now: Date) {
  const recent = await tx.whatsappMessage.count({ where: { direction: "in", createdAt: { gt: new Date(now.getTime() - FLOOD_WINDOW_MS) }, contact: { phoneDigits: digits } } });
  if (recent <= FLOOD_MESSAGES) return;
  const held = await tx.contact.updateMany({ where: { id: contactId, quarantinedAt: null }, data: { quarantinedAt: now, spamReason: FLOOD_REASON } });
  if (held.count) await tx.outbox.deleteMany({ where: { contactId, sentAt: null, channel: { not: "email" } } });
}

/** `fallbacksQueued`: failed alerts now told on another channel (lib/alerts/fallback.ts), to be sent after the response. */
export type Received = { stored: number; duplicates: number; enquiriesCreated: number; statusesApplied: number; fallbacksQueued: number; unfinished: boolean };

/** Messages stored per batch before the event loop is let go to other requests. */
const BATCH = 100;

/**
 * Stores a delivery's messages and statuses. A large delivery goes in batches of BATCH, yielding
 * between them; past `deadline` it stops with `unfinished` set, and the webhook asks Meta to
 * deliver again (what was stored is then skipped by its message id): nothing is lost, and the
 * request never outlives Meta's timeout.
 */
export async function receiveWhatsapp(
  { messages, statuses }: { messages: InboundMessage[]; statuses: StatusUpdate[] },
  siteOrigin: string,
  deadline = Number.POSITIVE_INFINITY,
): Promise<Received> {
  const result: Received = { stored: 0, duplicates: 0, enquiriesCreated: 0, statusesApplied: 0, fallbacksQueued: 0, unfinished: false };
  const settings = messages.length ? await readSiteSettings() : null;
  const inTime = async (index: number) => {
    if (index === 0 || index % BATCH !== 0) return true;
    await new Promise((resolve) => setImmediate(resolve));
    return Date.now() <= deadline;
  };
  for (const [index, message] of messages.entries()) {
    if (!(await inTime(index))) return { ...result, unfinished: true };
    if (await db.whatsappMessage.findUnique({ where: { waMessageId: message.waMessageId }, select: { id: true } })) {
      result.duplicates += 1;
      continue;
    }
    try {
      const created = await db.$transaction(async (tx) => {
        const receivedAt = new Date();
        let contactId = (await openEnquiryOf(tx, message.from))?.id;
        const startsEnquiry = contactId === undefined;
        if (contactId === undefined) {
          const name = message.name ?? displayPhone(message.from);
          const opened = { source: "whatsapp", name, phone: displayPhone(message.from), phoneDigits: message.from, message: message.text } as const;
          contactId = (await openEnquiry(tx, opened, { band: settings!, siteOrigin, receivedAt })).id;
        }
        // The unique message id makes a second, simultaneous delivery fail here and roll back whole.
        await tx.whatsappMessage.create({
          data: { waMessageId: message.waMessageId, contactId, direction: "in", text: message.text, status: "received", at: message.at, createdAt: receivedAt },
        });
        await holdFlood(tx, message.from, contactId, receivedAt);
        return startsEnquiry;
      }, ENQUIRY_TRANSACTION);
      result.stored += 1;
      if (created) result.enquiriesCreated += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      result.duplicates += 1;
    }
  }
  for (const [index, update] of statuses.entries()) {
    if (!(await inTime(messages.length + index))) return { ...result, unfinished: true };
    const sent = await db.whatsappMessage.findUnique({ where: { waMessageId: update.waMessageId }, select: { id: true, direction: true, status: true } });
    // Not a reply of the conversation: an alert, reminder or invitation the outbox sent.
    if (!sent) {
      const applied = await applyOutboxStatus(update);
      if (applied.outcome === "applied") result.statusesApplied += 1;
      if (applied.failedRowId && (await queueAlertFallback(applied.failedRowId))) result.fallbacksQueued += 1;
      continue;
    }
    if (sent.direction !== "out" || (STATUS_RANK[update.status] ?? 0) <= (STATUS_RANK[sent.status] ?? 0)) continue;
    await db.whatsappMessage.update({ where: { id: sent.id }, data: { status: update.status, error: update.status === "failed" ? (update.error ?? "failed") : null } });
    result.statusesApplied += 1;
  }
  return result;
}
