// Tracking limits, kept in memory: a database counter would cost a write per event. Each server
// instance counts on its own, which is enough to stop a flood. A visitor id is the client's to
// choose, so the address is limited too: new ids do not buy more events.
import { WindowCounter } from "@/lib/window-counter";

export const EVENTS_PER_MINUTE = 120;
export const EVENTS_PER_ADDRESS_PER_MINUTE = 600;
/** A day's events: far above what a person browsing makes, far below what fills a disk. */
const EVENTS_PER_VISITOR_PER_DAY = 2_000;
const EVENTS_PER_ADDRESS_PER_DAY = 10_000;
const DAY_MS = 86_400_000;

const visitorEvents = new WindowCounter(EVENTS_PER_MINUTE, 60_000);
const addressEvents = new WindowCounter(EVENTS_PER_ADDRESS_PER_MINUTE, 60_000);
const visitorDays = new WindowCounter(EVENTS_PER_VISITOR_PER_DAY, DAY_MS);
const addressDays = new WindowCounter(EVENTS_PER_ADDRESS_PER_DAY, DAY_MS);

/** Counts one event; true when the visitor or the address is over a limit of the minute or the day. */
export function overTrackingLimit(visitorId: string, address: string, now = Date.now()): boolean {
  const over = [addressEvents.over(address, now), visitorEvents.over(visitorId, now), addressDays.over(address, now), visitorDays.over(visitorId, now)];
  return over.some(Boolean);
}
