import "server-only";
import { eventTypeLabel } from "@/fixed/enquiries";
import { site } from "@/fixed/site";
import { db } from "@/lib/db";
import { readableDate } from "@/lib/dates/readable";
import { planSongIds, readPlan } from "@/lib/payments/event-plan";
import { songsByIds, type RepertoireSong } from "@/lib/repertoire/songs";
import { readSiteSettings } from "@/lib/settings/store";
import type { EventPlan } from "@/lib/validation/event-plan";
import { displayPhone } from "@/lib/validation/phone-number";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { formatNaira } from "@/lib/payments/naira";
import type { Letterhead } from "./pdf";
import { siteOrigin } from "@/lib/site-origin";

// What every document of a booking is made from: the quote with its enquiry and payments, the plan
// for the night, the repertoire's songs by id and the band's details from Settings.

const bookingInclude = { contact: true, payments: { orderBy: { id: "asc" } } } as const;

async function loadQuote(where: { id: number } | { contactId: number }) {
  if ("id" in where) return db.bookingQuote.findUnique({ where, include: bookingInclude });
  // An enquiry's booking: its paid quote, else its latest (waiting for a deposit, or cancelled).
  const quotes = await db.bookingQuote.findMany({ where: { contactId: where.contactId, status: { not: "replaced" } }, include: bookingInclude, orderBy: { id: "desc" } });
  return quotes.find((quote) => quote.status === "deposit-paid" || quote.status === "paid") ?? quotes[0] ?? null;
}

export type DocumentBooking = NonNullable<Awaited<ReturnType<typeof loadQuote>>> & {
  plan: EventPlan;
  songs: Map<number, RepertoireSong>;
  settings: SiteSettings;
};

/** A quote (by id, or an enquiry's current one) with all its documents need; null when there is none. */
export async function documentBooking(where: { id: number } | { contactId: number }): Promise<DocumentBooking | null> {
  const quote = await loadQuote(where);
  if (!quote) return null;
  const [plan, settings] = await Promise.all([readPlan(quote.id), readSiteSettings()]);
  // The repertoire only when the plan names songs (the run sheet prints them).
  const songs = await songsByIds(planSongIds(plan));
  return { ...quote, plan, songs: new Map(songs.map((song) => [song.id, song])), settings };
}

export function letterhead(settings: SiteSettings): Letterhead {
  const phones = settings.phones.map((line) => displayPhone(line.number)).join(" · ");
  return {
    name: site.bandName,
    lines: [
      settings.address || settings.location,
      [phones, settings.email].filter(Boolean).join(" · "),
      [settings.rcNumber, settings.tin && `TIN ${settings.tin}`, settings.vatRegistered ? "VAT registered" : ""].filter(Boolean).join(" · "),
      new URL(siteOrigin()).host,
    ].filter(Boolean),
  };
}

/** "Wedding on Saturday 14 February 2027" */
export const eventLine = (contact: { eventType: string; eventDate: string }) =>
  [eventTypeLabel(contact.eventType) || "Event", contact.eventDate ? `on ${readableDate(contact.eventDate)}` : ""].filter(Boolean).join(" ");

/** Where the event is: the plan's hall and address, else what the enquiry said. */
export const venueLine = (booking: DocumentBooking) => [booking.plan.venue.hall, booking.plan.venue.address].filter(Boolean).join(", ") || booking.contact.venue || "";

/** Who a document is made out to: the company with its address and TIN, or the client. */
export function billedRows(booking: DocumentBooking): [string, string][] {
  const { contact } = booking;
  if (booking.billKind === "company" && booking.billCompany)
    return [
      ["Company", booking.billCompany],
      ...(booking.billAddress ? [["Address", booking.billAddress] as [string, string]] : []),
      ...(booking.billTin ? [["TIN", booking.billTin] as [string, string]] : []),
      ["Attention", contact.name],
    ];
  return [["Client", contact.name], ...(booking.billAddress ? [["Address", booking.billAddress] as [string, string]] : [])];
}

/** The VAT line: its rate and amount, or that none is charged. */
export const vatRow = (booking: { subtotal: number; vat: number }): [string, string] =>
  booking.vat > 0 ? [`VAT (${Math.round((booking.vat / booking.subtotal) * 1000) / 10}%)`, formatNaira(booking.vat)] : ["VAT", "VAT not charged"];

export const songLine = (song: RepertoireSong | undefined) => (song ? (song.artist ? `${song.title} (${song.artist})` : song.title) : "a song no longer in the repertoire");
