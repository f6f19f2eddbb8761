import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as cleanup } from "@/app/api/analytics/cleanup-bots/route";
import { POST as postVisit } from "@/app/api/tracking/visit/route";
import { lagosDate } from "@/lib/dates/lagos-days";
import { classOldVisits, referrerHost, trafficBreakdown } from "@/lib/analytics/traffic-breakdown";
import { db } from "@/lib/db";
import { deviceOf } from "@/lib/tracking/device-class";
import { trackingIdle } from "@/lib/tracking/ingest";
import { signedInAdminCookie } from "../support/admin";
import { isPostgres, resetDatabase } from "../support/db";
import { request } from "../support/requests";

// The referrer and device breakdown reads website_traffic_daily, which triggers keep in step with
// website_traffic. Every answer here is checked against a count over the raw visits.
const DAY_MS = 86_400_000;
const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const tablet = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const desktop = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const none = { params: Promise.resolve({}) };

// 16:30 in Lagos (UTC+1); the 30-day window opens on 21 October at 16:30 Lagos, 15:30 UTC, and its
// first whole Lagos day starts at 23:00 UTC that evening.
const now = new Date("2026-11-20T15:30:00.000Z");
const windowStart = new Date(now.getTime() - 30 * DAY_MS);
const at = (iso: string) => new Date(iso);

type Visit = { visitedAt: Date; userAgent?: string | null; referrer?: string | null; deviceClass?: string | null; timeOnPage?: number };
const agents = [phone, tablet, desktop, null];
const referrers = [null, "", "https://www.google.com/search?q=band", "https://WWW.Instagram.com/", "https://l.facebook.com/", "not a url", "https://www.google.com/"];

/** A mix of visits around the window's edges, classed at ingestion or not (rows from before). */
function visitsAround(): Visit[] {
  const instants = [
    new Date(windowStart.getTime() - 1), // just outside
    windowStart,
    new Date(windowStart.getTime() + 1),
    at("2026-10-21T22:59:59.999Z"), // the last instant of the first, partial Lagos day
    at("2026-10-21T23:00:00.000Z"), // Lagos midnight: the first whole day
    at("2026-10-21T23:30:00.000Z"), // 21 October in UTC, 22 October in Lagos
    at("2026-10-22T00:00:00.000Z"),
    at("2026-11-19T23:00:00.000Z"), // today in Lagos
    now,
    new Date(now.getTime() + 3_600_000), // after `now`: the window has no end
    at("2026-09-01T12:00:00.000Z"), // long before
  ];
  return instants.flatMap((visitedAt, i) =>
    agents.flatMap((userAgent, j) => {
      const referrer = referrers[(i + j) % referrers.length]!;
      const classed = (i + j) % 3 !== 0;
      return [
        { visitedAt, userAgent, referrer, deviceClass: classed ? deviceOf(userAgent) : null },
        ...((i + j) % 4 === 0 ? [{ visitedAt, userAgent, referrer, deviceClass: null, timeOnPage: 30 }] : []),
      ];
    }),
  );
}

const byName = (entries: { name: string; visits: number }[]) => [...entries].sort((a, b) => a.name.localeCompare(b.name));

/** The breakdown counted over the raw visits, as the dashboard counted it before the daily counts. */
async function directBreakdown(until: Date, days: number) {
  const from = until.getTime() - days * DAY_MS;
  const views = (await db.websiteTraffic.findMany()).filter((row) => row.timeOnPage === null && row.visitedAt.getTime() >= from);
  const count = (names: string[]) => {
    const totals = new Map<string, number>();
    for (const name of names) totals.set(name, (totals.get(name) ?? 0) + 1);
    return byName([...totals].map(([name, visits]) => ({ name, visits })));
  };
  return {
    referrers: count(views.map((row) => referrerHost(row.referrer))),
    devices: count(views.map((row) => row.deviceClass ?? deviceOf(row.userAgent))),
  };
}

async function expectSameAsDirectCount(until: Date, days: number) {
  const answer = await trafficBreakdown(until, days);
  for (const list of [answer.referrers, answer.devices]) {
    expect(list.map((entry) => entry.visits)).toEqual(list.map((entry) => entry.visits).sort((a, b) => b - a));
  }
  expect({ referrers: byName(answer.referrers), devices: byName(answer.devices) }).toEqual(await directBreakdown(until, days));
  return answer;
}

