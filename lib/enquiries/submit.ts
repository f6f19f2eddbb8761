import "server-only";
import type { $ZodError } from "zod/v4/core";
import type { EnquirySource } from "@/content/enquiries";
import { db } from "../db";
import { BAND_ADDRESS } from "../email/outbox";
import { enquiryAcknowledgement, enquiryNotification } from "../email/templates";
import { recordHit } from "../rate-limit";
import { enquirySchemas, type EnquiryInput } from "../validation/enquiry";
import { looksAutomated } from "./spam";
import { bandWhatsappUrl } from "./whatsapp";

// The one implementation behind the site's enquiry forms (server actions) and POST /api/contacts.

export const SUBMISSIONS_PER_WINDOW = 5;
export const SUBMISSION_WINDOW_MS = 10 * 60_000;

export type SubmitResult =
  | { ok: true; whatsappUrl: string; contactId: number | null }
  | { ok: false; status: 400; error: string; fieldErrors: Record<string, string> }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

export function fieldErrorsOf(error: $ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

export const tooManySubmissions = "Too many submissions from your connection. Please wait a few minutes, or call or WhatsApp us directly.";

export async function submitEnquiry(source: EnquirySource, fields: Record<string, unknown>, ip: string): Promise<SubmitResult> {
  const limit = await recordHit(`enquiry:${ip}`, SUBMISSIONS_PER_WINDOW, SUBMISSION_WINDOW_MS);
  if (limit.limited) return { ok: false, status: 429, error: tooManySubmissions, retryAfterSeconds: limit.retryAfterSeconds };

  const parsed = enquirySchemas[source].safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const [field, message] = Object.entries(fieldErrors)[0] ?? ["form", "Invalid enquiry"];
    return { ok: false, status: 400, error: `${field}: ${message}`, fieldErrors };
  }
  const enquiry: EnquiryInput = parsed.data;
  const whatsappUrl = bandWhatsappUrl(enquiry);
  // A bot gets the answer a person gets, and nothing is stored or sent.
  if (looksAutomated(fields)) return { ok: true, whatsappUrl, contactId: null };

  const contact = await db.$transaction(async (tx) => {
    const created = await tx.contact.create({
      data: {
        name: enquiry.name, email: enquiry.email ?? null, phone: enquiry.phone, eventType: enquiry.eventType,
        eventDate: enquiry.eventDate, message: enquiry.message ?? null, venue: enquiry.venue ?? null,
        guestCount: enquiry.guestCount ?? null, budget: enquiry.budget ?? null, source,
      },
    });
    const notification = enquiryNotification(enquiry, source, created.id);
    await tx.outbox.create({ data: { kind: "enquiry-notification", to: BAND_ADDRESS, contactId: created.id, ...notification } });
    if (enquiry.email) {
      await tx.outbox.create({ data: { kind: "enquiry-acknowledgement", to: enquiry.email, contactId: created.id, ...enquiryAcknowledgement(enquiry) } });
    }
    return created;
  });
  return { ok: true, whatsappUrl, contactId: contact.id };
}
