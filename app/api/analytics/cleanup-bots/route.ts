import { cleanupBotTraffic } from "@/lib/analytics/queries";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply } from "@/lib/http";

// Removes visits that crawlers and headless browsers left before the filter caught them.
export const POST = withAdmin("insights", async () => {
  const deletedCount = await cleanupBotTraffic();
  return jsonReply({ message: `Removed ${deletedCount} bot/crawler entries`, deletedCount });
});
