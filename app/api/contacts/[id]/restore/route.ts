import { siteOrigin } from "@/lib/site-origin";
import { withAdmin } from "@/lib/auth/guard";
import { drainAfterResponse } from "@/lib/outbox/schedule";
import { restoreQuarantined } from "@/lib/enquiries/submit";
import { badRequest, jsonError, jsonReply } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

// Admin only: an enquiry the spam filter held back is not spam. It joins the inbox and its
// notifications go out.
export const POST = withAdmin<Context>(async (request, { params }) => {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) return badRequest("id: must be a positive whole number");
  if (!(await restoreQuarantined(id, siteOrigin()))) return jsonError(404, "No enquiry held as spam with that id");
  drainAfterResponse();
  return jsonReply({ id });
});
