import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { badRequest, jsonError, jsonReply, readJson } from "@/lib/http";
import { setReviewHidden } from "@/lib/reviews/admin";
import { reviewVisibilitySchema } from "@/lib/validation/reviews";

type Context = { params: Promise<{ id: string }> };

// Admin: hide a review from the site or show it again → { id, hidden }.
export const PATCH = withAdmin<Context>(async (request, { params, admin }) => {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) return badRequest("id: must be a positive whole number");
  const body = await readJson(request, reviewVisibilitySchema, 1024);
  if (!body.ok) return body.response;
  if (!(await setReviewHidden(id, body.data.hidden))) return jsonError(404, "Review not found");
  await auditRequest(request, admin, { action: "status-change", target: `review ${id} ${body.data.hidden ? "hidden" : "shown"}` });
  return jsonReply({ id, hidden: body.data.hidden });
});
