import { visitStats } from "@/lib/analytics/queries";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply } from "@/lib/http";

// Page views today, this week (from Monday), this month and in total, in Lagos time.
export const GET = withAdmin("insights", async () => jsonReply(await visitStats()));
