import "server-only";
import { pageViewsBetween } from "@/lib/analytics/queries";
import { revenueLast30Days, type RevenueReport } from "./adsense-reports";
import { GoogleIntegrationError } from "./errors";
import { oauthClient } from "./google-config";

export type RevenueData = RevenueReport & {
  /** Page views on our own site over the report's days (bots and the admin are never counted). */
  pageViews: number;
  /** Revenue per 1,000 of those page views, or null without page views. */
  revenuePerThousandPageViews: number | null;
};
/** The spec's shape; a failure other than "connect first" carries its code as well (docs/errors.md). */
export type RevenueAnswer = { data: RevenueData | null; error: string | null; setupRequired: boolean; code?: GoogleIntegrationError["code"] };

/** GET /api/adsense/revenue's answer and status: data, or why not (setupRequired shows the Connect card). */
export async function revenueAnswer(): Promise<{ status: number; body: RevenueAnswer }> {
  const client = oauthClient();
  if (!client.ok) {
    return { status: 200, body: { data: null, error: `AdSense is not configured on this server: set ${client.missing.join(" and ")}.`, setupRequired: true } };
  }
  try {
    const report = await revenueLast30Days();
    const days = report.dailyData;
    const pageViews = days.length ? await pageViewsBetween(days[0]!.date, days[days.length - 1]!.date) : 0;
    const revenuePerThousandPageViews = pageViews ? Math.round((report.summary.totalRevenue / pageViews) * 1000 * 100) / 100 : null;
    return { status: 200, body: { data: { ...report, pageViews, revenuePerThousandPageViews }, error: null, setupRequired: false } };
  } catch (error) {
    if (!(error instanceof GoogleIntegrationError)) throw error;
    const setupRequired = error.kind === "not_connected" || error.kind === "reconnect";
    if (setupRequired) return { status: 200, body: { data: null, error: error.message, setupRequired } };
    return { status: error.status, body: { data: null, error: error.message, setupRequired, code: error.code } };
  }
}
