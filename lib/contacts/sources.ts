import "server-only";
import { db } from "@/lib/db";

// The Overview's honest attribution: enquiries of the last 30 days by where they came from (each
// form, WhatsApp) and how many of them became bookings. Nothing ties a visit on the site to a
// WhatsApp conversation: a click on a WhatsApp button is not counted as that client's enquiry.

const DAY_MS = 86_400_000;
const ENQUIRY_SOURCES = ["home", "contact", "quote", "quote-full", "whatsapp"] as const;

export type SourceCount = { source: string; enquiries: number; booked: number };

export async function enquiriesBySource(now = new Date()): Promise<SourceCount[]> {
  const where = { isDemo: false, quarantinedAt: null, createdAt: { gte: new Date(now.getTime() - 30 * DAY_MS) } };
  const [all, booked] = await Promise.all([
    db.contact.groupBy({ by: ["source"], where, _count: { _all: true } }),
    // Booked: marked booked, or a deposit paid on its quote (booked since, maybe closed after the event).
    db.contact.groupBy({
      by: ["source"],
      where: { ...where, OR: [{ status: "booked" }, { quotes: { some: { status: { in: ["deposit-paid", "paid"] } } } }] },
      _count: { _all: true },
    }),
  ]);
  const count = (rows: typeof all, source: string) => rows.find((row) => row.source === source)?._count._all ?? 0;
  return ENQUIRY_SOURCES.map((source) => ({ source, enquiries: count(all, source), booked: count(booked, source) }));
}
