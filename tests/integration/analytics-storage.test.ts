import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as postContact } from "@/app/api/contacts/route";
import { POST as deleteRoute } from "@/app/api/analytics/delete-visits/route";
import { GET as storageRoute } from "@/app/api/analytics/storage/route";
import { POST as postVisit } from "@/app/api/tracking/visit/route";
import { db } from "@/lib/db";
import { trackingIdle } from "@/lib/tracking/ingest";
import { analyticsStorage } from "@/lib/tracking/storage-guard";
import { signedInAdminCookie } from "../support/admin";
import { isPostgres, resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";

// Analytics cannot fill the disk enquiries are stored on (issue #31) and no client can blind them
// (issue #43): near their cap the oldest raw rows make room (daily counts kept), only a nearly full
// disk drops new events, an enquiry is always accepted; long fields are cut to what the dashboards
// show; the admin can delete the visits of a time range.

const person = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
let clock = Date.now();
let counter = 0;
const visit = (extra: Record<string, unknown> = {}) =>
  postVisit(
    request("POST", "/api/tracking/visit", {
      body: { pagePath: "/", visitorId: `visitor_s${++counter}`, sessionId: "session_s", userAgent: person, ...extra },
      headers: { "user-agent": person },
      ip: `192.0.2.${counter % 250}`,
    }),
  );
/** The guard checks at most once a minute: move past that. */
const aMinuteLater = () => vi.setSystemTime((clock += 61_000));

beforeEach(async () => {
  await resetDatabase();
  vi.useFakeTimers({ toFake: ["Date"] });
  aMinuteLater();
});
afterEach(() => {
  delete process.env.ANALYTICS_MAX_MB;
  delete process.env.ANALYTICS_MIN_FREE_MB;
  vi.useRealTimers();
});

/** Visits recorded `daysAgo` days before now (page views: the daily counts take them). */
const oldVisits = (count: number, daysAgo: number) =>
  db.websiteTraffic.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      pagePath: "/old",
      visitorId: `visitor_old${daysAgo}_${i}`,
      sessionId: "session_old",
      visitedAt: new Date(Date.now() - daysAgo * 86_400_000),
      createdAt: new Date(),
    })),
  });
const dailyViews = async () => (await db.websiteTrafficDaily.findMany({ orderBy: { day: "asc" } })).map(({ day, views }) => `${day}:${views}`);

describe("the analytics storage guard", () => {
  it("near the cap deletes the oldest raw rows first and keeps the new event and every daily count", async () => {
    await oldVisits(6, 30);
    await oldVisits(4, 10);
    await db.websiteAction.create({
      data: { actionType: "click", pagePath: "/old", visitorId: "visitor_old", sessionId: "session_old", createdAt: new Date(Date.now() - 30 * 86_400_000) },
    });
    const countsBefore = await dailyViews();

    process.env.ANALYTICS_MAX_MB = "0.00001"; // about 10 bytes: past the point of making room
    aMinuteLater();
    expect((await visit({ pagePath: "/new" })).status).toBe(204);
    await trackingIdle();
    await vi.waitFor(async () => expect(await db.websiteTraffic.count({ where: { pagePath: "/old" } })).toBeLessThan(10), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await db.websiteTraffic.count({ where: { pagePath: "/new" } })).toBe(1));
    // The oldest went first, and the charts' counts of their days did not move.
    expect(await db.websiteTraffic.count({ where: { pagePath: "/old", visitedAt: { lt: new Date(Date.now() - 20 * 86_400_000) } } })).toBe(0);
    expect(await db.websiteAction.count()).toBe(0);
    expect((await dailyViews()).filter((row) => countsBefore.includes(row))).toEqual(countsBefore);
    // An enquiry is stored all along.
    expect((await postContact(request("POST", "/api/contacts", { body: goodPayloads.contact, ip: "192.0.2.251" }))).status).toBe(201);
  });

  // PostgreSQL's disk is not the data folder's: its free space is not measured here.
  it.skipIf(isPostgres())("drops tracking events only when the data folder's free space is below its minimum, and still stores an enquiry", async () => {
    process.env.ANALYTICS_MIN_FREE_MB = String(1024 ** 3); // a petabyte free: never here
    aMinuteLater();
    expect((await visit()).status).toBe(204);
    await trackingIdle();
    expect(await db.websiteTraffic.count()).toBe(0);
    const enquiry = await postContact(request("POST", "/api/contacts", { body: goodPayloads.contact, ip: "192.0.2.251" }));
    expect(enquiry.status).toBe(201);
    expect(await db.contact.count()).toBe(1);

    delete process.env.ANALYTICS_MIN_FREE_MB;
    aMinuteLater();
    expect((await visit()).status).toBe(204);
    await trackingIdle();
    expect(await db.websiteTraffic.count()).toBe(1);
  });

  it("reports the stored size and the limits", async () => {
    const storage = await analyticsStorage();
    expect(storage.limitBytes).toBe(2048 * 1024 * 1024);
    expect(storage.analyticsBytes).toBeGreaterThanOrEqual(0);
  });

  it("cuts long fields to what the dashboards show", async () => {
    expect((await visit({ pageTitle: "T".repeat(300), referrer: `https://example.com/${"r".repeat(900)}` })).status).toBe(204);
    await trackingIdle();
    const row = await db.websiteTraffic.findFirstOrThrow();
    expect(row.pageTitle).toHaveLength(120);
    expect(row.referrer).toHaveLength(300);
  });
});

