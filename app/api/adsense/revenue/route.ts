import { withAdmin } from "@/lib/auth/guard";
import { revenueAnswer } from "@/lib/integrations/revenue-answer";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

// Admin: the last 30 days of AdSense revenue → { data, error, setupRequired }.
export const GET = withAdmin("insights", async () => {
  const { status, body } = await revenueAnswer();
  return jsonReply(body, { status });
});
