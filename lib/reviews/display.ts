// How a review is shown: pure helpers shared by the review cards and their tests.
import "server-only";

import { lagosDate } from "@/lib/dates/lagos-days";
import { MONTHS } from "@/lib/dates/readable";

/** Up to two initials in capitals: "adaeze okafor" → "AO". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join("")
    .toUpperCase();
}

/**
 * "November 23, 2026": the day the review was written in Lagos, as toLocaleDateString("en-US")
 * writes the long date. The home page renders it on the server (issue 68), so the band's time
 * zone, not the server's, decides the day.
 */
export function longUsDate(iso: string): string {
  const [year, month, day] = lagosDate(new Date(iso)).split("-").map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
