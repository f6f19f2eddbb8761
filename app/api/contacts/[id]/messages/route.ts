import { ApiError } from "@/lib/common/api-error";
import { withAdmin } from "@/lib/auth/guard";
import { conversationOf, serviceWindowOpen } from "@/lib/conversations/replies";
import { jsonReply } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

// Admin only: the enquiry's WhatsApp conversation, oldest first →
// { messages: [{ id, direction, text, at, status, error }], windowOpen }.
export const GET = withAdmin<Context>("enquiries", async (_request, { params }) => {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) throw new ApiError(400, "invalid_input", "id: must be a positive whole number");
  const messages = await conversationOf(id);
  if (!messages) throw new ApiError(404, "not_found", "Enquiry not found");
  return jsonReply({ messages, windowOpen: await serviceWindowOpen(id) });
});
