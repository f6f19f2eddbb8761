import "server-only";
import { z } from "zod";
import "@/lib/validation/jitless";
import { db } from "@/lib/db";
import { GoogleIntegrationError } from "./errors";
import { adsenseApiUrl, configuredAdsenseAccount } from "./google-config";
import { authorizedGet } from "./google-oauth";
import { SharedValue } from "@/lib/redis/shared-value";

// AdSense Management API v2: accounts.list (GET /v2/accounts) and accounts.reports.generate
// (GET /v2/{account}/reports:generate), where every cell of a report arrives as a string.

const CACHE_MS = 5 * 60_000;
const METRICS = ["ESTIMATED_EARNINGS", "IMPRESSIONS", "CLICKS", "IMPRESSIONS_CTR", "IMPRESSIONS_RPM"] as const;
const DAY_MS = 86_400_000;

type RevenueDay = { date: string; revenue: number; impressions: number; clicks: number; ctr: number };
export type RevenueReport = {
  summary: { totalRevenue: number; totalImpressions: number; totalClicks: number; averageCTR: number; averageCPM: number };
  dailyData: RevenueDay[];
  lastUpdated: string;
  /** ISO 4217 code of the money figures, from the report's headers. */
  currency: string;
};

const accountsSchema = z.object({ accounts: z.array(z.object({ name: z.string().regex(/^accounts\/[\w-]+$/) })).optional() });
const googleDate = z.object({ year: z.number().int(), month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) });
const reportSchema = z.object({
  headers: z.array(z.object({ name: z.string(), type: z.string().optional(), currencyCode: z.string().optional() })),
  rows: z.array(z.object({ cells: z.array(z.object({ value: z.string().optional() })) })).optional(),
  startDate: googleDate.optional(),
  endDate: googleDate.optional(),
});

/** The last report, shared by every server when REDIS_URL is set. */
const lastReport = new SharedValue<{ account: string; at: number; report: RevenueReport }>("adsense-report");

/** Forget the cached report (after connecting another account). */
export async function clearRevenueCache(): Promise<void> {
  await lastReport.clear();
}

const malformed = (what: string) => new GoogleIntegrationError("malformed", `Google's AdSense ${what} was not understood. Try again later.`);

async function adsenseAccount(): Promise<string> {
  const configured = configuredAdsenseAccount();
  if (configured) return configured;
  const token = await db.integrationToken.findUnique({ where: { provider: "adsense" }, select: { accountId: true } });
  if (token?.accountId) return token.accountId;
  const parsed = accountsSchema.safeParse(await authorizedGet("adsense", `${adsenseApiUrl()}/v2/accounts`, "the AdSense accounts list"));
  if (!parsed.success) throw malformed("accounts list");
  const first = parsed.data.accounts?.[0]?.name;
  if (!first)
    throw new GoogleIntegrationError("rejected", "The connected Google account has no AdSense account. Connect the account that owns AdSense, or set ADSENSE_ACCOUNT_ID.");
  await db.integrationToken.updateMany({ where: { provider: "adsense" }, data: { accountId: first } });
  return first;
}

const isoDay = (date: { year: number; month: number; day: number }) => `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Turns a report into the revenue view's shape: every day of the range, missing days as zeros. */
export function toRevenueReport(body: unknown, now = new Date()): RevenueReport {
  const parsed = reportSchema.safeParse(body);
  if (!parsed.success) throw malformed("report");
  const { headers, rows = [], startDate, endDate } = parsed.data;
  const column = (name: string) => {
    const index = headers.findIndex((header) => header.name === name);
    if (index < 0) throw malformed(`report (no ${name} column)`);
    return index;
  };
  const [dateAt, earningsAt, impressionsAt, clicksAt, ctrAt] = ["DATE", ...METRICS.slice(0, 4)].map(column) as [number, number, number, number, number];
  const byDate = new Map<string, RevenueDay>();
  for (const { cells } of rows) {
    const text = (index: number) => cells[index]?.value;
    const date = text(dateAt);
    const numbers = [earningsAt, impressionsAt, clicksAt, ctrAt].map((index) => Number(text(index) ?? "0"));
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || numbers.some((value) => !Number.isFinite(value))) throw malformed("report (a row)");
    const [revenue, impressions, clicks, ctr] = numbers as [number, number, number, number];
    byDate.set(date, { date, revenue, impressions, clicks, ctr });
  }
  const last = endDate ? Date.parse(isoDay(endDate)) : Date.parse(new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10));
  const first = startDate ? Date.parse(isoDay(startDate)) : last - 29 * DAY_MS;
  const dailyData: RevenueDay[] = [];
  for (let at = first; at <= last && dailyData.length < 31; at += DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    dailyData.push(byDate.get(date) ?? { date, revenue: 0, impressions: 0, clicks: 0, ctr: 0 });
  }
  const totalRevenue = dailyData.reduce((sum, day) => sum + day.revenue, 0);
  const totalImpressions = dailyData.reduce((sum, day) => sum + day.impressions, 0);
  const totalClicks = dailyData.reduce((sum, day) => sum + day.clicks, 0);
  return {
    summary: {
      totalRevenue: round(totalRevenue, 2),
      totalImpressions,
      totalClicks,
      averageCTR: totalImpressions ? round(totalClicks / totalImpressions, 4) : 0,
      averageCPM: totalImpressions ? round((totalRevenue / totalImpressions) * 1000, 2) : 0,
    },
    dailyData,
    lastUpdated: now.toISOString(),
    currency: headers[earningsAt]?.currencyCode ?? "USD",
  };
}

/** The last 30 days of revenue; cached for 5 minutes so the tab's 30 s polling spares the quota. */
export async function revenueLast30Days(now = new Date()): Promise<RevenueReport> {
  const account = await adsenseAccount();
  const cached = await lastReport.get(now.getTime());
  if (cached && cached.account === account && now.getTime() - cached.at < CACHE_MS) return cached.report;
  const url = new URL(`${adsenseApiUrl()}/v2/${account}/reports:generate`);
  url.searchParams.set("dateRange", "LAST_30_DAYS");
  url.searchParams.append("dimensions", "DATE");
  for (const metric of METRICS) url.searchParams.append("metrics", metric);
  url.searchParams.set("reportingTimeZone", "ACCOUNT_TIME_ZONE");
  const report = toRevenueReport(await authorizedGet("adsense", url.toString(), "the revenue report"), now);
  await lastReport.set({ account, at: now.getTime(), report }, CACHE_MS, now.getTime());
  return report;
}
