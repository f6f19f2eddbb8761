import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { markReplied } from "@/lib/contacts/queries";
import { badRequest, jsonError, jsonReply } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

// Admin only: "I replied by phone or WhatsApp" stops the enquiry's reply clock (the first reply
// only: a later press keeps the first time) → { id, firstReplyAt }.
export const POST = withAdmin<Context>(async (request, { params, admin }) => {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) return badRequest("id: must be a positive whole number");
  const replied = await markReplied(id);
  if (!replied) return jsonError(404, "Enquiry not found");
  await auditRequest(request, admin, { action: "reply-recorded", target: `${replied.name}'s enquiry (#${id}): replied by phone or WhatsApp` });
  return jsonReply({ id, firstReplyAt: replied.firstReplyAt });
});
