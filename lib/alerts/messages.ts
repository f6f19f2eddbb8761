import "server-only";
// What the alerts say: the WhatsApp templates' parameters and the push notifications' words.
// Pure functions; lib/alerts/queue.ts stores them in the outbox.
import { eventTypeLabel } from "@/fixed/enquiries";
import { readableDate } from "@/lib/dates/readable";
import type { PushPayload } from "./web-push";

export type AlertedEnquiry = { id: number; name: string; eventType: string; eventDate: string };

/** The panel page that opens one enquiry (the inbox scrolls to it and marks it). */
export const enquiryPanelPath = (id: number) => `/admin/enquiries?enquiry=${id}`;

const eventWords = (enquiry: AlertedEnquiry) => (enquiry.eventType ? eventTypeLabel(enquiry.eventType) : "event type not set yet");
const dateWords = (enquiry: AlertedEnquiry) => (enquiry.eventDate ? readableDate(enquiry.eventDate) : "no date yet");

/** WHATSAPP_ALERT_TEMPLATE's four parameters: name, event type, date in words, the enquiry's link. */
export function newEnquiryParameters(enquiry: AlertedEnquiry, siteOrigin: string): string[] {
  return [enquiry.name, eventWords(enquiry), dateWords(enquiry), `${siteOrigin}${enquiryPanelPath(enquiry.id)}`];
}

/** WHATSAPP_REMINDER_TEMPLATE's four parameters: name, event type, whole hours left, the link. */
export function reminderParameters(enquiry: AlertedEnquiry, hoursLeft: number, siteOrigin: string): string[] {
  return [enquiry.name, eventWords(enquiry), String(hoursLeft), `${siteOrigin}${enquiryPanelPath(enquiry.id)}`];
}

export function newEnquiryPush(enquiry: AlertedEnquiry): PushPayload {
  return {
    title: `New enquiry: ${enquiry.name}`.slice(0, 120),
    body: `${eventWords(enquiry)} · ${dateWords(enquiry)}`,
    url: enquiryPanelPath(enquiry.id),
    tag: `enquiry-${enquiry.id}`,
  };
}

export function reminderPush(enquiry: AlertedEnquiry, hoursLeft: number): PushPayload {
  return {
    title: `Still waiting for a reply: ${enquiry.name}`.slice(0, 120),
    body: `${eventWords(enquiry)} · ${dateWords(enquiry)} · ${hoursLeft} ${hoursLeft === 1 ? "hour" : "hours"} left to reply`,
    url: enquiryPanelPath(enquiry.id),
    tag: `enquiry-${enquiry.id}-reminder`,
  };
}

/** The inbox, where a digest's enquiries wait. */
const INBOX_PATH = "/admin/enquiries";

/** WHATSAPP_DIGEST_TEMPLATE's two parameters: how many new WhatsApp enquiries, and the inbox's link. */
export function digestParameters(count: number, siteOrigin: string): string[] {
  return [String(count), `${siteOrigin}${INBOX_PATH}`];
}

export function digestPush(count: number): PushPayload {
  return {
    title: `${count} new WhatsApp ${count === 1 ? "enquiry" : "enquiries"}`,
    body: "Many new numbers wrote at once: they are in the inbox.",
    url: INBOX_PATH,
    tag: "whatsapp-digest",
  };
}
