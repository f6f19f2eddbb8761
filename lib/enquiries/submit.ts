import "server-only";
import type { EnquirySource } from "@/fixed/enquiries";
import { db } from "@/lib/db";
import { enquiryAcknowledgement, enquiryNotification } from "@/lib/email/templates";
import { recordHit } from "@/lib/rate-limit";
import type { Requester } from "@/lib/site-origin";
import { enquirySchemas, type EnquiryInput } from "@/lib/validation/enquiry";
import { issuesToFields } from "@/lib/validation/issues";
import { phoneDigits } from "@/lib/validation/phone-number";
import { spamReason } from "./spam";
import { bandWhatsappUrl } from "./whatsapp";
import type { BandContact } from "@/lib/settings/band-contact";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { readSiteSettings } from "@/lib/settings/store";
import { site } from "@/fixed/site";
import { BAND_ADDRESS, emailConfigured, notifyTo } from "@/lib/email/config";
import { queueEnquiryAlerts } from "@/lib/alerts/queue";
import { replyDueAtFrom } from "@/lib/alerts/reply-clock";
import { replyToJson } from "@/lib/email/reply-to";

// The one implementation behind the site's enquiry forms (server actions) and POST /api/contacts.

export const SUBMISSIONS_PER_WINDOW = 5;
export const SUBMISSION_WINDOW_MS = 10 * 60_000;

export type SubmitResult =
  | { ok: true; whatsappUrl: string | undefined; contactId: number | null; teamNotified: boolean; replyHours: number }
  | { ok: false; status: 400; error: string; fieldErrors: Record<string, string> }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

/**
 * An enquiry waits its turn rather than fail: Prisma's default 2 s wait for a connection (or, on
 * SQLite, for the statement queue) gave 500s to a burst of 20 concurrent enquiries on a busy server.
 */
const ENQUIRY_TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

export const tooManySubmissions = "Too many submissions from your connection. Please wait a few minutes, or call or WhatsApp us directly.";

export async function submitEnquiry(source: EnquirySource, fields: Record<string, unknown>, { ip, siteOrigin }: Requester): Promise<SubmitResult> {
  const limit = await recordHit(`enquiry:${ip}`, SUBMISSIONS_PER_WINDOW, SUBMISSION_WINDOW_MS);
  if (limit.limited) return { ok: false, status: 429, error: tooManySubmissions, retryAfterSeconds: limit.retryAfterSeconds };

  const parsed = enquirySchemas[source].safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = issuesToFields(parsed.error, { root: "form" });
    const [field, message] = Object.entries(fieldErrors)[0] ?? ["form", "Invalid enquiry"];
    return { ok: false, status: 400, error: `${field}: ${message}`, fieldErrors };
  }
  const enquiry: EnquiryInput = parsed.data;
  const band = await readSiteSettings();
  const whatsappUrl = bandWhatsappUrl(enquiry, band) ?? undefined;
  // A suspected bot gets the answer a person gets. Its enquiry is kept, held back from the inbox
  // and from mail, so an autofilled honeypot never loses a real client: the admin can restore it.
  const suspicion = spamReason(fields);
  if (suspicion) {
    await db.contact.create({ data: { ...contactData(enquiry, source), quarantinedAt: new Date(), spamReason: suspicion } });
    return { ok: true, whatsappUrl, contactId: null, teamNotified: false, replyHours: band.replyHours };
  }

  const contact = await db.$transaction(async (tx) => {
    const receivedAt = new Date();
    const created = await tx.contact.create({ data: { ...contactData(enquiry, source), createdAt: receivedAt, replyDueAt: replyDueAtFrom(receivedAt, band.replyHours) } });
    await queueNotifications(tx, enquiry, source, created.id, band, siteOrigin);
    return created;
  }, ENQUIRY_TRANSACTION);
  // The band's notification is always queued; it only leaves when mail is set up.
  return { ok: true, whatsappUrl, contactId: contact.id, teamNotified: emailConfigured(), replyHours: band.replyHours };
}

function contactData(enquiry: EnquiryInput, source: EnquirySource) {
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
    source,
  };
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

const DAY_MS = 86_400_000;

/** Whether a mail of this kind went (or is queued) to this address in the last 24 hours. */
export async function mailedWithinADay(tx: Tx | typeof db, kind: string, to: string): Promise<boolean> {
  return (await tx.outbox.count({ where: { kind, to: { equals: to }, createdAt: { gte: new Date(Date.now() - DAY_MS) } } })) > 0;
}

/** The band's mail, the client's acknowledgement, and the alerts on WhatsApp and the admin's devices. */
async function queueNotifications(tx: Tx, enquiry: EnquiryInput, source: string, contactId: number, band: BandContact & Pick<SiteSettings, "alertPhones">, siteOrigin: string) {
  await queueEnquiryAlerts(tx, { id: contactId, ...enquiry }, band.alertPhones, siteOrigin);
  // The band's Reply answers the client; the client's answers the band.
  const clientReplyTo = replyToJson(enquiry.email, enquiry.name);
  await tx.outbox.create({
    data: { kind: "enquiry-notification", to: BAND_ADDRESS, replyTo: clientReplyTo, contactId, ...enquiryNotification(enquiry, source, contactId, band, siteOrigin) },
  });
  // At most one acknowledgement a day to an address: anyone can type anyone's address into a form.
  const recipient = enquiry.email?.toLowerCase();
  if (recipient && !(await mailedWithinADay(tx, "enquiry-acknowledgement", recipient))) {
    const bandReplyTo = replyToJson(band.email || notifyTo(), site.bandName);
    await tx.outbox.create({ data: { kind: "enquiry-acknowledgement", to: recipient, replyTo: bandReplyTo, contactId, ...enquiryAcknowledgement(enquiry, band) } });
  }
}

/**
 * The admin's "Not spam": the enquiry joins the inbox as new and its notifications are queued,
 * in one transaction. False when there is no quarantined enquiry with that id.
 */
export async function restoreQuarantined(id: number, siteOrigin: string): Promise<boolean> {
  const band = await readSiteSettings();
  return db.$transaction(async (tx) => {
    // The clock starts when the band can see it: now.
    const restored = await tx.contact.updateMany({
      where: { id, quarantinedAt: { not: null } },
      data: { quarantinedAt: null, replyDueAt: replyDueAtFrom(new Date(), band.replyHours) },
    });
    if (restored.count === 0) return false;
    const contact = await tx.contact.findUniqueOrThrow({ where: { id } });
    const enquiry: EnquiryInput = {
      name: contact.name,
      email: contact.email ?? undefined,
      phone: contact.phone,
      eventType: contact.eventType,
      eventDate: contact.eventDate,
      message: contact.message ?? undefined,
      venue: contact.venue ?? undefined,
      guestCount: contact.guestCount ?? undefined,
      budget: contact.budget ?? undefined,
    };
    await queueNotifications(tx, enquiry, contact.source, contact.id, band, siteOrigin);
    return true;
  }, ENQUIRY_TRANSACTION);
}
