import "server-only";
import { statfs } from "node:fs/promises";
import { db } from "@/lib/db";
import { dataDir, databaseUrl, isPostgresUrl } from "@/lib/env";

// Analytics are dropped before they could fill the disk that enquiries are stored on: when the
// data folder's free space or the analytics tables cross a limit, tracking answers 204 and keeps
// nothing (logged once), while enquiries, settings and sign-ins go on being written.

const MB = 1024 * 1024;
const CHECK_EVERY_MS = 60_000;
let checkedAt = 0;
let full = false;
let reported = false;

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

/** Whether tracking must drop its events now (checked at most once a minute). */
export async function analyticsStorageFull(now = Date.now()): Promise<boolean> {
  if (now - checkedAt < CHECK_EVERY_MS) return full;
  checkedAt = now;
  const storage = await analyticsStorage();
  full = storage.analyticsBytes > storage.limitBytes || (storage.freeBytes !== null && storage.freeBytes < storage.minFreeBytes);
  if (full && !reported)
    console.error(
      `Analytics are full (${Math.round(storage.analyticsBytes / MB)} MB stored, ${storage.freeBytes === null ? "?" : Math.round(storage.freeBytes / MB)} MB free): tracking events are dropped until there is room`,
    );
  reported = full;
  return full;
}
