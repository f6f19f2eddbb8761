import "server-only";
import path from "node:path";
import { dataDir } from "@/lib/env";
import { redisConfigured } from "@/lib/redis/connection";
import { cacheScopeToken } from "./scope";
import { openDiskStore } from "./store/disk-store";
import { PageCache } from "./store/page-cache";
import { redisStore } from "./store/redis-store";
import { logError, logInfo } from "@/lib/log";

// Hands the page cache to cache-handler.mjs, the module Next.js loads by itself (next.config.ts):
// it is plain JavaScript outside the app's bundle, so it finds the cache through this one global.
// Until the cache opens (it needs the database for its scope) pages are rendered per request; if
// opening fails (the database is not up yet), the next request after RETRY_MS tries again.

const RETRY_MS = 30_000;
const REGISTRY = Symbol.for("band.page-cache");

type PageCacheRegistry = { current(): Promise<PageCache | null> };

async function openPageCache(): Promise<PageCache> {
  const scope = await cacheScopeToken();
  if (redisConfigured()) {
    const cache = new PageCache(redisStore(scope));
    logInfo("Page cache: in Redis (REDIS_URL), shared by every server.");
    return cache;
  }
  const cache = new PageCache(await openDiskStore(path.join(dataDir(), "page-cache"), scope));
  logInfo(`Page cache: on disk in ${path.join(dataDir(), "page-cache")}.`);
  return cache;
}

/** Called once at start (instrumentation.ts), off Vercel, never while building. */
export function installPageCache(): void {
  let opening: Promise<PageCache | null> | null = null;
  let failedAt = 0;
  const registry: PageCacheRegistry = {
    current() {
      if (!opening && Date.now() - failedAt >= RETRY_MS) {
        opening = openPageCache().catch((error: unknown) => {
          logError(`The page cache could not open; pages are rendered per request for now: ${error instanceof Error ? error.message : error}`);
          failedAt = Date.now();
          opening = null;
          return null;
        });
      }
      return opening ?? Promise.resolve(null);
    },
  };
  (globalThis as Record<symbol, unknown>)[REGISTRY] = registry;
  void registry.current();
}
