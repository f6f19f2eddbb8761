import "server-only";
// Calendar periods in the band's time zone. Lagos is UTC+1 all year (no daylight saving).
import { LAGOS_OFFSET_MS } from "@/lib/dates/lagos-days";

function lagosMidnight(now: Date, adjust: (local: Date) => void): Date {
  const local = new Date(now.getTime() + LAGOS_OFFSET_MS);
  local.setUTCHours(0, 0, 0, 0);
  adjust(local);
  return new Date(local.getTime() - LAGOS_OFFSET_MS);
}

export const startOfLagosDay = (now: Date) => lagosMidnight(now, () => {});
/** Weeks start on Monday. */
export const startOfLagosWeek = (now: Date) => lagosMidnight(now, (local) => local.setUTCDate(local.getUTCDate() - ((local.getUTCDay() + 6) % 7)));
export const startOfLagosMonth = (now: Date) => lagosMidnight(now, (local) => local.setUTCDate(1));
