import "server-only";
import { LAGOS_OFFSET_MS, lagosDate } from "@/lib/dates/lagos-days";
import { db } from "@/lib/db";
import { logError } from "@/lib/log";
import { readSiteSettings } from "@/lib/settings/store";

// Raw visits and actions are kept for a retention period (Settings → Privacy, retention.analyticsMonths,
// 13 by default; lib/privacy/retention.ts runs it with the other periods) and then deleted, or earlier, oldest first, when the analytics near their cap
// (storage-guard.ts); the daily counts the dashboards chart (website_traffic_daily) stay.

const PRUNE_EVERY_MS = 60 * 60 * 1000;
let lastPrune = 0;

/** The months raw visits and actions are kept, as the band set them. */
export async function analyticsRetentionMonths(): Promise<number> {
  return (await readSiteSettings()).retention.analyticsMonths;
}

/** The start (in UTC) of the first Lagos day `months` back: rows before it are past their period. */
export function retentionCutoff(now: Date, months: number): Date {
  const lagos = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const day = Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth() - months, lagos.getUTCDate());
  return new Date(day - LAGOS_OFFSET_MS);
}

/**
 * Deletes raw visits and actions before `cutoff`, keeping every daily count: the triggers take a
 * deleted visit off its day, so the counts of the days touched are written back in the same
 * transaction.
 */
async function deleteRawRowsBefore(cutoff: Date): Promise<{ visits: number; actions: number }> {
  const lastDayTouched = lagosDate(cutoff.getTime() - 1);
  return db.$transaction(async (tx) => {
    const counts = await tx.websiteTrafficDaily.findMany({ where: { day: { lte: lastDayTouched } } });
    const visits = await tx.websiteTraffic.deleteMany({ where: { visitedAt: { lt: cutoff } } });
    const actions = await tx.websiteAction.deleteMany({ where: { createdAt: { lt: cutoff } } });
    if (visits.count > 0) {
      for (const { day, referrer, deviceClass, views } of counts) {
        await tx.websiteTrafficDaily.upsert({
          where: { day_referrer_deviceClass: { day, referrer, deviceClass } },
          create: { day, referrer, deviceClass, views },
          update: { views },
        });
      }
    }
    return { visits: visits.count, actions: actions.count };
  });
}

/** Deletes raw visits and actions older than the retention period, keeping every daily count. */
export async function pruneOldAnalytics(now = new Date(), months?: number): Promise<{ visits: number; actions: number }> {
  return deleteRawRowsBefore(retentionCutoff(now, months ?? (await analyticsRetentionMonths())));
}

/**
 * Makes room under the analytics cap: deletes the oldest `share` (0–1) of the raw visits and of
 * the raw actions (at least that share of each; the later of the two cutoffs), keeping every daily
 * count. New events are never the ones dropped.
 */
export async function dropOldestAnalytics(share: number): Promise<{ visits: number; actions: number }> {
  const [visitCount, actionCount] = await Promise.all([db.websiteTraffic.count(), db.websiteAction.count()]);
  const [visitEdge, actionEdge] = await Promise.all([
    db.websiteTraffic.findFirst({ orderBy: { visitedAt: "asc" }, skip: Math.floor(visitCount * share), select: { visitedAt: true } }),
    db.websiteAction.findFirst({ orderBy: { createdAt: "asc" }, skip: Math.floor(actionCount * share), select: { createdAt: true } }),
  ]);
  const edges = [visitEdge?.visitedAt, actionEdge?.createdAt].filter((edge): edge is Date => edge !== undefined);
  if (edges.length === 0) return { visits: 0, actions: 0 };
  return deleteRawRowsBefore(new Date(Math.max(...edges.map((edge) => edge.getTime()))));
}

/**
 * The Analytics tab's "Delete visits from…": every visit and action from `from` to `to` (both
 * included), with their share of the daily counts, so a flood's rows leave the charts too.
 */
export async function deleteAnalyticsBetween(from: Date, to: Date): Promise<{ visits: number; actions: number }> {
  return db.$transaction(async (tx) => {
    const visits = await tx.websiteTraffic.deleteMany({ where: { visitedAt: { gte: from, lte: to } } });
    const actions = await tx.websiteAction.deleteMany({ where: { createdAt: { gte: from, lte: to } } });
    return { visits: visits.count, actions: actions.count };
  });
}

/** Prunes at most once an hour per server, after tracking writes. */
export function pruneAnalyticsNowAndThen(now = Date.now()): void {
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  pruneOldAnalytics(new Date(now)).catch((error: unknown) => logError("Pruning old analytics failed", error));
}
