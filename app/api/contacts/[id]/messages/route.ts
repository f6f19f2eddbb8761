import { ApiError } from "@/lib/common/api-error";
import { withAdmin } from "@/lib/auth/guard";
import { conversationOf, serviceWindowOpen } from "@/lib/conversations/replies";
import { jsonReply, routeId } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

// Admin only: the enquiry's WhatsApp conversation, oldest first →
// { messages: [{ id, direction, text, at, status, error }], windowOpen }.
export const GET = withAdmin<Context>("enquiries", async (_request, { params }) => {
  const id = await routeId({ params });
  const messages = await conversationOf(id);
  if (!messages) throw new ApiError(404, "not_found", "Enquiry not found");
  return jsonReply({ messages, windowOpen: await serviceWindowOpen(id) });
});
