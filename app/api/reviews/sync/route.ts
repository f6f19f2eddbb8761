import { withAdmin } from "@/lib/auth/guard";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { jsonError, jsonReply } from "@/lib/http";
import { GoogleIntegrationError, statusForGoogleError } from "@/lib/integrations/errors";
import { syncGoogleReviews } from "@/lib/reviews/sync";

export const dynamic = "force-dynamic";

// Admin: reads the location's reviews from Google and stores them → { synced, deactivated }.
export const POST = withAdmin(async () => {
  try {
    const result = await syncGoogleReviews();
    revalidateData(cacheTags.reviews);
    return jsonReply(result);
  } catch (error) {
    if (!(error instanceof GoogleIntegrationError)) throw error;
    return jsonError(statusForGoogleError(error.kind), error.message);
  }
});
