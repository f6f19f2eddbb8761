import "server-only";
import { db } from "@/lib/db";

// Raw visits and actions are kept for a retention period (ANALYTICS_RETENTION_MONTHS, default 13)
// and then deleted; the daily counts the dashboards chart (website_traffic_daily) stay. The
// triggers that keep those counts take a deleted visit off its day, so the counts of the days
// pruned are written back in the same transaction.

const DEFAULT_RETENTION_MONTHS = 13;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
let lastPrune = 0;

export function analyticsRetentionMonths(env: Record<string, string | undefined> = process.env): number {
  const months = Number(env.ANALYTICS_RETENTION_MONTHS);
  return Number.isInteger(months) && months >= 1 && months <= 120 ? months : DEFAULT_RETENTION_MONTHS;
}

/** The start (in UTC) of the first Lagos day kept: raw rows before it are deleted. */
export function retentionCutoff(now: Date, months = analyticsRetentionMonths()): Date {
  const lagos = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const day = Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth() - months, lagos.getUTCDate());
  return new Date(day - LAGOS_OFFSET_MS);
}

/** Deletes raw visits and actions older than the retention period, keeping every daily count. */
export async function pruneOldAnalytics(now = new Date()): Promise<{ visits: number; actions: number }> {
  const cutoff = retentionCutoff(now);
  const cutoffDay = new Date(cutoff.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
  return db.$transaction(async (tx) => {
    const counts = await tx.websiteTrafficDaily.findMany({ where: { day: { lt: cutoffDay } } });
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

/** Prunes at most once an hour per server, after tracking writes. */
export function pruneAnalyticsNowAndThen(now = Date.now()): void {
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  pruneOldAnalytics(new Date(now)).catch((error: unknown) => console.error("Pruning old analytics failed", error));
}
