import "server-only";
// Tracking limits, kept in memory (a database counter would cost a write per event), or in Redis
// when REDIS_URL is set so that every server counts the same visitor. A visitor id is the client's
// to choose, so the address is limited too: new ids do not buy more events.
import { SharedWindowCounter } from "@/lib/redis/shared-window-counter";

export const EVENTS_PER_MINUTE = 120;
export const EVENTS_PER_ADDRESS_PER_MINUTE = 600;
/**
 * A day's events: far above what a person browsing makes (or an office behind one address), far
 * below what fills the cap: 100 addresses (IPv6 /64s; clientIp counts a /64 as one) at most
 * 100 × 2,000 events of at most about 1 KB stored (lib/validation/tracking.ts) is some 200 MB a
 * day against the default 2 GB, and near the cap the oldest rows make room (storage-guard.ts).
 */
const EVENTS_PER_VISITOR_PER_DAY = 1_000;
export const EVENTS_PER_ADDRESS_PER_DAY = 2_000;
const DAY_MS = 86_400_000;

const visitorEvents = new SharedWindowCounter("visitor-minute", EVENTS_PER_MINUTE, 60_000);
const addressEvents = new SharedWindowCounter("address-minute", EVENTS_PER_ADDRESS_PER_MINUTE, 60_000);
const visitorDays = new SharedWindowCounter("visitor-day", EVENTS_PER_VISITOR_PER_DAY, DAY_MS);
const addressDays = new SharedWindowCounter("address-day", EVENTS_PER_ADDRESS_PER_DAY, DAY_MS);

/** Counts one event; true when the visitor or the address is over a limit of the minute or the day. */
export async function overTrackingLimit(visitorId: string, address: string, now = Date.now()): Promise<boolean> {
  const over = await Promise.all([addressEvents.over(address, now), visitorEvents.over(visitorId, now), addressDays.over(address, now), visitorDays.over(visitorId, now)]);
  return over.some(Boolean);
}
