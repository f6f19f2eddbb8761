import { withAdmin } from "@/lib/auth/guard";
import { retryFailedMessage } from "@/lib/outbox/outbox";
import { drainAfterResponse } from "@/lib/outbox/schedule";
import { badRequest, jsonError, jsonReply } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

// Admin only: give a notification that gave up after its last attempt another round.
export const POST = withAdmin<Context>(async (_request, { params }) => {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) return badRequest("id: must be a positive whole number");
  if (!(await retryFailedMessage(id))) return jsonError(404, "No failed notification with that id");
  drainAfterResponse();
  return jsonReply({ id });
});
