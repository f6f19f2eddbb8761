import { withAdmin } from "@/lib/auth/guard";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { jsonReply } from "@/lib/http";
import { syncGoogleReviews, type SyncResult } from "@/lib/reviews/sync";

export const dynamic = "force-dynamic";

// Admin: reads the location's reviews from Google and stores them → { synced, deactivated }.
export const POST = withAdmin("insights", async () => {
  const result = await syncGoogleReviews();
  revalidateData(cacheTags.reviews);
  return jsonReply(result satisfies SyncResult);
});
