import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { replyOnWhatsapp, sendFollowUp } from "@/lib/conversations/replies";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { whatsappSendSchema } from "@/lib/validation/whatsapp-message";

type Context = { params: Promise<{ id: string }> };

// Admin only: answers the client on WhatsApp → 201 with the stored message. { text } inside the 24
// hours after the client's last message (else 409: a template is needed); { followUp: true } sends
// the approved follow-up template at any time.
export const POST = withAdmin<Context>("enquiries", async (request, { params, actor }) => {
  const id = await routeId({ params });
  const body = await readJson(request, whatsappSendSchema, 20 * 1024);
  const { text } = body;
  const sent = text !== undefined ? await replyOnWhatsapp(id, text, actor.username) : await sendFollowUp(id, actor.username);
  await audit(actor, { action: "reply-recorded", target: `enquiry #${id}: ${text !== undefined ? "WhatsApp reply" : "WhatsApp follow-up"} sent` });
  return jsonReply(sent.message, { status: 201 });
});
