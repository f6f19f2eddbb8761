import { recentVisits } from "@/lib/analytics/queries";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply } from "@/lib/http";

// The 20 latest page views.
export const GET = withAdmin("insights", async () => jsonReply(await recentVisits(20)));
