import { actionsByType } from "@/lib/analytics/queries";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply } from "@/lib/http";

// How often visitors clicked, submitted, played and downloaded.
export const GET = withAdmin("insights", async () => jsonReply(await actionsByType()));
