// Per-visitor limits for tracking, kept in memory: a database counter would cost a write per
// event. Each server instance counts on its own, which is enough to stop a flood.

const WINDOW_MS = 60_000;
export const EVENTS_PER_MINUTE = 120;
const counters = new Map<string, { count: number; resetAt: number }>();

export function overVisitorLimit(visitorId: string, now = Date.now()): boolean {
  let counter = counters.get(visitorId);
  if (!counter || counter.resetAt <= now) {
    if (counters.size > 50_000) for (const [key, value] of counters) if (value.resetAt <= now) counters.delete(key);
    counter = { count: 0, resetAt: now + WINDOW_MS };
    counters.set(visitorId, counter);
  }
  counter.count++;
  return counter.count > EVENTS_PER_MINUTE;
}
