import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as revenue } from "@/app/api/adsense/revenue/route";
import { db } from "@/lib/db";
import { clearRevenueCache, toRevenueReport } from "@/lib/integrations/adsense-reports";
import type { RevenueAnswer } from "@/lib/integrations/revenue-answer";
import { FAKE_ADSENSE_ACCOUNT, startFakeGoogle, type FakeGoogle } from "../fakes/google";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { clearGoogleEnv, connect, consentAtGoogle, useFakeGoogleEnv } from "../support/google";
import { request } from "../support/requests";

// The AdSense Revenue tab's data, from the fake's accounts.list and reports.generate.

const none = { params: Promise.resolve({}) };
let google: FakeGoogle;
let cookie = "";

async function getRevenue() {
  const response = await revenue(request("GET", "/api/adsense/revenue", { cookie }), none);
  return { status: response.status, body: (await response.json()) as RevenueAnswer };
}
const reportCalls = () => google.calls.filter((call) => call.includes("reports:generate"));

beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(async () => {
  clearGoogleEnv();
  await google.close();
});
beforeEach(async () => {
  google.reset();
  clearGoogleEnv();
  useFakeGoogleEnv(google);
  await clearRevenueCache();
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

describe("GET /api/adsense/revenue", () => {
  it("asks for setup, naming the variables, when Google is not configured", async () => {
    delete process.env.GOOGLE_CLIENT_ID;
    const { status, body } = await getRevenue();
    expect(status).toBe(200);
    expect(body).toEqual({ data: null, setupRequired: true, error: expect.stringContaining("GOOGLE_CLIENT_ID") });
  });

  it("asks for the connection when AdSense is not connected", async () => {
    const { body } = await getRevenue();
    expect(body).toMatchObject({ data: null, setupRequired: true, error: expect.stringMatching(/not connected/) });
  });

  it("asks for the adsense.readonly scope", async () => {
    const { authUrl } = await consentAtGoogle("adsense", cookie);
    expect(authUrl.searchParams.get("scope")).toBe("https://www.googleapis.com/auth/adsense.readonly");
    expect(authUrl.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/adsense/callback");
  });

  it("answers 30 days from the first listed account, zeros for missing days, with our page views beside them", async () => {
    const { location } = await connect("adsense", cookie);
    expect(location.pathname).toBe("/admin/revenue");
    expect(Object.fromEntries(location.searchParams)).toEqual({ google: "connected" });
    // Page views inside the report's days (yesterday and 10 days ago) count; today's and bots' rows do not exist in range.
    const visit = (daysAgo: number, timeOnPage: number | null = null) => ({
      pagePath: "/",
      visitorId: "v",
      sessionId: "s",
      timeOnPage,
      visitedAt: new Date(Date.now() - daysAgo * 86_400_000 - 3 * 3_600_000),
    });
    await db.websiteTraffic.createMany({ data: [visit(1), visit(10), visit(10, 30), visit(45)] });

    const { status, body } = await getRevenue();
    expect(status).toBe(200);
    expect(body.error).toBeNull();
    expect(body.setupRequired).toBe(false);
    const data = body.data!;
    expect(google.calls.filter((call) => call.startsWith("GET /v2/accounts?") || call === "GET /v2/accounts")).toHaveLength(1);
    const call = new URL(reportCalls()[0]!.replace(/^GET /, ""), "http://fake");
    expect(call.pathname).toBe(`/v2/${FAKE_ADSENSE_ACCOUNT}/reports:generate`);
    expect(call.searchParams.get("dateRange")).toBe("LAST_30_DAYS");
    expect(call.searchParams.getAll("metrics")).toEqual(["ESTIMATED_EARNINGS", "IMPRESSIONS", "CLICKS", "IMPRESSIONS_CTR", "IMPRESSIONS_RPM"]);

    expect(data.dailyData).toHaveLength(30);
    expect(data.currency).toBe("USD");
    const missing = data.dailyData.filter((day) => day.impressions === 0);
    expect(missing).toHaveLength(4); // every seventh day has no row
    expect(missing.every((day) => day.revenue === 0 && day.clicks === 0 && day.ctr === 0)).toBe(true);
    const sum = (pick: (day: (typeof data.dailyData)[number]) => number) => data.dailyData.reduce((total, day) => total + pick(day), 0);
    expect(data.summary.totalImpressions).toBe(sum((day) => day.impressions));
    expect(data.summary.totalClicks).toBe(sum((day) => day.clicks));
    expect(data.summary.totalRevenue).toBeCloseTo(
      sum((day) => day.revenue),
      2,
    );
    expect(data.summary.averageCTR).toBeCloseTo(data.summary.totalClicks / data.summary.totalImpressions, 4);
    expect(data.summary.averageCPM).toBeCloseTo((data.summary.totalRevenue / data.summary.totalImpressions) * 1000, 2);
    expect(typeof data.dailyData[0]!.revenue).toBe("number");
    expect(Date.parse(data.lastUpdated)).not.toBeNaN();
    expect(data.pageViews).toBe(2);
    expect(data.revenuePerThousandPageViews).toBeCloseTo((data.summary.totalRevenue / 2) * 1000, 1);
  });

  it("serves a cached answer for 5 minutes instead of asking Google on every poll", async () => {
    await connect("adsense", cookie);
    await getRevenue();
    await getRevenue();
    expect(reportCalls()).toHaveLength(1);
  });

  it("uses ADSENSE_ACCOUNT_ID instead of listing accounts, and explains Google's refusal of a wrong one", async () => {
    await connect("adsense", cookie);
    process.env.ADSENSE_ACCOUNT_ID = "pub-0000000000000000";
    const { status, body } = await getRevenue();
    expect(google.calls.some((call) => call.startsWith("GET /v2/accounts?") || call === "GET /v2/accounts")).toBe(false);
    expect(status).toBe(502);
    expect(body).toMatchObject({ data: null, setupRequired: false, error: expect.stringMatching(/HTTP 403.*permission/) });
  });

  it("shows the Connect card again after invalid_grant, with the token deleted", async () => {
    await connect("adsense", cookie);
    google.refreshTokens.clear();
    await db.integrationToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const { body } = await getRevenue();
    expect(body).toMatchObject({ data: null, setupRequired: true, error: expect.stringMatching(/Connect/) });
    expect(await db.integrationToken.count({ where: { provider: "adsense" } })).toBe(0);
  });
});

describe("toRevenueReport", () => {
  it("refuses a report with a cell that is not a number, or without its columns", () => {
    const headers = [
      { name: "DATE" },
      { name: "ESTIMATED_EARNINGS", currencyCode: "NGN" },
      { name: "IMPRESSIONS" },
      { name: "CLICKS" },
      { name: "IMPRESSIONS_CTR" },
      { name: "IMPRESSIONS_RPM" },
    ];
    const row = (value: string) => ({ cells: [{ value: "2026-11-01" }, { value }, { value: "10" }, { value: "1" }, { value: "0.1" }, { value: "1" }] });
    expect(() => toRevenueReport({ headers, rows: [row("abc")] })).toThrow(/not understood/);
    expect(() => toRevenueReport({ headers: headers.slice(0, 3), rows: [] })).toThrow(/no CLICKS column/);
    expect(() => toRevenueReport("<html>")).toThrow(/not understood/);
    const report = toRevenueReport({ headers, rows: [row("2.50")], startDate: { year: 2026, month: 11, day: 1 }, endDate: { year: 2026, month: 11, day: 30 } });
    expect(report.currency).toBe("NGN");
    expect(report.dailyData).toHaveLength(30);
    expect(report.dailyData[0]).toEqual({ date: "2026-11-01", revenue: 2.5, impressions: 10, clicks: 1, ctr: 0.1 });
    expect(report.summary).toEqual({ totalRevenue: 2.5, totalImpressions: 10, totalClicks: 1, averageCTR: 0.1, averageCPM: 250 });
  });
});
