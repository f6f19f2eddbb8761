import "server-only";
import { Redis } from "ioredis";
import { logWarn } from "@/lib/log";

// The one Redis connection of a server process (REDIS_URL), shared by the page cache and the
// counters. Redis is a speed-up here, never a point of failure: a command never waits in a queue
// for a lost connection (it fails at once and the caller does without Redis), a hung one gives up
// after a second, the connection is tried again every second in the background, and the log says
// once a minute that Redis is unreachable. Kept on globalThis: the instrumentation hook and the
// route handlers are bundled apart and would otherwise open a connection each.

const COMMAND_TIMEOUT_MS = 1000;
const RECONNECT_EVERY_MS = 1000;
const LOG_EVERY_MS = 60_000;

type Shared = { client: Redis; loggedAt: number; readyListeners: Set<() => void> };
const holder = globalThis as typeof globalThis & { bandRedis?: Shared | null };

export function redisConfigured(env = process.env): boolean {
  return Boolean(env.REDIS_URL?.trim());
}

function connect(url: string): Shared {
  const shared: Shared = {
    client: new Redis(url, {
      connectTimeout: COMMAND_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => RECONNECT_EVERY_MS,
      lazyConnect: false,
    }),
    loggedAt: 0,
    readyListeners: new Set(),
  };
  shared.client.on("error", (error: Error) => warnRedisDown(error, shared));
  shared.client.on("ready", () => {
    if (shared.loggedAt) logWarn("Redis is reachable again: the page cache and counters are shared once more.");
    shared.loggedAt = 0;
    for (const listener of shared.readyListeners) listener();
  });
  return shared;
}

function warnRedisDown(error: unknown, shared: Shared): void {
  const now = Date.now();
  if (now - shared.loggedAt < LOG_EVERY_MS) return;
  shared.loggedAt = now;
  logWarn(`Redis is unreachable (${error instanceof Error ? error.message : String(error)}): pages are rendered per request and counters are kept per server until it is back.`);
}

function shared(): Shared | null {
  if (holder.bandRedis !== undefined) return holder.bandRedis;
  const url = process.env.REDIS_URL?.trim();
  holder.bandRedis = url ? connect(url) : null;
  return holder.bandRedis;
}

/** The connection when REDIS_URL is set and Redis answers now; null otherwise (do without it). */
export function readyRedis(): Redis | null {
  const connection = shared();
  return connection?.client.status === "ready" ? connection.client : null;
}

/** Runs a command on Redis; null when Redis is not configured, not connected or failed (logged). */
export async function withRedis<T>(command: (redis: Redis) => Promise<T>): Promise<T | null> {
  const redis = readyRedis();
  if (!redis) return null;
  try {
    return await command(redis);
  } catch (error) {
    warnRedisDown(error, shared()!);
    return null;
  }
}

/** Called each time the connection becomes ready again (after a start or an outage). */
export function onRedisReady(listener: () => void): void {
  shared()?.readyListeners.add(listener);
}

/** Closes the connection (tests, and scripts that end). */
export async function closeRedis(): Promise<void> {
  const connection = holder.bandRedis;
  holder.bandRedis = undefined;
  if (connection) await connection.client.quit().catch(() => connection.client.disconnect());
}
