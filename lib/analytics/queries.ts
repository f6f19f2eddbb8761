import "server-only";
import { pageLabel } from "@/fixed/analytics";
import { db } from "@/lib/db";
import { databaseUrl, isPostgresUrl } from "@/lib/env";
import { isBotUserAgent } from "@/lib/tracking/bots";
import { lagosDate } from "@/lib/dates/lagos-days";
import { startOfLagosDay, startOfLagosMonth, startOfLagosWeek } from "./periods";

// A page view is a visit row without time on page; the tracker's second row for a page (sent when
// the visitor leaves it) carries the time spent there and is not counted again.
export const pageViews = { timeOnPage: null };
export const DAY_MS = 86_400_000;

export async function visitStats(now = new Date()) {
  const since = (from: Date) => db.websiteTraffic.count({ where: { ...pageViews, visitedAt: { gte: from } } });
  const [today, week, month, total] = await Promise.all([
    since(startOfLagosDay(now)),
    since(startOfLagosWeek(now)),
    since(startOfLagosMonth(now)),
    db.websiteTraffic.count({ where: pageViews }),
  ]);
  return { today, week, month, total };
}

export async function popularPages(now = new Date(), days = 30, limit = 10) {
  const rows = await db.websiteTraffic.groupBy({
    by: ["pagePath"],
    where: { ...pageViews, visitedAt: { gte: new Date(now.getTime() - days * DAY_MS) } },
    _count: { _all: true },
    orderBy: { _count: { pagePath: "desc" } },
    take: limit,
  });
  return rows.map((row) => ({ pagePath: row.pagePath, label: pageLabel(row.pagePath), visits: row._count._all }));
}

export function recentVisits(limit = 20) {
  return db.websiteTraffic.findMany({
    where: pageViews,
    orderBy: [{ visitedAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, pagePath: true, pageTitle: true, referrer: true, visitedAt: true },
  });
}

export async function actionsByType() {
  const rows = await db.websiteAction.groupBy({ by: ["actionType"], _count: { _all: true }, orderBy: { _count: { actionType: "desc" } } });
  return rows.map((row) => ({ actionType: row.actionType, count: row._count._all }));
}

/** Page views per Lagos day for the last `days` days, oldest first, days without visits as 0. */
export async function dailyVisits(now = new Date(), days = 30) {
  const from = startOfLagosDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const rows = isPostgresUrl(databaseUrl())
    ? await db.$queryRawUnsafe<{ day: string; visits: bigint | number }[]>(
        `SELECT to_char("visitedAt" + interval '1 hour', 'YYYY-MM-DD') AS day, COUNT(*) AS visits
           FROM website_traffic WHERE "timeOnPage" IS NULL AND "visitedAt" >= $1 GROUP BY day`,
        from,
      )
    : await db.$queryRawUnsafe<{ day: string; visits: bigint | number }[]>(
        `SELECT substr(datetime(visitedAt, '+1 hour'), 1, 10) AS day, COUNT(*) AS visits
           FROM website_traffic WHERE timeOnPage IS NULL AND visitedAt >= ? GROUP BY day`,
        from.toISOString().replace("Z", "+00:00"),
      );
  const counts = new Map(rows.map((row) => [row.day, Number(row.visits)]));
  return Array.from({ length: days }, (_, index) => {
    const day = lagosDate(new Date(from.getTime() + index * DAY_MS + 12 * 3_600_000));
    return { date: day, visits: counts.get(day) ?? 0 };
  });
}

/** Deletes visits recorded from crawlers and headless browsers; answers how many. */
export async function cleanupBotTraffic(): Promise<number> {
  const agents = await db.websiteTraffic.findMany({ distinct: ["userAgent"], select: { userAgent: true } });
  const bots = agents.map((row) => row.userAgent).filter((agent): agent is string => agent !== null && isBotUserAgent(agent));
  let deleted = (await db.websiteTraffic.deleteMany({ where: { OR: [{ userAgent: null }, { userAgent: "" }] } })).count;
  for (let i = 0; i < bots.length; i += 500) {
    deleted += (await db.websiteTraffic.deleteMany({ where: { userAgent: { in: bots.slice(i, i + 500) } } })).count;
  }
  return deleted;
}

/** Page views (bots are never stored) from the start of one Lagos date to the end of another, both YYYY-MM-DD. */
export function pageViewsBetween(firstDate: string, lastDate: string): Promise<number> {
  const lagosMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00+01:00`));
  return db.websiteTraffic.count({
    where: { ...pageViews, visitedAt: { gte: lagosMidnight(firstDate), lt: new Date(lagosMidnight(lastDate).getTime() + DAY_MS) } },
  });
}
