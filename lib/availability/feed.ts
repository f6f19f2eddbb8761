import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import ical, { ICalEventStatus } from "ical-generator";
import { eventTypeLabel } from "@/fixed/enquiries";
import { site } from "@/fixed/site";
import { db } from "@/lib/db";
import { openSecret, sealSecret } from "@/lib/security/token-crypto";
import { addDays, lagosDate } from "@/lib/dates/lagos-days";
import { lineupState } from "@/lib/common/players";
import { siteOrigin } from "@/lib/site-origin";

// The private calendar feed: GET /api/calendar/<token>.ics. The token is 256 random bits; the
// database keeps its SHA-256 (to find it) and a sealed copy (so the admin can copy the URL again).
// Rotating replaces both, so the old URL answers 404 from then on.

const FEED_ID = 1;
/** Bookings further back than this stay out of the feed. */
const PAST_DAYS = 365;

export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The feed's token, made on first use. */
export async function currentFeedToken(): Promise<string> {
  const row = await db.calendarFeed.findUnique({ where: { id: FEED_ID } });
  if (row) return openSecret(row.sealedToken);
  return rotateFeedToken();
}

/** A new token; the old one stops working at once. */
export async function rotateFeedToken(): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const data = { tokenHash: hashOf(token), sealedToken: sealSecret(token), rotatedAt: new Date() };
  await db.calendarFeed.upsert({ where: { id: FEED_ID }, create: { id: FEED_ID, ...data }, update: data });
  return token;
}

/** Whether a token is the feed's current one. */
export async function isFeedToken(token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const row = await db.calendarFeed.findUnique({ where: { id: FEED_ID }, select: { tokenHash: true } });
  return row !== null && timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hashOf(token)));
}

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** The feed as RFC 5545 text: each booking an all-day event, each hold a tentative one. */
export async function buildFeed(now = Date.now()): Promise<string> {
  const since = addDays(lagosDate(now), -PAST_DAYS);
  const bookings = await db.contact.findMany({
    where: { status: "booked", quarantinedAt: null, eventDate: { gte: since } },
    orderBy: [{ eventDate: "asc" }, { id: "asc" }],
    include: { quotes: { where: { status: { in: ["deposit-paid", "paid"] } }, select: { id: true }, take: 1 }, lineupSlots: { select: { status: true } } },
  });
  const holds = await db.availabilityHold.findMany({ where: { date: { gte: since } }, orderBy: [{ date: "asc" }, { id: "asc" }] });
  const host = new URL(siteOrigin()).hostname;
  const calendar = ical({ name: `${site.shortName} bookings`, prodId: { company: site.shortName, product: "bookings", language: "EN" } });
  // All-day dates are written from the UTC day of the Date given, which is the Lagos date itself here.
  for (const booking of bookings) {
    // A booking paid through a quote has the band's run sheet (the panel's session opens it).
    const lineup = lineupState(booking.lineupSlots);
    const runSheet = booking.quotes.length ? `${siteOrigin()}/api/admin/contacts/${booking.id}/documents/run-sheet.pdf` : null;
    calendar.createEvent({
      id: `booking-${booking.id}@${host}`,
      start: utcMidnight(booking.eventDate),
      end: utcMidnight(addDays(booking.eventDate, 1)),
      allDay: true,
      status: ICalEventStatus.CONFIRMED,
      summary: `${eventTypeLabel(booking.eventType)}: ${booking.name}${lineup ? ` (${lineup})` : ""}`,
      location: booking.venue ?? undefined,
      description: [
        `Client: ${booking.name}`,
        `Phone: ${booking.phone}`,
        booking.email && `Email: ${booking.email}`,
        `Event: ${eventTypeLabel(booking.eventType)}`,
        booking.venue && `Venue: ${booking.venue}`,
        lineup && `Lineup: ${lineup}`,
        runSheet && `Run sheet: ${runSheet}`,
      ]
        .filter(Boolean)
        .join("\n"),
    });
  }
  for (const hold of holds) {
    calendar.createEvent({
      id: `hold-${hold.id}@${host}`,
      start: utcMidnight(hold.date),
      end: utcMidnight(addDays(hold.date, 1)),
      allDay: true,
      status: ICalEventStatus.TENTATIVE,
      summary: `Hold: ${hold.label}`,
      description: hold.note ?? undefined,
    });
  }
  return calendar.toString();
}
