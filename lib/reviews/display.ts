// How a review is shown: pure helpers shared by the review cards and their tests.

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
 * "November 23, 2026" in the visitor's time zone, as toLocaleDateString("en-US") writes the long
 * date. Built by hand: the first Intl date format costs a phone tens of milliseconds of loading.
 */
export function longUsDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
