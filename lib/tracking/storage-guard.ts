import "server-only";
import { statfs } from "node:fs/promises";
import { db } from "@/lib/db";
import { dataDir, databaseUrl, isPostgresUrl } from "@/lib/env";
import { dropOldestAnalytics } from "./retention";
import { logError, logWarn } from "@/lib/log";

// Analytics never fill the disk that enquiries are stored on, and no client can blind them. Near
// their cap (ANALYTICS_MAX_MB) the oldest raw rows are deleted to make room (daily counts kept),
// so new events are always kept; only when the data folder's free space is below its minimum does
// tracking answer 204 and keep nothing (logged once), while enquiries, settings and sign-ins go on
// being written.

const MB = 1024 * 1024;
const CHECK_EVERY_MS = 60_000;
/** Share of the cap at which the oldest rows make room, and the share they are brought down to. */
export const MAKE_ROOM_AT = 0.9;
const MAKE_ROOM_TO = 0.8;
let checkedAt = 0;
let full = false;
let reported = false;
let makingRoom: Promise<void> | null = null;

export type AnalyticsStorage = { analyticsBytes: number; freeBytes: number | null; limitBytes: number; minFreeBytes: number };

const limits = (env: Record<string, string | undefined> = process.env) => ({
  limitBytes: (Number(env.ANALYTICS_MAX_MB) > 0 ? Number(env.ANALYTICS_MAX_MB) : 2048) * MB,
  minFreeBytes: (Number(env.ANALYTICS_MIN_FREE_MB) > 0 ? Number(env.ANALYTICS_MIN_FREE_MB) : 500) * MB,
});

/** The analytics tables' size and the data folder's free space, as the Analytics tab shows them. */
export async function analyticsStorage(): Promise<AnalyticsStorage> {
  const { limitBytes, minFreeBytes } = limits();
  if (isPostgresUrl(databaseUrl())) {
    const [row] = await db.$queryRawUnsafe<{ bytes: bigint | number }[]>(`SELECT pg_total_relation_size('website_traffic') + pg_total_relation_size('website_actions') AS bytes`);
    return { analyticsBytes: Number(row?.bytes ?? 0), freeBytes: null, limitBytes, minFreeBytes };
  }
  // SQLite keeps every table in one file: the rows' share is estimated from their counts and the
  // file's pages, which is what a full disk would be made of.
  const [pages] = await db.$queryRawUnsafe<{ page_count: bigint | number }[]>("PRAGMA page_count");
  const [size] = await db.$queryRawUnsafe<{ page_size: bigint | number }[]>("PRAGMA page_size");
  const fileBytes = Number(pages?.page_count ?? 0) * Number(size?.page_size ?? 0);
  const [visits, actions, contacts] = await Promise.all([db.websiteTraffic.count(), db.websiteAction.count(), db.contact.count()]);
  const share = visits + actions === 0 ? 0 : (visits + actions) / (visits + actions + contacts + 1);
  const disk = await statfs(dataDir()).catch(() => null);
  return { analyticsBytes: Math.round(fileBytes * share), freeBytes: disk ? disk.bavail * disk.bsize : null, limitBytes, minFreeBytes };
}

/**
 * Deletes the oldest raw rows when the analytics are at MAKE_ROOM_AT of their cap, down to
 * MAKE_ROOM_TO; answers how many went. One at a time per server.
 */
async function makeRoomForAnalytics(storage: AnalyticsStorage): Promise<{ visits: number; actions: number }> {
  if (storage.analyticsBytes < storage.limitBytes * MAKE_ROOM_AT) return { visits: 0, actions: 0 };
  const share = 1 - (storage.limitBytes * MAKE_ROOM_TO) / storage.analyticsBytes;
  const dropped = await dropOldestAnalytics(share);
  logWarn(
    `Analytics were ${Math.round((storage.analyticsBytes / storage.limitBytes) * 100)} % of their cap: the oldest ${dropped.visits} visits and ${dropped.actions} actions were deleted (daily counts kept)`,
  );
  return dropped;
}

/** Whether tracking must drop its events now (checked at most once a minute): only when the disk is nearly full. */
export async function analyticsStorageFull(now = Date.now()): Promise<boolean> {
  if (now - checkedAt < CHECK_EVERY_MS) return full;
  checkedAt = now;
  const storage = await analyticsStorage();
  makingRoom ??= makeRoomForAnalytics(storage)
    .then(() => undefined)
    .catch((error: unknown) => logError("Making room for analytics failed", error))
    .finally(() => (makingRoom = null));
  full = storage.freeBytes !== null && storage.freeBytes < storage.minFreeBytes;
  if (full && !reported) logError(`The data folder has ${Math.round((storage.freeBytes ?? 0) / MB)} MB free: tracking events are dropped until there is room`);
  reported = full;
  return full;
}
