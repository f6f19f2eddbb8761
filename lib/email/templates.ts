import { eventTypeLabel } from "@/fixed/enquiries";
import { readableDate } from "@/lib/dates/readable";
import { site } from "@/fixed/site";
import { replyWithin, whatsappNumber, type BandContact } from "@/lib/settings/band-contact";
import type { EnquiryInput } from "@/lib/validation/enquiry";

const sourceLabels: Record<string, string> = {
  home: "home page contact form",
  contact: "contact page",
  quote: "quick quote form",
  "quote-full": "quote page",
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A visitor's text inside a header (the subject) stays on one line: no header can be injected. */
export const oneLine = (value: string) => value.replace(/[\r\n\u0000-\u001f\u007f\u2028\u2029]+/g, " ");

export function enquiryLines(enquiry: EnquiryInput): [string, string][] {
  const lines: [string, string | number | undefined][] = [
    ["Name", enquiry.name],
    ["Phone", enquiry.phone],
    ["Email", enquiry.email],
    ["Company", enquiry.company],
    ["Event type", eventTypeLabel(enquiry.eventType)],
    ["Event date", readableDate(enquiry.eventDate)],
    ["Venue", enquiry.venue],
    ["Guests", enquiry.guestCount],
    ["Budget", enquiry.budget],
    ["Message", enquiry.message],
  ];
  return lines.filter((line): line is [string, string | number] => line[1] !== undefined && line[1] !== "").map(([k, v]) => [k, String(v)]);
}

/** `siteOrigin` is the address the enquiry was sent to (lib/site-origin.ts): the mail links back to it. */
export function enquiryNotification(enquiry: EnquiryInput, source: string, contactId: number, band: Pick<BandContact, "replyHours">, siteOrigin: string) {
  const promise = `Reply within ${replyWithin(band.replyHours)}.`;
  const lines = enquiryLines(enquiry);
  return {
    subject: `New enquiry #${contactId}: ${eventTypeLabel(enquiry.eventType)} on ${readableDate(enquiry.eventDate)} — ${oneLine(enquiry.name)}`,
    text: `A new enquiry came in from the ${sourceLabels[source] ?? source}. ${promise}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\nAll enquiries: ${siteOrigin}/admin\n`,
    html: `<p>A new enquiry came in from the ${escapeHtml(sourceLabels[source] ?? source)}. ${promise}</p><table>${lines
      .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, "<br>")}</td></tr>`)
      .join("")}</table><p><a href="${escapeHtml(siteOrigin)}/admin">All enquiries</a></p>`,
  };
}

/**
 * The client's name as the acknowledgement greets them, only when it is a plain name: letters,
 * spaces and the marks names use, no link, address or domain. Anyone can type any address into a
 * form, so the mail must not carry their text to a stranger.
 */
export function plainGreetingName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length > 60 || !/^[\p{L}\p{M}][\p{L}\p{M} .'’&-]*$/u.test(trimmed)) return null;
  if (/\.[\p{L}]{2,}/u.test(trimmed.replace(/\b(Mr|Mrs|Ms|Dr|Jr|Sr|St|Prof|Chief|Engr)\./gi, ""))) return null;
  return trimmed;
}

export function enquiryAcknowledgement(enquiry: EnquiryInput, band: Pick<BandContact, "phones" | "replyHours">) {
  const name = plainGreetingName(enquiry.name);
  const greeting = name ? `Dear ${name},` : "Hello,";
  const body = `Thank you for contacting ${site.bandName} about your ${eventTypeLabel(enquiry.eventType).toLowerCase()} on ${readableDate(enquiry.eventDate)}. We have received your enquiry and will get back to you within ${replyWithin(band.replyHours)}.`;
  const number = whatsappNumber(band);
  const whatsapp = number ? `For a faster answer, chat with us on WhatsApp: https://wa.me/${number}` : "";
  return {
    subject: `We received your enquiry — ${site.bandName}`,
    text: `${greeting}\n\n${body}\n\n${whatsapp ? `${whatsapp}\n\n` : ""}${site.bandName}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${whatsapp ? `<p>${escapeHtml(whatsapp)}</p>` : ""}<p>${escapeHtml(site.bandName)}</p>`,
  };
}

function unsubscribeUrl(token: string, siteOrigin: string): string {
  return `${siteOrigin}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function newsletterWelcome(token: string, siteOrigin: string) {
  const link = unsubscribeUrl(token, siteOrigin);
  return {
    subject: `Welcome to the ${site.bandName} newsletter`,
    text: `Thank you for subscribing! You will hear about new music, shows and offers.\n\nTo unsubscribe at any time: ${link}\n`,
    html: `<p>Thank you for subscribing! You will hear about new music, shows and offers.</p><p><a href="${link}">Unsubscribe</a> at any time.</p>`,
  };
}
