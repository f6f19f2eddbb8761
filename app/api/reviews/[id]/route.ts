import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { setReviewHidden } from "@/lib/reviews/admin";
import { reviewVisibilitySchema } from "@/lib/validation/reviews";

type Context = { params: Promise<{ id: string }> };

// Admin: hide a review from the site or show it again → { id, hidden }.
export const PATCH = withAdmin<Context>("insights", async (request, { params, actor }) => {
  const id = await routeId({ params });
  const body = await readJson(request, reviewVisibilitySchema, 1024);
  if (!(await setReviewHidden(id, body.hidden))) throw new ApiError(404, "not_found", "Review not found");
  await audit(actor, { action: "status-change", target: `review ${id} ${body.hidden ? "hidden" : "shown"}` });
  return jsonReply({ id, hidden: body.hidden });
});
