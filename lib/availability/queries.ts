import "server-only";
import type { DayState } from "@/fixed/availability";
import { db } from "@/lib/db";
import { readSiteSettings } from "@/lib/settings/store";
import { datesBetween } from "@/lib/dates/lagos-days";
import { dayState } from "./state";
import type { HoldInput, HoldUpdate } from "@/lib/validation/availability";

// Bookings are enquiries the admin marked `booked` (by their event date), holds are added by hand;
// both count against the day's capacity. Quarantined (spam) enquiries never count.

const bookedWhere = (from: string, to: string) => ({ status: "booked", quarantinedAt: null, eventDate: { gte: from, lte: to } });

/** The settings' daily capacity, read per request like the bookings it is compared with. */
const capacityPerDay = async () => (await readSiteSettings()).capacityPerDay;

/** Bookings plus holds on each day of the range that has any. */
async function takenByDate(from: string, to: string): Promise<Map<string, number>> {
  const bookings = await db.contact.groupBy({ by: ["eventDate"], where: bookedWhere(from, to), _count: { _all: true } });
  const holds = await db.availabilityHold.groupBy({ by: ["date"], where: { date: { gte: from, lte: to } }, _count: { _all: true } });
  const taken = new Map<string, number>();
  for (const row of bookings) taken.set(row.eventDate, (taken.get(row.eventDate) ?? 0) + row._count._all);
  for (const row of holds) taken.set(row.date, (taken.get(row.date) ?? 0) + row._count._all);
  return taken;
}

/** What the public sees: every day of the range and its state, nothing else. */
export async function publicAvailability(from: string, to: string): Promise<{ date: string; state: DayState }[]> {
  const [taken, capacity] = await Promise.all([takenByDate(from, to), capacityPerDay()]);
  return datesBetween(from, to).map((date) => ({ date, state: dayState(taken.get(date) ?? 0, capacity) }));
}

export type AdminDay = {
  date: string;
  state: DayState;
  enquiries: { id: number; name: string; phone: string; eventType: string; venue: string | null; status: string }[];
  holds: { id: number; date: string; label: string; note: string | null }[];
};

/** The admin's month: each day with enquiries for it or holds, with both listed. */
export async function adminAvailability(from: string, to: string): Promise<{ capacity: number; days: AdminDay[] }> {
  const enquiries = await db.contact.findMany({
    where: { quarantinedAt: null, eventDate: { gte: from, lte: to } },
    select: { id: true, name: true, phone: true, eventType: true, venue: true, status: true, eventDate: true },
    orderBy: [{ eventDate: "asc" }, { id: "asc" }],
    take: 2000,
  });
  const holds = await db.availabilityHold.findMany({
    where: { date: { gte: from, lte: to } },
    select: { id: true, date: true, label: true, note: true },
    orderBy: [{ date: "asc" }, { id: "asc" }],
  });
  const days = new Map<string, AdminDay>();
  const dayOf = (date: string) => days.get(date) ?? days.set(date, { date, state: "free", enquiries: [], holds: [] }).get(date)!;
  for (const { eventDate, ...enquiry } of enquiries) dayOf(eventDate).enquiries.push(enquiry);
  for (const hold of holds) dayOf(hold.date).holds.push(hold);
  const capacity = await capacityPerDay();
  for (const day of days.values()) {
    day.state = dayState(day.enquiries.filter((enquiry) => enquiry.status === "booked").length + day.holds.length, capacity);
  }
  return { capacity, days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)) };
}

/**
 * Whether marking this enquiry booked would put its day over capacity: the day is already full
 * without it. `newDate` is the date the same change sets, if any. Null when there is no such
 * enquiry; date "" when it has no event date yet (a WhatsApp enquiry).
 */
export async function bookingWouldOverfill(contactId: number, newDate?: string): Promise<{ date: string; full: boolean } | null> {
  const contact = await db.contact.findFirst({ where: { id: contactId, quarantinedAt: null }, select: { eventDate: true, status: true } });
  if (!contact) return null;
  const date = newDate ?? contact.eventDate;
  if (!date) return { date, full: false };
  if (contact.status === "booked" && date === contact.eventDate) return { date, full: false };
  const taken = (await takenByDate(date, date)).get(date) ?? 0;
  return { date, full: taken >= (await capacityPerDay()) };
}

export const createHold = (hold: HoldInput) => db.availabilityHold.create({ data: hold });

export async function updateHold(id: number, change: HoldUpdate) {
  const result = await db.availabilityHold.updateMany({ where: { id }, data: change });
  return result.count === 1 ? db.availabilityHold.findUnique({ where: { id } }) : null;
}

export async function deleteHold(id: number): Promise<boolean> {
  const result = await db.availabilityHold.deleteMany({ where: { id } });
  return result.count === 1;
}
