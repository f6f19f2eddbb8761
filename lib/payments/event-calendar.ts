import "server-only";
import ical, { ICalEventStatus } from "ical-generator";
import { eventTypeLabel } from "@/fixed/enquiries";
import { site } from "@/fixed/site";
import { addDays } from "@/lib/dates/lagos-days";
import type { EventPlan } from "@/lib/validation/event-plan";
import type { BookingQuote } from "./quotes";
import { siteOrigin } from "@/lib/site-origin";

/** The client's event as an .ics (RFC 5545, ical-generator): an all-day event on the Lagos date, with the venue and their page's link. */
export function clientEventIcs(quote: BookingQuote, plan: EventPlan): string {
  const { contact } = quote;
  const calendar = ical({ name: site.bandName, prodId: { company: site.shortName, product: "event", language: "EN" } });
  const venue = [plan.venue.hall, plan.venue.address].filter(Boolean).join(", ") || contact.venue || undefined;
  calendar.createEvent({
    id: `event-${quote.id}@${new URL(siteOrigin()).hostname}`,
    start: new Date(`${contact.eventDate}T00:00:00Z`),
    end: new Date(`${addDays(contact.eventDate, 1)}T00:00:00Z`),
    allDay: true,
    status: ICalEventStatus.CONFIRMED,
    summary: `${eventTypeLabel(contact.eventType) || "Event"} with ${site.bandName}`,
    location: venue,
    description: [...plan.timeline.map((entry) => `${entry.time} ${entry.label}`), `Your page: ${quote.url}`].join("\n"),
    url: quote.url,
  });
  return calendar.toString();
}
