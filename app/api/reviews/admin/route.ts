import { withAdmin } from "@/lib/auth/guard";
import { reviewsOverview } from "@/lib/reviews/admin";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

// Admin: the Reviews tab's data (connection state, last sync, all stored reviews).
export const GET = withAdmin("insights", async () => jsonReply(await reviewsOverview()));
