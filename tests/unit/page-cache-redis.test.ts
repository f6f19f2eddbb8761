import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Redis } from "ioredis";
import { startThrowawayRedis, type ThrowawayRedis } from "../../scripts/lib/redis-server.mjs";
import { PageCache } from "@/lib/cache/store/page-cache";
import { redisStore } from "@/lib/cache/store/redis-store";
import { ENTRY_TTL_SECONDS } from "@/lib/cache/store/types";
import { closeRedis, readyRedis } from "@/lib/redis/connection";

// The page cache in a real Redis (Debian's redis-server), as several servers share it: what one
// stores or revalidates, the other sees at once; with Redis gone, every read is a miss (pages
// render per request), nothing throws, and what changed meanwhile reaches Redis once it is back.

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
    await first.revalidate(["music-tracks"]); // kept until Redis is back
    expect(await first.get("b:/music")).toBeNull();

    await redis.start(); // empty: a restarted Redis has lost everything
    await until(() => readyRedis() !== null, "the connection is back");
    await until(async () => (await inspector.hget("band:cache:db-four:tags", "music-tracks")) !== null, "the kept revalidation is written");
    await first.set("b:/music", page("music-tracks"), undefined);
    expect(await second.get("b:/music"), "made within the settling time of the replayed revalidation").toBeNull();
  });
});
