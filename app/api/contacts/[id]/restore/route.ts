import { ApiError } from "@/lib/common/api-error";
import { siteOrigin } from "@/lib/site-origin";
import { withAdmin } from "@/lib/auth/guard";
import { drainAfterResponse } from "@/lib/delivery/schedule";
import { restoreQuarantined } from "@/lib/enquiries/submit";
import { jsonReply } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

// Admin only: an enquiry the spam filter held back is not spam. It joins the inbox and its
// notifications go out.
export const POST = withAdmin<Context>("enquiries", async (request, { params }) => {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) throw new ApiError(400, "invalid_input", "id: must be a positive whole number");
  if (!(await restoreQuarantined(id, siteOrigin()))) throw new ApiError(404, "not_found", "No enquiry held as spam with that id");
  drainAfterResponse();
  return jsonReply({ id });
});
