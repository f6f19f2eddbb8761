import "server-only";
import type { EnquirySource } from "@/fixed/enquiries";
import { site } from "@/fixed/site";
import { inWhatsappWave, queueEnquiryAlerts, queueWaveDigest } from "@/lib/alerts/queue";
import { replyDueAtFrom } from "@/lib/alerts/reply-clock";
import { contactSearchText } from "@/lib/contacts/search-text";
import type { Tx } from "@/lib/db";
import { notifyTo } from "@/lib/email/config";
import { BAND_ADDRESS } from "@/lib/email/band-address";
import { replyToJson } from "@/lib/email/reply-to";
import { enquiryAcknowledgement, enquiryNotification } from "@/lib/email/templates";
import { enqueue, mailedWithinADay } from "@/lib/outbox/enqueue";
import type { BandContact } from "@/lib/settings/band-contact";
import type { EnquiryInput } from "@/lib/validation/enquiry";
import { phoneDigits } from "@/lib/validation/phone-number";
import type { SiteSettings } from "@/lib/validation/site-settings";

// The one place an enquiry (a contact) is opened (issue 61), whatever it came from: the site's
// forms (lib/enquiries/submit.ts) or a first WhatsApp message (lib/conversations/inbound.ts). In
// the caller's transaction, with the reply clock started and what announces it queued beside it.

/**
 * An enquiry's transaction waits its turn rather than fail: Prisma's default 2 s wait for a
 * connection (or, on SQLite, for the statement queue) gave 500s to a burst of 20 concurrent
 * enquiries on a busy server. Every transaction that opens one uses it.
 */
export const ENQUIRY_TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

type Band = BandContact & Pick<SiteSettings, "alertPhones" | "replyHours">;

export type NewEnquiry = { source: EnquirySource; enquiry: EnquiryInput } | { source: "whatsapp"; name: string; phoneDigits: string; phone: string; message: string };

type Opening = {
  band: Band;
  siteOrigin: string;
  receivedAt?: Date;
  /** Why it is held as spam: kept out of the inbox and announced to no one, until the admin restores it. */
  quarantine?: string;
};

/** Opens the enquiry and queues its announcements; answers its id and name. */
export async function openEnquiry(tx: Tx, opened: NewEnquiry, { band, siteOrigin, receivedAt = new Date(), quarantine }: Opening): Promise<{ id: number; name: string }> {
  const select = { id: true, name: true } as const;
  if (quarantine) return tx.contact.create({ data: { ...contactData(opened), createdAt: receivedAt, quarantinedAt: receivedAt, spamReason: quarantine }, select });
  // Counted before this one is stored: the 11th new number of the hour is the first of a wave.
  const wave = opened.source === "whatsapp" && (await inWhatsappWave(tx, receivedAt));
  const contact = await tx.contact.create({ data: { ...contactData(opened), createdAt: receivedAt, replyDueAt: replyDueAtFrom(receivedAt, band.replyHours) }, select });
  if (opened.source !== "whatsapp") await queueNotifications(tx, opened.enquiry, opened.source, contact.id, band, siteOrigin);
  else if (wave) await queueWaveDigest(tx, band.alertPhones, siteOrigin, receivedAt);
  else await queueEnquiryAlerts(tx, { id: contact.id, name: contact.name, eventType: "", eventDate: "" }, band.alertPhones, siteOrigin);
  return contact;
}

/** The new enquiry's row, with the words the inbox's search finds it by. */
function contactData(opened: NewEnquiry) {
  const fields = contactFields(opened);
  return { ...fields, searchText: contactSearchText(fields) };
}

function contactFields(opened: NewEnquiry) {
  if (opened.source === "whatsapp") {
    return { name: opened.name.slice(0, 100), phone: opened.phone, phoneDigits: opened.phoneDigits, eventType: "", eventDate: "", message: opened.message, source: "whatsapp" };
  }
  const { enquiry, source } = opened;
  return {
    name: enquiry.name,
    email: enquiry.email ?? null,
    phone: enquiry.phone,
    // Matches the client's WhatsApp messages to this enquiry (lib/conversations/inbound.ts).
    phoneDigits: phoneDigits(enquiry.phone),
    eventType: enquiry.eventType,
    eventDate: enquiry.eventDate,
    message: enquiry.message ?? null,
    venue: enquiry.venue ?? null,
    guestCount: enquiry.guestCount ?? null,
    budget: enquiry.budget ?? null,
    company: enquiry.company ?? null,
    source,
  };
}

/** A form's enquiry announced: the band's mail, the client's acknowledgement, and the alerts on WhatsApp and the admin's devices. */
export async function queueNotifications(tx: Tx, enquiry: EnquiryInput, source: string, contactId: number, band: Band, siteOrigin: string) {
  await queueEnquiryAlerts(tx, { id: contactId, ...enquiry }, band.alertPhones, siteOrigin);
  // The band's Reply answers the client; the client's answers the band.
  const clientReplyTo = replyToJson(enquiry.email, enquiry.name);
  await enqueue(tx, { kind: "enquiry-notification", to: BAND_ADDRESS, replyTo: clientReplyTo, contactId, ...enquiryNotification(enquiry, source, contactId, band, siteOrigin) });
  // At most one acknowledgement a day to an address: anyone can type anyone's address into a form.
  const recipient = enquiry.email?.toLowerCase();
  if (recipient && !(await mailedWithinADay(tx, "enquiry-acknowledgement", recipient))) {
    const bandReplyTo = replyToJson(band.email || notifyTo(), site.bandName);
    await enqueue(tx, { kind: "enquiry-acknowledgement", to: recipient, replyTo: bandReplyTo, contactId, ...enquiryAcknowledgement(enquiry, band) });
  }
}
