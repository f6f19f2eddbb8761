import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { listSubscribers } from "@/lib/contacts/queries";
import { csvResponse, toCsv } from "@/lib/csv";

// Admin only: newsletter subscribers as CSV.
export const GET = withAdmin("site", async (request, { actor }) => {
  const subscribers = await listSubscribers();
  await audit(actor, { action: "export", target: `newsletter subscribers (${subscribers.length})` });
  return csvResponse(toCsv(subscribers, ["email", "subscribed", "createdAt"]), `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
});
