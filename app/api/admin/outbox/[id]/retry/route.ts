import { ApiError } from "@/lib/common/api-error";
import { withAdmin } from "@/lib/auth/guard";
import { retryFailedMessage } from "@/lib/delivery/drain";
import { drainAfterResponse } from "@/lib/delivery/schedule";
import { jsonReply, routeId } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

// Admin only: give a notification that gave up after its last attempt another round.
export const POST = withAdmin<Context>("enquiries", async (_request, { params }) => {
  const id = await routeId({ params });
  if (!(await retryFailedMessage(id))) throw new ApiError(404, "not_found", "No failed notification with that id");
  drainAfterResponse();
  return jsonReply({ id });
});
