// Lagos dates as YYYY-MM-DD strings. Lagos is UTC+1 all year (no daylight saving), so a Lagos day
// is the UTC day of the instant plus one hour. Plain functions: the browser uses them too.

export const LAGOS_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes since midnight in Lagos at an instant (0 to 1439). */
export function lagosMinutesOfDay(instant: Date | number = Date.now()): number {
  const lagos = new Date(new Date(instant).getTime() + LAGOS_OFFSET_MS);
  return lagos.getUTCHours() * 60 + lagos.getUTCMinutes();
}

/** The Lagos date of an instant. */
export function lagosDate(instant: Date | number = Date.now()): string {
  return new Date(new Date(instant).getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (no 2027-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The date `days` after (or before) an ISO date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const count = Math.max(0, daysBetween(from, to));
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** The first day of the month `offset` months after the month of `date`. */
export function monthStart(date: string, offset = 0): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 10);
}

/** The last day of the month of `date`. */
export function monthEnd(date: string): string {
  return addDays(monthStart(date, 1), -1);
}
