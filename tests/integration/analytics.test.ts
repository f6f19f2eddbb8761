import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as actions } from "@/app/api/analytics/actions/route";
import { POST as cleanup } from "@/app/api/analytics/cleanup-bots/route";
import { GET as popular } from "@/app/api/analytics/popular-pages/route";
import { GET as recent } from "@/app/api/analytics/recent-visits/route";
import { GET as stats } from "@/app/api/analytics/stats/route";
import { GET as traffic } from "@/app/api/analytics/traffic/route";
import { POST as postAction } from "@/app/api/tracking/action/route";
import { POST as postVisit } from "@/app/api/tracking/visit/route";
import { dailyVisits, visitStats } from "@/lib/analytics/queries";
import { db } from "@/lib/db";
import { trackingIdle } from "@/lib/tracking/ingest";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

const person = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const none = { params: Promise.resolve({}) };
let visitorCounter = 0;
const visitor = () => `visitor_${Date.now()}_${++visitorCounter}`;

const sendVisit = (body: unknown, options: { agent?: string; cookie?: string } = {}) =>
  postVisit(request("POST", "/api/tracking/visit", { body, cookie: options.cookie, headers: { "user-agent": options.agent ?? person } }));

beforeEach(resetDatabase);

describe("POST /api/tracking/visit and /action", () => {
  it("stores visits and actions exactly as sent, without an IP address, answering 204", async () => {
    const visitorId = visitor();
    const visit = {
      pagePath: "/gallery",
      pageTitle: "Gallery | Eko Live Band",
      visitorId,
      sessionId: "session_1_x",
      referrer: "https://www.google.com/",
      userAgent: person,
      ipAddress: "203.0.113.9",
    };
    const response = await sendVisit(visit);
    expect(response.status).toBe(204);
    expect(await sendVisit({ ...visit, timeOnPage: 42, referrer: undefined })).toHaveProperty("status", 204);
    const action = {
      actionType: "click",
      pagePath: "/gallery",
      elementId: "book-now",
      elementText: "Book Now",
      actionData: '{"href":"/contact"}',
      visitorId,
      sessionId: "session_1_x",
    };
    expect((await postAction(request("POST", "/api/tracking/action", { body: action, headers: { "user-agent": person } }))).status).toBe(204);
    await trackingIdle();

    const rows = await db.websiteTraffic.findMany({ orderBy: { id: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      pagePath: "/gallery",
      pageTitle: "Gallery | Eko Live Band",
      visitorId,
      sessionId: "session_1_x",
      referrer: "https://www.google.com/",
      userAgent: person,
      timeOnPage: null,
      ipAddress: null,
    });
    expect(rows[1]).toMatchObject({ timeOnPage: 42, referrer: null, ipAddress: null });
    expect(await db.websiteAction.findFirst()).toMatchObject({ ...action });
  });

  it.each([
    ["no body fields", {}],
    ["a path without a slash", { pagePath: "gallery", visitorId: "visitor_1", sessionId: "session_1" }],
    ["a forged visitor id", { pagePath: "/", visitorId: "anyone", sessionId: "session_1" }],
    ["text for time on page", { pagePath: "/", visitorId: "visitor_1", sessionId: "session_1", timeOnPage: "ten" }],
    ["a huge title", { pagePath: "/", visitorId: "visitor_1", sessionId: "session_1", pageTitle: "x".repeat(5000) }],
  ])("refuses %s with 400", async (_case, body) => {
    const response = await sendVisit(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty("error");
  });

  it("refuses an oversized body and malformed JSON, and a bad action", async () => {
    expect((await sendVisit({ pagePath: "/", visitorId: "visitor_1", sessionId: "session_1", referrer: "x".repeat(9000) })).status).toBe(413);
    expect((await postVisit(request("POST", "/api/tracking/visit", { rawBody: "{", headers: { "content-type": "application/json", "user-agent": person } }))).status).toBe(400);
    expect(
      (
        await postAction(
          request("POST", "/api/tracking/action", {
            body: { actionType: "click", pagePath: "/", visitorId: "visitor_1", sessionId: "session_1", actionData: "{not json" },
            headers: { "user-agent": person },
          }),
        )
      ).status,
    ).toBe(400);
  });

  it("drops crawlers, headless browsers and the signed-in admin without storing anything", async () => {
    const visit = { pagePath: "/", visitorId: visitor(), sessionId: "session_1" };
    expect((await sendVisit(visit, { agent: crawler })).status).toBe(204);
    expect((await sendVisit({ ...visit, userAgent: "Mozilla/5.0 HeadlessChrome/131.0.0.0" })).status).toBe(204);
    const cookie = await signedInAdminCookie();
    expect((await sendVisit(visit, { cookie })).status).toBe(204);
    await trackingIdle();
    expect(await db.websiteTraffic.count()).toBe(0);
  });

  it("limits one visitor's flood with 429", async () => {
    const visitorId = visitor();
    let limited = 0;
    for (let i = 0; i < 125; i++) if ((await sendVisit({ pagePath: "/", visitorId, sessionId: "session_1" })).status === 429) limited++;
    expect(limited).toBe(5);
    await trackingIdle();
    expect(await db.websiteTraffic.count()).toBe(120);
  });
});

describe("the analytics queries", () => {
  const at = (iso: string, extra: Partial<{ pagePath: string; timeOnPage: number; userAgent: string; referrer: string }> = {}) =>
    db.websiteTraffic.create({
      data: { pagePath: extra.pagePath ?? "/", visitorId: "visitor_1", sessionId: "session_1", userAgent: extra.userAgent ?? person, visitedAt: new Date(iso), ...extra },
    });

  it("counts today, this week and this month at Lagos boundaries, and page views only", async () => {
    const now = new Date("2026-11-30T23:30:00Z"); // Tuesday 1 December, 00:30 in Lagos
    await at("2026-11-30T23:10:00Z"); // Lagos 1 Dec 00:10: today, this week, this month
    await at("2026-11-30T22:50:00Z"); // Lagos 30 Nov 23:50 (Monday): this week, not today, last month
    await at("2026-11-29T22:50:00Z"); // Lagos Sunday 29 Nov: last week
    await at("2026-11-30T23:20:00Z", { timeOnPage: 30 }); // the time-on-page row: not a second view
    expect(await visitStats(now)).toEqual({ today: 1, week: 2, month: 1, total: 3 });

    const days = await dailyVisits(now, 3);
    expect(days).toEqual([
      { date: "2026-11-29", visits: 1 },
      { date: "2026-11-30", visits: 1 },
      { date: "2026-12-01", visits: 1 },
    ]);
  });

  it("serves the dashboards to the admin only, with page labels and at most 20 recent visits", async () => {
    for (let i = 0; i < 25; i++)
      await at(new Date(Date.now() - i * 60_000).toISOString(), { pagePath: i % 3 === 0 ? "/gallery" : "/", referrer: i % 2 ? "https://www.instagram.com/band" : undefined });
    await db.websiteAction.createMany({
      data: [
        { actionType: "click", pagePath: "/" },
        { actionType: "click", pagePath: "/" },
        { actionType: "download", pagePath: "/music" },
      ],
    });
    for (const handler of [stats, popular, recent, actions, traffic]) expect((await handler(request("GET", "/api/analytics/x"), none)).status).toBe(401);
    expect((await cleanup(request("POST", "/api/analytics/cleanup-bots"), none)).status).toBe(401);

    const cookie = await signedInAdminCookie();
    const get = async (handler: typeof stats) => (await handler(request("GET", "/api/analytics/x", { cookie }), none)).json();
    expect(await get(stats)).toMatchObject({ total: 25 });
    expect(await get(popular)).toEqual([
      { pagePath: "/", label: "Home", visits: 16 },
      { pagePath: "/gallery", label: "Gallery", visits: 9 },
    ]);
    const visits = (await get(recent)) as { pagePath: string }[];
    expect(visits).toHaveLength(20);
    expect(await get(actions)).toEqual([
      { actionType: "click", count: 2 },
      { actionType: "download", count: 1 },
    ]);
    const breakdown = (await get(traffic)) as { daily: unknown[]; referrers: { name: string; visits: number }[]; devices: { name: string }[] };
    expect(breakdown.daily).toHaveLength(30);
    expect(breakdown.referrers).toEqual(
      expect.arrayContaining([
        { name: "Direct", visits: 13 },
        { name: "instagram.com", visits: 12 },
      ]),
    );
    expect(breakdown.devices).toEqual([{ name: "mobile", visits: 25 }]);
  });

  it("cleans up exactly the bot rows and says how many", async () => {
    await at("2026-11-01T10:00:00Z");
    await at("2026-11-01T10:00:00Z", { userAgent: crawler });
    await at("2026-11-01T10:00:00Z", { userAgent: "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0" });
    await db.websiteTraffic.create({ data: { pagePath: "/", visitedAt: new Date() } });
    const cookie = await signedInAdminCookie();
    const response = await cleanup(request("POST", "/api/analytics/cleanup-bots", { cookie }), none);
    expect(await response.json()).toEqual({ message: "Removed 3 bot/crawler entries", deletedCount: 3 });
    expect(await db.websiteTraffic.findMany({ select: { userAgent: true } })).toEqual([{ userAgent: person }]);
    vi.restoreAllMocks();
  });
});
