import { beforeEach, describe, expect, it } from "vitest";
import { GET as traffic } from "@/app/api/analytics/traffic/route";
import { POST as postVisit } from "@/app/api/tracking/visit/route";
import { db } from "@/lib/db";
import { trackingIdle } from "@/lib/tracking/ingest";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

// Visits are classed by device when they are recorded (website_traffic.deviceClass); rows from
// before that column existed hold null and must still count, classed from their User-Agent.
const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const tablet = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const desktop = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const none = { params: Promise.resolve({}) };
let counter = 0;

const sendVisit = (body: Record<string, unknown>, headerAgent: string) =>
  postVisit(request("POST", "/api/tracking/visit", { body: { visitorId: `visitor_${++counter}`, sessionId: "session_1", ...body }, headers: { "user-agent": headerAgent } }));

let adminCookie: string | null = null;
type Breakdown = { daily: unknown[]; referrers: { name: string; visits: number }[]; devices: { name: string; visits: number }[] };
const breakdown = async (): Promise<Breakdown> => {
  const response = await traffic(request("GET", "/api/analytics/traffic", { cookie: (adminCookie ??= await signedInAdminCookie()) }), none);
  expect(response.status).toBe(200);
  return (await response.json()) as Breakdown;
};

beforeEach(async () => {
  await resetDatabase();
  adminCookie = null;
});

describe("the device class of a visit", () => {
  it("is stored when the visit is recorded, from the sent User-Agent or else the request's", async () => {
    expect((await sendVisit({ pagePath: "/a", userAgent: phone }, desktop)).status).toBe(204);
    expect((await sendVisit({ pagePath: "/b" }, tablet)).status).toBe(204);
    expect((await sendVisit({ pagePath: "/c", userAgent: desktop }, phone)).status).toBe(204);
    expect((await sendVisit({ pagePath: "/d", timeOnPage: 12 }, phone)).status).toBe(204);
    await trackingIdle();
    const rows = await db.websiteTraffic.findMany({ orderBy: { pagePath: "asc" }, select: { pagePath: true, userAgent: true, deviceClass: true } });
    expect(rows).toEqual([
      { pagePath: "/a", userAgent: phone, deviceClass: "mobile" },
      { pagePath: "/b", userAgent: tablet, deviceClass: "tablet" },
      { pagePath: "/c", userAgent: desktop, deviceClass: "desktop" },
      { pagePath: "/d", userAgent: phone, deviceClass: "mobile" },
    ]);
  });

  it("gives the admin the same referrers and devices for old rows (no class) and new ones", async () => {
    // New rows, recorded through the tracker.
    for (const [agent, referrer] of [
      [phone, "https://www.google.com/search"],
      [phone, undefined],
      [tablet, "https://instagram.com/x"],
      [desktop, "https://www.google.com/"],
    ] as const) {
      expect((await sendVisit({ pagePath: "/", userAgent: agent, referrer }, agent)).status).toBe(204);
    }
    await trackingIdle();
    // Old rows, written before the column existed: no class.
    const old = (userAgent: string | null, referrer: string | null, extra: { timeOnPage?: number; visitedAt?: Date } = {}) =>
      db.websiteTraffic.create({ data: { pagePath: "/", userAgent, referrer, visitedAt: new Date(Date.now() - 3_600_000), ...extra } });
    await old(phone, "https://web.facebook.com/");
    await old(desktop, null);
    await old(desktop, "https://www.google.com/");
    await old(null, null); // no agent at all: counted as a desktop, as before
    await old(tablet, "https://instagram.com/", { timeOnPage: 40 }); // a time-on-page row: not a view
    await old(tablet, "https://instagram.com/", { visitedAt: new Date(Date.now() - 31 * 86_400_000) }); // outside 30 days
    expect(await db.websiteTraffic.count({ where: { deviceClass: null } })).toBe(6);

    const result = await breakdown();
    expect(Object.keys(result).sort()).toEqual(["daily", "devices", "referrers"]);
    expect(result.daily).toHaveLength(30);
    expect(result.devices).toEqual([
      { name: "desktop", visits: 4 },
      { name: "mobile", visits: 3 },
      { name: "tablet", visits: 1 },
    ]);
    // Most visits first; equal counts in no particular order.
    expect(result.referrers.map((entry) => entry.visits)).toEqual([3, 3, 1, 1]);
    expect(result.referrers).toEqual(
      expect.arrayContaining([
        { name: "google.com", visits: 3 },
        { name: "Direct", visits: 3 },
        { name: "instagram.com", visits: 1 },
        { name: "web.facebook.com", visits: 1 },
      ]),
    );
  });

  it("answers only new rows without reading User-Agents, and empty lists when there are no visits", async () => {
    expect(await breakdown()).toMatchObject({ referrers: [], devices: [] });
    expect((await sendVisit({ pagePath: "/", userAgent: tablet }, tablet)).status).toBe(204);
    await trackingIdle();
    // A class stored at ingestion wins over the agent: the agent is not parsed again.
    await db.websiteTraffic.updateMany({ data: { userAgent: desktop } });
    expect((await breakdown()).devices).toEqual([{ name: "tablet", visits: 1 }]);
  });

  it("refuses the breakdown to visitors", async () => {
    expect((await traffic(request("GET", "/api/analytics/traffic"), none)).status).toBe(401);
  });
});
