import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson } from "@/lib/http";
import { erasePerson } from "@/lib/privacy/erase";
import { personKeySchema } from "@/lib/validation/privacy";

// Owner and manager (issue 66): POST { email | phone } → 200 with what was erased and what was
// kept for the tax records; 409 while a quote of the person waits for payment. Audited as
// privacy.erase with the counts, never the data.
export const POST = withAdmin("privacy", async (request, { actor }) => {
  const key = await readJson(request, personKeySchema, 1024);
  const erased = await erasePerson(key);
  await audit(actor, {
    action: "privacy.erase",
    target: `by ${key.email ? "email" : "phone"}: ${erased.enquiriesDeleted} enquiries deleted, ${erased.enquiriesKept} kept for their invoices, ${erased.whatsappMessages} WhatsApp messages, ${erased.eventPlans} event plans, ${erased.messagesSent} messages sent, ${erased.newsletter} newsletter`,
  });
  return jsonReply(erased);
});