describe("GET /api/analytics/storage", () => {
  it("tells the admin the stored size and the retention, and nobody else", async () => {
    expect((await storageRoute(request("GET", "/api/analytics/storage"), { params: Promise.resolve({}) })).status).toBe(401);
    const response = await storageRoute(request("GET", "/api/analytics/storage", { cookie: await signedInAdminCookie() }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ retentionMonths: 13, limitBytes: 2048 * 1024 * 1024, makeRoomAt: 0.9, analyticsBytes: expect.any(Number) });
  });
});

describe("POST /api/analytics/delete-visits", () => {
  const deleteVisits = (body: unknown, cookie?: string, headers?: Record<string, string>) =>
    deleteRoute(request("POST", "/api/analytics/delete-visits", { body, cookie, headers }), { params: Promise.resolve({}) });

  it("deletes the visits and actions of a Lagos time range, with their share of the charts, and audits it", async () => {
    await oldVisits(3, 30);
    await oldVisits(2, 10);
    await db.websiteAction.create({
      data: { actionType: "click", pagePath: "/old", visitorId: "visitor_old", sessionId: "session_old", createdAt: new Date(Date.now() - 10 * 86_400_000) },
    });
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000 + 3_600_000); // as a Lagos wall clock
    const minute = (moment: Date) => moment.toISOString().slice(0, 16);
    const cookie = await signedInAdminCookie();
    const response = await deleteVisits({ from: minute(new Date(tenDaysAgo.getTime() - 60_000)), to: minute(new Date(tenDaysAgo.getTime() + 60_000)) }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ visits: 2, actions: 1, message: "Deleted 2 visits and 1 actions" });
    expect(await db.websiteTraffic.count()).toBe(3);
    expect((await dailyViews()).map((row) => row.split(":")[1])).toEqual(["3"]);
    expect((await db.auditEvent.findFirstOrThrow({ where: { action: "delete" } })).target).toMatch(/^visits from \w+day \d+ \w+ \d{4}, \d\d:\d\d to .*: 2 visits, 1 actions$/);
  });

  it("refuses strangers, other sites and bad ranges", async () => {
    const range = { from: "2026-11-01T00:00", to: "2026-11-02T00:00" };
    expect((await deleteVisits(range)).status).toBe(401);
    const cookie = await signedInAdminCookie();
    expect((await deleteVisits(range, cookie, { origin: "https://evil.example" })).status).toBe(403);
    const cases: [unknown, string][] = [
      [{ from: "2026-11-01T00:00" }, "to: is required"],
      [{ from: "2026-11-02T00:00", to: "2026-11-01T00:00" }, "to: must not be before the start"],
      [{ from: "yesterday", to: "2026-11-01T00:00" }, "from: must be a date and time"],
      [{ from: 5, to: "2026-11-01T00:00" }, "from: is required"],
    ];
    for (const [body, message] of cases) {
      const response = await deleteVisits(body, cookie);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(message);
    }
    expect((await deleteVisits({ ...range, padding: "x".repeat(2000) }, cookie)).status).toBe(413);
  });
});
