import "server-only";
import { WindowCounter } from "@/lib/window-counter";
import { withRedis } from "./connection";

/**
 * A fixed-window limit counted in Redis when REDIS_URL is set, so every server of the install
 * counts the same events (a visitor spread over two servers gets one budget, not two). Without
 * Redis, or while it cannot be reached, each server counts on its own (lib/window-counter.ts),
 * which still stops a flood.
 */
export class SharedWindowCounter {
  private readonly local: WindowCounter;

  constructor(
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {
    this.local = new WindowCounter(max, windowMs);
  }

  /** Counts one event for key; true when it is over the limit. */
  async over(key: string, now = Date.now()): Promise<boolean> {
    const window = Math.floor(now / this.windowMs);
    const redisKey = `band:limit:${this.name}:${window}:${key}`;
    const counted = await withRedis(async (redis) => {
      const [[, count] = [], ,] = (await redis.multi().incr(redisKey).pexpire(redisKey, this.windowMs, "NX").exec()) ?? [];
      return typeof count === "number" ? count : null;
    });
    return counted === null ? this.local.over(key, now) : counted > this.max;
  }
}
