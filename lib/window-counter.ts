import "server-only";
// Fixed-window counters kept in this server's memory, for limits where a database write per
// request would cost more than the thing limited (tracking events, play counts). The map holds at
// most maxKeys counters: Map keeps insertion order and a counter is re-inserted when its window
// starts, so the first entry is always the oldest window and goes first. Every call is O(1).

export class WindowCounter {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    readonly maxKeys = 20_000,
  ) {}

  /** Counts one event for key; true when it is over the limit. */
  over(key: string, now = Date.now()): boolean {
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      this.counters.delete(key);
      counter = { count: 0, resetAt: now + this.windowMs };
      this.counters.set(key, counter);
      if (this.counters.size > this.maxKeys) this.counters.delete(this.counters.keys().next().value as string);
    }
    counter.count++;
    return counter.count > this.max;
  }

  get size(): number {
    return this.counters.size;
  }
}
