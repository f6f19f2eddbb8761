import "server-only";
import { db } from "@/lib/db";
import { addDays, lagosDate } from "@/lib/dates/lagos-days";
import type { ConsentEvent } from "@/lib/validation/privacy";

// The ad consent bar's answers counted per Lagos day (issue 66): how many visitors saw it, accepted
// or rejected. Counts only: nothing that could tell one visitor from another is kept.

const column: Record<ConsentEvent, "shown" | "accepted" | "rejected"> = { shown: "shown", accepted: "accepted", rejected: "rejected" };

export async function countConsentEvent(event: ConsentEvent, now = new Date()): Promise<void> {
  const day = lagosDate(now);
  const field = column[event];
  await db.adConsentDay.upsert({ where: { day }, create: { day, [field]: 1 }, update: { [field]: { increment: 1 } } });
}

export type ConsentDay = { date: string; accepted: number; rejected: number; none: number };

/** The last `days` Lagos days, oldest first, each with its counts (zero on a day without any). */
export async function consentDays(days: number, now = new Date()): Promise<ConsentDay[]> {
  const last = lagosDate(now);
  const first = addDays(last, 1 - days);
  const rows = await db.adConsentDay.findMany({ where: { day: { gte: first, lte: last } } });
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(first, index);
    const row = byDay.get(date);
    const accepted = row?.accepted ?? 0;
    const rejected = row?.rejected ?? 0;
    // Bars seen and left unanswered (a choice made the day after counts on its own day).
    return { date, accepted, rejected, none: Math.max(0, (row?.shown ?? 0) - accepted - rejected) };
  });
}