/** website_traffic_daily holds exactly the page views per Lagos day, referrer and class. */
async function expectDailyCountsMatchVisits() {
  const expected: Record<string, number> = {};
  for (const row of await db.websiteTraffic.findMany({ where: { timeOnPage: null } })) {
    const key = `${lagosDate(row.visitedAt)} ${row.referrer ?? ""} ${row.deviceClass ?? ""}`;
    expected[key] = (expected[key] ?? 0) + 1;
  }
  const stored = await db.websiteTrafficDaily.findMany();
  expect(Object.fromEntries(stored.map((row) => [`${row.day} ${row.referrer} ${row.deviceClass}`, row.views]))).toEqual(expected);
}

beforeEach(resetDatabase);

describe("the referrer and device breakdown from daily counts", () => {
  it("answers as a count over the visits for windows starting mid-day, at Lagos midnight, and of other lengths", async () => {
    await db.websiteTraffic.createMany({ data: visitsAround().map((visit) => ({ pagePath: "/", ...visit })) });
    expect(await db.websiteTraffic.count({ where: { deviceClass: null, timeOnPage: null } })).toBeGreaterThan(5);
    await expectDailyCountsMatchVisits();

    const answer = await expectSameAsDirectCount(now, 30);
    expect(answer.referrers.map((entry) => entry.name).sort()).toEqual(["Direct", "google.com", "instagram.com", "l.facebook.com"]);
    expect(answer.devices.map((entry) => entry.name).sort()).toEqual(["desktop", "mobile", "tablet"]);
    await expectSameAsDirectCount(at("2026-11-20T23:00:00.000Z"), 30); // the window opens on a Lagos midnight
    await expectSameAsDirectCount(at("2026-11-20T22:59:59.999Z"), 30);
    await expectSameAsDirectCount(at("2026-11-20T23:00:00.001Z"), 30);
    for (const days of [1, 7, 90]) await expectSameAsDirectCount(now, days);
    expect(await trafficBreakdown(at("2027-06-01T00:00:00.000Z"))).toEqual({ referrers: [], devices: [] });
  });

  it("counts visits recorded by the tracker in the same write, page views only", async () => {
    const send = (body: Record<string, unknown>, agent: string) =>
      postVisit(
        request("POST", "/api/tracking/visit", {
          body: { visitorId: `visitor_${Math.random()}`, sessionId: "session_1", pagePath: "/", ...body },
          headers: { "user-agent": agent },
        }),
      );
    expect((await send({ userAgent: phone, referrer: "https://www.google.com/" }, phone)).status).toBe(204);
    expect((await send({ userAgent: tablet }, tablet)).status).toBe(204);
    expect((await send({ userAgent: desktop, timeOnPage: 12 }, desktop)).status).toBe(204);
    expect((await send({ userAgent: crawler }, crawler)).status).toBe(204); // a bot: never stored
    await trackingIdle();
    await expectDailyCountsMatchVisits();
    expect(await db.websiteTrafficDaily.aggregate({ _sum: { views: true } })).toEqual({ _sum: { views: 2 } });
    const answer = await expectSameAsDirectCount(new Date(), 30);
    expect(byName(answer.devices)).toEqual([
      { name: "mobile", visits: 1 },
      { name: "tablet", visits: 1 },
    ]);
  });

  it("follows visits that are changed, cleaned up as bots, or deleted", async () => {
    await db.websiteTraffic.createMany({ data: visitsAround().map((visit) => ({ pagePath: "/", ...visit })) });
    await db.websiteTraffic.createMany({
      data: [
        { pagePath: "/", userAgent: crawler, referrer: "https://www.google.com/", deviceClass: "desktop", visitedAt: at("2026-11-01T10:00:00.000Z") },
        { pagePath: "/", userAgent: crawler, visitedAt: at("2026-11-01T23:30:00.000Z") },
        { pagePath: "/", userAgent: "", visitedAt: at("2026-11-02T10:00:00.000Z") },
      ],
    });
    const first = await db.websiteTraffic.findFirstOrThrow({ where: { timeOnPage: null }, orderBy: { id: "asc" } });
    await db.websiteTraffic.update({ where: { id: first.id }, data: { visitedAt: at("2026-11-10T23:15:00.000Z"), referrer: "https://band.example/" } });
    await db.websiteTraffic.updateMany({ where: { timeOnPage: 30 }, data: { timeOnPage: null } }); // leave-page rows made views
    await db.websiteTraffic.updateMany({ where: { userAgent: phone, timeOnPage: null }, data: { timeOnPage: 5 } }); // and views made leave-page rows
    await expectDailyCountsMatchVisits();
    await expectSameAsDirectCount(now, 30);

    const response = await cleanup(request("POST", "/api/analytics/cleanup-bots", { cookie: await signedInAdminCookie() }), none);
    expect(await response.json()).toMatchObject({ deletedCount: visitsAround().filter((visit) => visit.userAgent === null).length + 3 });
    await expectDailyCountsMatchVisits();
    await expectSameAsDirectCount(now, 30);

    await db.websiteTraffic.deleteMany({ where: { visitedAt: { lt: at("2026-11-01T00:00:00.000Z") } } });
    await expectDailyCountsMatchVisits();
    await expectSameAsDirectCount(now, 30);
    await db.websiteTraffic.deleteMany();
    expect(await db.websiteTrafficDaily.count()).toBe(0);
  });

  it("stores the class of old visits once, with the same answers before and after", async () => {
    await db.websiteTraffic.createMany({ data: visitsAround().map((visit) => ({ pagePath: "/", ...visit })) });
    const unclassed = await db.websiteTraffic.count({ where: { deviceClass: null } });
    const classedBefore = await db.websiteTraffic.findMany({ where: { deviceClass: { not: null } }, select: { id: true, deviceClass: true } });
    const before = await expectSameAsDirectCount(now, 30);
    expect(await db.websiteTrafficDaily.count({ where: { deviceClass: "" } })).toBeGreaterThan(0);

    const [classed, alongside] = await Promise.all([classOldVisits(), classOldVisits()]);
    expect(classed).toBe(unclassed);
    expect(alongside).toBe(unclassed); // the same run, not a second one
    expect(await classOldVisits()).toBe(0);
    expect(await db.websiteTraffic.count({ where: { deviceClass: null } })).toBe(0);
    expect(await db.websiteTrafficDaily.count({ where: { deviceClass: "" } })).toBe(0);
    expect(await db.websiteTraffic.findMany({ where: { id: { in: classedBefore.map((row) => row.id) } }, select: { id: true, deviceClass: true } })).toEqual(
      expect.arrayContaining(classedBefore),
    );
    await expectDailyCountsMatchVisits();
    const after = await expectSameAsDirectCount(now, 30);
    expect({ referrers: byName(after.referrers), devices: byName(after.devices) }).toEqual({ referrers: byName(before.referrers), devices: byName(before.devices) });
  });

  it("classes old visits with many distinct User-Agents", async () => {
    const agentsSeen = Array.from({ length: 450 }, (_, i) => (i % 2 ? `${phone} build/${i}` : `${desktop} build/${i}`));
    await db.websiteTraffic.createMany({ data: [...agentsSeen, null, ""].map((userAgent) => ({ pagePath: "/", userAgent, visitedAt: now })) });
    const before = await expectSameAsDirectCount(now, 30);
    expect(await classOldVisits()).toBe(452);
    expect(await db.websiteTraffic.groupBy({ by: ["deviceClass"], _count: { _all: true }, orderBy: { deviceClass: "asc" } })).toEqual([
      { deviceClass: "desktop", _count: { _all: 227 } },
      { deviceClass: "mobile", _count: { _all: 225 } },
    ]);
    await expectDailyCountsMatchVisits();
    expect(byName((await expectSameAsDirectCount(now, 30)).devices)).toEqual(byName(before.devices));
  });

  it("counts the visits a database already holds when the migration runs", async () => {
    await db.websiteTraffic.createMany({ data: visitsAround().map((visit) => ({ pagePath: "/", ...visit })) });
    // Replay the migration's one-time count on a table emptied behind the triggers' back.
    const migrations = path.join(process.cwd(), isPostgres() ? "prisma/postgres/migrations" : "prisma/migrations");
    const folder = readdirSync(migrations).find((name) => name.endsWith("_website_traffic_daily"))!;
    const sql = readFileSync(path.join(migrations, folder, "migration.sql"), "utf8");
    const backfill = sql.slice(sql.indexOf('INSERT INTO "website_traffic_daily"'), sql.indexOf(";", sql.indexOf('INSERT INTO "website_traffic_daily"')));
    await db.websiteTrafficDaily.deleteMany();
    await db.$executeRawUnsafe(backfill);
    await expectDailyCountsMatchVisits();
    await expectSameAsDirectCount(now, 30);
  });
});
