import { dailyVisits } from "@/lib/analytics/queries";
import { trafficBreakdown } from "@/lib/analytics/traffic-breakdown";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply } from "@/lib/http";

// Page views per day over the last 30 days, with referrers and devices.
export const GET = withAdmin("insights", async () => {
  const [daily, breakdown] = await Promise.all([dailyVisits(), trafficBreakdown()]);
  return jsonReply({ daily, ...breakdown });
});
