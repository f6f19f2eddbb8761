import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { markReplied } from "@/lib/contacts/queries";
import { jsonReply, routeId } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

// Admin only: "I replied by phone or WhatsApp" stops the enquiry's reply clock (the first reply
// only: a later press keeps the first time) → { id, firstReplyAt }.
export const POST = withAdmin<Context>("enquiries", async (request, { params, actor }) => {
  const id = await routeId({ params });
  const replied = await markReplied(id, actor.username);
  if (!replied) throw new ApiError(404, "not_found", "Enquiry not found");
  await audit(actor, { action: "reply-recorded", target: `${replied.name}'s enquiry (#${id}): replied by phone or WhatsApp` });
  return jsonReply({ id, firstReplyAt: replied.firstReplyAt });
});
