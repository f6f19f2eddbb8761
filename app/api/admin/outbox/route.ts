import { withAdmin } from "@/lib/auth/guard";
import { outboxStatus } from "@/lib/delivery/status";
import { jsonReply, queryOf, rowIdFrom } from "@/lib/http";

// Admin only: whether email is configured, the counts by channel, what waits or gave up, and the
// delivery log (issue 65): the newest messages with channel, to, state, providerMessageId and
// error; ?contactId= keeps one enquiry's.
export const GET = withAdmin("enquiries", async (request) => {
  const { contactId } = queryOf(request);
  return jsonReply(await outboxStatus(contactId === undefined ? undefined : rowIdFrom(contactId, "contactId")));
});
