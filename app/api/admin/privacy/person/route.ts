import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { invalidInput, jsonReply, queryOf } from "@/lib/http";
import { findPerson } from "@/lib/privacy/person";
import { personKeySchema } from "@/lib/validation/privacy";

export const dynamic = "force-dynamic";

// Owner and manager (issue 66): GET ?email= or ?phone= → { person, records: { enquiries,
// whatsappMessages, quotes, payments, documents, newsletter, privacyRequests } }, every record about
// that person.
// Audited as privacy.lookup with what was found (counts; the person's details stay out of the log,
// so an erasure leaves none there either).
export const GET = withAdmin("privacy", async (request, { actor }) => {
  const parsed = personKeySchema.safeParse(queryOf(request));
  if (!parsed.success) throw invalidInput(parsed.error);
  const found = await findPerson(parsed.data);
  const { enquiries, whatsappMessages, quotes, payments, documents, newsletter, privacyRequests } = found.records;
  await audit(actor, {
    action: "privacy.lookup",
    target: `by ${parsed.data.email ? "email" : "phone"}: ${enquiries.length} enquiries, ${whatsappMessages.length} WhatsApp messages, ${quotes.length} quotes, ${payments.length} payments, ${documents.length} documents, ${newsletter.length} newsletter, ${privacyRequests.length} privacy requests`,
  });
  return jsonReply(found);
});
