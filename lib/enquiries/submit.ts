import "server-only";
import { ApiError, rateLimited } from "@/lib/common/api-error";
import type { EnquirySource } from "@/fixed/enquiries";
import { db } from "@/lib/db";
import { recordHit } from "@/lib/rate-limit";
import type { Requester } from "@/lib/site-origin";
import { enquirySchemas, type EnquiryInput } from "@/lib/validation/enquiry";
import { issuesToFields } from "@/lib/validation/issues";
import { ENQUIRY_TRANSACTION, openEnquiry, queueNotifications } from "./open";
import { spamReason } from "./spam";
import { bandWhatsappUrl } from "./whatsapp";
import { readSiteSettings } from "@/lib/settings/store";
import { emailConfigured } from "@/lib/email/config";
import { replyDueAtFrom } from "@/lib/alerts/reply-clock";

// The one implementation behind the site's enquiry forms (server actions) and POST /api/contacts.

export const SUBMISSIONS_PER_WINDOW = 5;
export const SUBMISSION_WINDOW_MS = 10 * 60_000;

/**
 * A deliberate result rather than a throw (docs/errors.md): the site's forms are server actions,
 * which show a refusal beside the form's fields; POST /api/contacts and /api/newsletter throw it
 * as submissionRefused(result).
 */
export type SubmitResult =
  | { ok: true; whatsappUrl: string | undefined; contactId: number | null; teamNotified: boolean; replyHours: number }
  | { ok: false; status: 400; error: string; fieldErrors: Record<string, string> }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

/** The ApiError of a refused submission, for the JSON routes. */
export function submissionRefused(refusal: Extract<SubmitResult, { ok: false }>): ApiError {
  return refusal.status === 429 ? rateLimited(refusal.retryAfterSeconds, refusal.error) : new ApiError(400, "invalid_input", refusal.error);
}

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
  const contact = await db.$transaction((tx) => openEnquiry(tx, { source, enquiry }, { band, siteOrigin, quarantine: suspicion ?? undefined }), ENQUIRY_TRANSACTION);
  if (suspicion) return { ok: true, whatsappUrl, contactId: null, teamNotified: false, replyHours: band.replyHours };
  // The band's notification is always queued; it only leaves when mail is set up.
  return { ok: true, whatsappUrl, contactId: contact.id, teamNotified: emailConfigured(), replyHours: band.replyHours };
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
