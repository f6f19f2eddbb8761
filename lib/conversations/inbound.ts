import "server-only";
import { lagosDate } from "@/lib/common/dates";
import { queueEnquiryAlerts } from "@/lib/alerts/queue";
import { replyDueAtFrom } from "@/lib/alerts/reply-clock";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { readSiteSettings } from "@/lib/settings/store";
import { displayPhone } from "@/lib/validation/phone-number";
import type { InboundMessage, StatusUpdate } from "@/lib/whatsapp-cloud/webhook";

// What Meta's webhook delivers, stored: a client's message joins the open enquiry of their number,
// or starts one (source "whatsapp", the reply clock running, the alerts queued); a status callback
// moves the band's own message on (sent → delivered → read, or failed). Each message is stored
// once, by Meta's message id, however often it is delivered.

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** Later states never go back: a "delivered" that arrives after "read" changes nothing. */
const STATUS_RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/** The enquiry a message from this number joins: the newest not closed, not held as spam, whose event has not passed. */
function openEnquiryOf(tx: Tx, digits: string) {
  return tx.contact.findFirst({
    where: { phoneDigits: digits, quarantinedAt: null, isDemo: false, status: { not: "closed" }, OR: [{ eventDate: "" }, { eventDate: { gte: lagosDate() } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
}

export type Received = { stored: number; duplicates: number; enquiriesCreated: number; statusesApplied: number };

export async function receiveWhatsapp({ messages, statuses }: { messages: InboundMessage[]; statuses: StatusUpdate[] }, siteOrigin: string): Promise<Received> {
  const result: Received = { stored: 0, duplicates: 0, enquiriesCreated: 0, statusesApplied: 0 };
  const settings = messages.length ? await readSiteSettings() : null;
  for (const message of messages) {
    if (await db.whatsappMessage.findUnique({ where: { waMessageId: message.waMessageId }, select: { id: true } })) {
      result.duplicates += 1;
      continue;
    }
    try {
      const created = await db.$transaction(async (tx) => {
        let contactId = (await openEnquiryOf(tx, message.from))?.id;
        const startsEnquiry = contactId === undefined;
        if (contactId === undefined) {
          const receivedAt = new Date();
          const name = message.name ?? displayPhone(message.from);
          const contact = await tx.contact.create({
            data: {
              name: name.slice(0, 100),
              phone: displayPhone(message.from),
              phoneDigits: message.from,
              eventType: "",
              eventDate: "",
              message: message.text,
              source: "whatsapp",
              createdAt: receivedAt,
              replyDueAt: replyDueAtFrom(receivedAt, settings!.replyHours),
            },
          });
          contactId = contact.id;
          await queueEnquiryAlerts(tx, { id: contact.id, name: contact.name, eventType: "", eventDate: "" }, settings!.alertPhones, siteOrigin);
        }
        // The unique message id makes a second, simultaneous delivery fail here and roll back whole.
        await tx.whatsappMessage.create({ data: { waMessageId: message.waMessageId, contactId, direction: "in", text: message.text, status: "received", at: message.at } });
        return startsEnquiry;
      });
      result.stored += 1;
      if (created) result.enquiriesCreated += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      result.duplicates += 1;
    }
  }
  for (const update of statuses) {
    const sent = await db.whatsappMessage.findUnique({ where: { waMessageId: update.waMessageId }, select: { id: true, direction: true, status: true } });
    if (!sent || sent.direction !== "out" || (STATUS_RANK[update.status] ?? 0) <= (STATUS_RANK[sent.status] ?? 0)) continue;
    await db.whatsappMessage.update({ where: { id: sent.id }, data: { status: update.status, error: update.status === "failed" ? (update.error ?? "failed") : null } });
    result.statusesApplied += 1;
  }
  return result;
}
