// Tracking limits, kept in memory: a database counter would cost a write per event. Each server
// instance counts on its own, which is enough to stop a flood. A visitor id is the client's to
// choose, so the address is limited too: new ids do not buy more events.
import { WindowCounter } from "@/lib/window-counter";

export const EVENTS_PER_MINUTE = 120;
export const EVENTS_PER_ADDRESS_PER_MINUTE = 600;

const visitorEvents = new WindowCounter(EVENTS_PER_MINUTE, 60_000);
const addressEvents = new WindowCounter(EVENTS_PER_ADDRESS_PER_MINUTE, 60_000);

/** Counts one event; true when the visitor or the address is over its limit. */
export function overTrackingLimit(visitorId: string, address: string, now = Date.now()): boolean {
  const addressOver = addressEvents.over(address, now);
  return visitorEvents.over(visitorId, now) || addressOver;
}
