import type { DayState } from "@/fixed/availability";

type DayAvailability = { date: string; state: DayState };

/** The browser's call to GET /api/availability: each day's state from `from` to `to`. */
export async function fetchDayStates(from: string, to: string, signal?: AbortSignal): Promise<Map<string, DayState>> {
  const response = await fetch(`/api/availability?from=${from}&to=${to}`, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Availability could not be loaded (${response.status})`);
  const days = (await response.json()) as DayAvailability[];
  return new Map(days.map((day) => [day.date, day.state]));
}
