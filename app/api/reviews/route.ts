import { withErrorNet } from "@/lib/error-net";
import { listActiveReviews } from "@/lib/reviews/queries";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

// Public: the reviews shown on the site, newest first. Read fresh on every request (and
// revalidated by browsers) so a sync shows at once.
export const GET = withErrorNet(async () => {
  return jsonReply(await listActiveReviews(), { headers: { "Cache-Control": "public, max-age=0, must-revalidate" } });
});
