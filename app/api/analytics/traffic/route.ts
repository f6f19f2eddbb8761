import { NextResponse } from "next/server";
import { dailyVisits } from "@/lib/analytics/queries";
import { trafficBreakdown } from "@/lib/analytics/traffic-breakdown";
import { withAdmin } from "@/lib/auth/guard";

// Page views per day over the last 30 days, with referrers and devices.
export const GET = withAdmin(async () => {
  const [daily, breakdown] = await Promise.all([dailyVisits(), trafficBreakdown()]);
  return NextResponse.json({ daily, ...breakdown }, { headers: { "Cache-Control": "no-store" } });
});
