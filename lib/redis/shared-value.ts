import "server-only";
import { redisConfigured, withRedis } from "./connection";

/**
 * One value kept for a while, in Redis when REDIS_URL is set (every server sees the same, and a
 * clear on one clears it for all), else in this server's memory. While Redis cannot be reached,
 * there is no value: the caller computes it again.
 */
export class SharedValue<T> {
  private local: { value: T; until: number } | null = null;

  constructor(private readonly name: string) {}

  private get key() {
    return `band:value:${this.name}`;
  }

  async get(now = Date.now()): Promise<T | null> {
    if (redisConfigured()) {
      const text = await withRedis((redis) => redis.get(this.key));
      try {
        return text === null ? null : (JSON.parse(text) as T);
      } catch {
        return null;
      }
    }
    return this.local && this.local.until > now ? this.local.value : null;
  }

  async set(value: T, keepMs: number, now = Date.now()): Promise<void> {
    if (redisConfigured()) await withRedis((redis) => redis.set(this.key, JSON.stringify(value), "PX", keepMs));
    else this.local = { value, until: now + keepMs };
  }

  async clear(): Promise<void> {
    this.local = null;
    if (redisConfigured()) await withRedis((redis) => redis.del(this.key));
  }
}
