import { addDays, monthEnd, monthStart } from "@/lib/dates/lagos-days";

// The pure parts of the /contact calendar: weeks of a month and keyboard moves.

const WEEKDAY_INDEX_MONDAY_FIRST = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The month's weeks, Monday first; null pads the days outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = monthStart(month);
  const last = monthEnd(month);
  const cells: (string | null)[] = Array.from({ length: WEEKDAY_INDEX_MONDAY_FIRST(first) }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Where a key moves the focused day (APG date grid keys), or null for other keys. */
export function movedDate(date: string, key: string): string | null {
  const weekday = WEEKDAY_INDEX_MONDAY_FIRST(date);
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -weekday);
    case "End":
      return addDays(date, 6 - weekday);
    case "PageUp":
      return sameDayOtherMonth(date, -1);
    case "PageDown":
      return sameDayOtherMonth(date, 1);
    default:
      return null;
  }
}

function sameDayOtherMonth(date: string, offset: number): string {
  const target = monthStart(date, offset);
  const day = Math.min(Number(date.slice(8)), Number(monthEnd(target).slice(8)));
  return `${target.slice(0, 8)}${String(day).padStart(2, "0")}`;
}

export const clampDate = (date: string, first: string, last: string) => (date < first ? first : date > last ? last : date);
