import { NextResponse } from "next/server";
import { dailyVisits, trafficBreakdown } from "@/lib/analytics/queries";
import { withAdmin } from "@/lib/auth/guard";

// Page views per day over the last 30 days, with referrers and devices.
export const GET = withAdmin(async () => {
  const [daily, breakdown] = await Promise.all([dailyVisits(), trafficBreakdown()]);
  return NextResponse.json({ daily, ...breakdown }, { headers: { "Cache-Control": "no-store" } });
});
