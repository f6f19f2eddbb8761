import { ApiError } from "@/lib/common/api-error";
import { withAdmin } from "@/lib/auth/guard";
import { outboxStatus } from "@/lib/delivery/status";
import { jsonReply, queryOf } from "@/lib/http";
import { rowIdSchema } from "@/lib/validation/row-id";

// Admin only: whether email is configured, the counts by channel, what waits or gave up, and the
// delivery log (issue 65): the newest messages with channel, to, state, providerMessageId and
// error; ?contactId= keeps one enquiry's.
export const GET = withAdmin("enquiries", async (request) => {
  const raw = queryOf(request).contactId;
  const contactId = raw === undefined ? undefined : rowIdSchema.safeParse(raw);
  if (contactId && !contactId.success) throw new ApiError(400, "invalid_input", "contactId: must be a positive whole number", { contactId: "must be a positive whole number" });
  return jsonReply(await outboxStatus(contactId?.data));
});
