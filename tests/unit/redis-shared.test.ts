import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Redis } from "ioredis";
import { startThrowawayRedis, type ThrowawayRedis } from "../../scripts/lib/redis-server.mjs";
import { PageCache } from "@/lib/cache/store/page-cache";
import { redisStore } from "@/lib/cache/store/redis-store";
import { ENTRY_TTL_SECONDS } from "@/lib/cache/store/types";
import { closeRedis, readyRedis } from "@/lib/redis/connection";
import { SharedValue } from "@/lib/redis/shared-value";
import { SharedWindowCounter } from "@/lib/redis/shared-window-counter";

// The page cache, limits and cached values in a real Redis (Debian's redis-server), as several
// servers share them: what one stores, counts or revalidates, the other sees at once; with Redis
// gone, every read is a miss (pages render per request), limits count per server, nothing throws,
// and what changed meanwhile reaches Redis once it is back.

let redis: ThrowawayRedis;
let inspector: Redis;
const page = (tags: string) => ({ kind: "APP_PAGE", html: "<p>saved</p>", rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": tags }, status: 200 });
const longAgo = () => Date.now() - 60_000;

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let tries = 0; tries < 300; tries++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

beforeAll(async () => {
  redis = await startThrowawayRedis();
  inspector = new Redis(redis.url, { lazyConnect: true, enableOfflineQueue: true, maxRetriesPerRequest: 1 });
  vi.stubEnv("REDIS_URL", redis.url);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await until(() => readyRedis() !== null, "the app's connection is ready");
}, 120_000);

afterAll(async () => {
  await closeRedis();
  inspector?.disconnect();
  await redis?.dispose();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("the Redis store", () => {
  it("shares entries and revalidations between servers at once", async () => {
    const first = new PageCache(redisStore("db-one"));
    const second = new PageCache(redisStore("db-one"));
    await first.revalidate(["settings"], longAgo());
    await first.set("b:/contact", page("settings"), undefined, { revalidate: 3600 });
    expect(await second.get("b:/contact")).toMatchObject({ value: { html: "<p>saved</p>" }, cacheControl: { revalidate: 3600 } });
    await second.revalidate(["settings"]);
    expect(await first.get("b:/contact"), "a revalidation on one server expires the entry on the other").toBeNull();
  });

  it("keeps another database's entries apart, and lets unused entries expire", async () => {
    await new PageCache(redisStore("db-one")).set("b:/about", page("content-about"), undefined);
    expect(await new PageCache(redisStore("db-two")).get("b:/about")).toBeNull();
    const ttl = await inspector.ttl("band:cache:db-one:entry:b:/about");
    expect(ttl).toBeGreaterThan(ENTRY_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(ENTRY_TTL_SECONDS);
  });

  it("never moves a tag's time back", async () => {
    const cache = new PageCache(redisStore("db-three"));
    await cache.revalidate(["gallery"], 2_000_000);
    await cache.revalidate(["gallery"], 1_000_000);
    expect(await inspector.hget("band:cache:db-three:tags", "gallery")).toBe("2000000");
  });

  it("treats a value that is not an entry as a miss", async () => {
    await inspector.set("band:cache:db-one:entry:b:/broken", "{not json");
    expect(await new PageCache(redisStore("db-one")).get("b:/broken")).toBeNull();
  });

  it("answers misses while Redis is down, and writes what changed once it is back", { timeout: 60_000 }, async () => {
    const first = new PageCache(redisStore("db-four"));
    const second = new PageCache(redisStore("db-four"));
    await first.revalidate(["music-tracks"], longAgo());
    await first.set("b:/music", page("music-tracks"), undefined);
    expect(await second.get("b:/music")).not.toBeNull();

    await redis.stop();
    await until(() => readyRedis() === null, "the connection notices");
    expect(await second.get("b:/music"), "no entry while Redis is away").toBeNull();
    await first.set("b:/other", page("music-tracks"), undefined); // skipped, not thrown
    const savedAt = Date.now();
    await first.revalidate(["music-tracks"], savedAt); // kept until Redis is back
    expect(await first.get("b:/music")).toBeNull();

    await redis.start(); // empty: a restarted Redis has lost everything
    await until(() => readyRedis() !== null, "the connection is back");
    await until(async () => (await inspector.hget("band:cache:db-four:tags", "music-tracks")) !== null, "the kept revalidation is written");
    expect(await inspector.hget("band:cache:db-four:tags", "music-tracks"), "with the time of the save, for every server").toBe(String(savedAt));
  });
});

describe("limits and values shared through Redis", () => {
  it("counts one budget for a visitor whose events reach two servers", async () => {
    const onFirst = new SharedWindowCounter("test-plays", 3, 60_000);
    const onSecond = new SharedWindowCounter("test-plays", 3, 60_000);
    const now = 7_000_000;
    expect(await onFirst.over("203.0.113.9 1", now)).toBe(false);
    expect(await onSecond.over("203.0.113.9 1", now)).toBe(false);
    expect(await onFirst.over("203.0.113.9 1", now)).toBe(false);
    expect(await onSecond.over("203.0.113.9 1", now), "the fourth play, on either server").toBe(true);
    expect(await onFirst.over("203.0.113.9 2", now), "another track").toBe(false);
    expect(await onFirst.over("203.0.113.9 1", now + 60_000), "the next window").toBe(false);
    const ttl = await inspector.pttl(`band:limit:test-plays:${Math.floor(now / 60_000)}:203.0.113.9 1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("shares a cached value and its clearing", async () => {
    const first = new SharedValue<{ total: number }>("test-report");
    const second = new SharedValue<{ total: number }>("test-report");
    await first.set({ total: 42 }, 60_000);
    expect(await second.get()).toEqual({ total: 42 });
    await second.clear();
    expect(await first.get()).toBeNull();
  });

  it("counts per server while Redis is down", { timeout: 60_000 }, async () => {
    const counter = new SharedWindowCounter("test-down", 1, 60_000);
    await redis.stop();
    await until(() => readyRedis() === null, "the connection notices");
    try {
      expect(await counter.over("x", 1_000)).toBe(false);
      expect(await counter.over("x", 1_000)).toBe(true);
      expect(await new SharedValue("test-down").get(), "no value while Redis is away").toBeNull();
    } finally {
      await redis.start();
      await until(() => readyRedis() !== null, "the connection is back");
    }
  });
});
