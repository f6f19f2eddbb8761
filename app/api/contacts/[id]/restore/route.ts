import { ApiError } from "@/lib/common/api-error";
import { siteOrigin } from "@/lib/site-origin";
import { withAdmin } from "@/lib/auth/guard";
import { drainAfterResponse } from "@/lib/delivery/schedule";
import { restoreQuarantined } from "@/lib/enquiries/submit";
import { jsonReply, routeId } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

// Admin only: an enquiry the spam filter held back is not spam. It joins the inbox and its
// notifications go out.
export const POST = withAdmin<Context>("enquiries", async (request, { params }) => {
  const id = await routeId({ params });
  if (!(await restoreQuarantined(id, siteOrigin()))) throw new ApiError(404, "not_found", "No enquiry held as spam with that id");
  drainAfterResponse();
  return jsonReply({ id });
});
