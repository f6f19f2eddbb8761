import "server-only";
import { afterResponse } from "@/lib/after-response";
import { db } from "@/lib/db";
import { deviceOf, type DeviceClass } from "@/lib/tracking/device-class";
import { lagosDate } from "@/lib/dates/lagos-days";
import { startOfLagosDay } from "./periods";
import { DAY_MS, pageViews } from "./queries";

// Referrers and devices are read from website_traffic_daily: page views per Lagos day, referrer
// and device class, which database triggers keep in step with website_traffic (see that table's
// migration). Only the part of the window's first day before its first Lagos midnight is counted
// from the visits themselves, so the cost follows the number of days, not of visits.

const CLASS_BATCH = 1000;
const AGENTS_PER_STATEMENT = 400;
const READ_ATTEMPTS = 3;

type Count = { referrer: string | null; deviceClass: string | null; visits: number };

export function referrerHost(referrer: string | null): string {
  if (!referrer) return "Direct";
  try {
    return new URL(referrer).hostname.replace(/^www\./, "") || "Direct";
  } catch {
    return "Direct";
  }
}

function tally(entries: [string, number][]) {
  const totals = new Map<string, number>();
  for (const [key, count] of entries) totals.set(key, (totals.get(key) ?? 0) + count);
  return [...totals].map(([name, visits]) => ({ name, visits })).sort((a, b) => b.visits - a.visits);
}

/** Page views since `from` per referrer and device class; "" in the daily counts means none. */
async function countsSince(from: Date): Promise<Count[]> {
  const midnight = startOfLagosDay(from);
  const firstWholeDay = midnight.getTime() === from.getTime() ? from : new Date(midnight.getTime() + DAY_MS);
  const [partDay, wholeDays] = await Promise.all([
    db.websiteTraffic.groupBy({ by: ["referrer", "deviceClass"], where: { ...pageViews, visitedAt: { gte: from, lt: firstWholeDay } }, _count: { _all: true } }),
    db.websiteTrafficDaily.groupBy({ by: ["referrer", "deviceClass"], where: { day: { gte: lagosDate(firstWholeDay) } }, _sum: { views: true } }),
  ]);
  return [
    ...partDay.map((row) => ({ referrer: row.referrer, deviceClass: row.deviceClass, visits: row._count._all })),
    ...wholeDays.map((row) => ({ referrer: row.referrer || null, deviceClass: row.deviceClass || null, visits: row._sum.views ?? 0 })),
  ].filter((count) => count.visits > 0);
}

/**
 * Where the last `days` days' visitors came from, and on what kind of device. Visits recorded
 * before they were classed at ingestion (deviceClass null) are classed from their User-Agent,
 * grouped so each distinct agent is parsed once, until `classOldVisits` has stored their class;
 * a request that finds such visits starts it once its response has gone out.
 */
export async function trafficBreakdown(now = new Date(), days = 30) {
  const from = new Date(now.getTime() - days * DAY_MS);
  let counts: Count[] = [];
  let unclassed: [string, number][] = [];
  for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
    counts = await countsSince(from);
    const unclassedViews = counts.reduce((sum, count) => sum + (count.deviceClass === null ? count.visits : 0), 0);
    if (unclassedViews === 0) {
      unclassed = [];
      break;
    }
    if (attempt === 0) afterResponse(() => classOldVisits());
    const byAgent = await db.websiteTraffic.groupBy({ by: ["userAgent"], where: { ...pageViews, visitedAt: { gte: from }, deviceClass: null }, _count: { _all: true } });
    unclassed = byAgent.map((row) => [deviceOf(row.userAgent), row._count._all]);
    // The classing moved visits between the two reads: read both again.
    if (unclassed.reduce((sum, [, count]) => sum + count, 0) === unclassedViews) break;
  }
  return {
    referrers: tally(counts.map((count) => [referrerHost(count.referrer), count.visits])).slice(0, 10),
    devices: tally([...counts.flatMap((count): [string, number][] => (count.deviceClass === null ? [] : [[count.deviceClass, count.visits]])), ...unclassed]),
  };
}

let classing: Promise<number> | null = null;

/**
 * Stores the device class of visits recorded before classes were stored, a thousand rows a
 * transaction (with SQLite's single connection, other statements wait for each one) in order of id;
 * the triggers move their counts in the same statements. Idempotent and safe beside another run: a
 * row is only updated while its class is still null. Answers how many rows it classed.
 */
export function classOldVisits(): Promise<number> {
  classing ??= (async () => {
    let classed = 0;
    for (let after = 0; ;) {
      const rows = await db.websiteTraffic.findMany({
        where: { id: { gt: after }, deviceClass: null },
        orderBy: { id: "asc" },
        take: CLASS_BATCH,
        select: { id: true, userAgent: true },
      });
      if (rows.length === 0) return classed;
      const range = { gt: after, lte: rows[rows.length - 1]!.id };
      after = range.lte;
      // Updated by class and User-Agent inside the batch's id range: a list of ids would pass the
      // parameter limit of the database.
      const agentsByClass = new Map<DeviceClass, Set<string | null>>();
      for (const { userAgent } of rows) {
        const deviceClass = deviceOf(userAgent);
        agentsByClass.set(deviceClass, (agentsByClass.get(deviceClass) ?? new Set()).add(userAgent));
      }
      const updates = await db.$transaction(
        [...agentsByClass].flatMap(([deviceClass, agentSet]) => {
          const agents = [...agentSet];
          return Array.from({ length: Math.ceil(agents.length / AGENTS_PER_STATEMENT) }, (_, chunk) => {
            const some = agents.slice(chunk * AGENTS_PER_STATEMENT, (chunk + 1) * AGENTS_PER_STATEMENT);
            const named = some.filter((agent): agent is string => agent !== null);
            const userAgent = some.includes(null) ? [{ userAgent: null }, { userAgent: { in: named } }] : [{ userAgent: { in: named } }];
            return db.websiteTraffic.updateMany({ where: { id: range, deviceClass: null, OR: userAgent }, data: { deviceClass } });
          });
        }),
      );
      classed += updates.reduce((sum, update) => sum + update.count, 0);
    }
  })().finally(() => {
    classing = null;
  });
  return classing;
}
