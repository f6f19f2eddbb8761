import { eventTypeLabel } from "@/fixed/enquiries";
import { readableDate } from "@/lib/dates/readable";
import { site } from "@/fixed/site";
import { enquiryLines } from "@/lib/email/templates";
import { whatsappHref, whatsappNumber, type BandContact } from "@/lib/settings/band-contact";
import type { EnquiryInput } from "@/lib/validation/enquiry";

/** A chat with the band, prefilled with the enquiry's summary, for the visitor to send; null when no line is on WhatsApp. */
export function bandWhatsappUrl(enquiry: EnquiryInput, band: Pick<BandContact, "phones">): string | null {
  const number = whatsappNumber(band);
  if (!number) return null;
  const summary = `Hello ${site.shortName}! I just sent an enquiry on your website.\n${enquiryLines(enquiry)
    .filter(([key]) => key !== "Phone" && key !== "Email")
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}`;
  return whatsappHref(number, summary);
}

/** The admin's opening line to a client about their enquiry. */
export const clientWhatsappText = (name: string, eventType: string, eventDate: string) =>
  `Hello ${name}, thank you for your enquiry about your ${eventTypeLabel(eventType).toLowerCase()} on ${readableDate(eventDate)}. This is ${site.shortName}.`;

/** A chat with the client's number, prefilled with `text`. Nigerian 0-prefixed numbers get +234. */
export function clientWhatsappUrlFor(phone: string, text: string): string {
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith("0") && digits.length === 11) digits = `234${digits.slice(1)}`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** A chat with the client, for the admin to answer an enquiry. */
export const clientWhatsappUrl = (phone: string, name: string, eventType: string, eventDate: string) => clientWhatsappUrlFor(phone, clientWhatsappText(name, eventType, eventDate));
