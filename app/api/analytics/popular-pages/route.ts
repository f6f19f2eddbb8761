import { popularPages } from "@/lib/analytics/queries";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply } from "@/lib/http";

// The most visited pages of the last 30 days, with the names the admin knows them by.
export const GET = withAdmin("insights", async () => jsonReply(await popularPages()));
