// Dates as people read them ("Sunday 14 February 2027"), for every text a person reads: mails,
// WhatsApp templates, the admin's calendar and inbox, the site's availability calendar, toasts,
// CSV's readable columns. Machines keep ISO.
//
// Plain English words, not Intl.DateTimeFormat: the words do not depend on the ICU version's
// punctuation, and the browser does not pay for loading ICU's date and time-zone data (the first
// formatter with a time zone cost about 130 ms of a 4x-slowed phone's main thread when the
// /contact calendar hydrated). Lagos is UTC+1 all year (lib/dates/lagos-days.ts).

import { LAGOS_OFFSET_MS } from "./lagos-days";

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const twoDigits = (value: number) => String(value).padStart(2, "0");
/** "Saturday 13 February 2027" for the UTC day of `date`. */
const dayWords = (date: Date) => `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** The UTC midnight of a calendar date (YYYY-MM-DD), or null for anything else. */
function calendarDay(isoDate: string): Date | null {
  if (!ISO_DATE.test(isoDate)) return null;
  const date = new Date(`${isoDate}T00:00:00Z`);
  // Date rolls 30 February over to 2 March: a day that does not exist stays as it was written.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(isoDate) ? date : null;
}

/** A calendar date (YYYY-MM-DD, already a Lagos day) in words; anything else as it is. */
export function readableDate(isoDate: string): string {
  const date = calendarDay(isoDate);
  return date ? dayWords(date) : isoDate;
}

/** The month of a calendar date in words: "February 2027"; anything else as it is. */
export function readableMonth(isoDate: string): string {
  const date = calendarDay(isoDate);
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : isoDate;
}

/** A moment in Lagos time: "Tuesday 24 November 2026, 14:05". */
export function readableMoment(moment: Date | string): string {
  const date = typeof moment === "string" ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return String(moment);
  const lagos = new Date(date.getTime() + LAGOS_OFFSET_MS);
  return `${dayWords(lagos)}, ${twoDigits(lagos.getUTCHours())}:${twoDigits(lagos.getUTCMinutes())}`;
}

/** The Lagos day of a moment in words: "Tuesday 24 November 2026". */
export function readableDayOf(moment: Date | string): string {
  const date = typeof moment === "string" ? new Date(moment) : moment;
  return Number.isNaN(date.getTime()) ? String(moment) : dayWords(new Date(date.getTime() + LAGOS_OFFSET_MS));
}

/** A calendar date in short words for a chart's label: "Sat 13 Feb"; anything else as it is. */
export function shortDate(isoDate: string): string {
  const date = calendarDay(isoDate);
  return date ? `${WEEKDAYS[date.getUTCDay()]!.slice(0, 3)} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]!.slice(0, 3)}` : isoDate;
}
