import { audit } from "@/lib/audit/events";
import { readableMoment } from "@/lib/dates/readable";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson } from "@/lib/http";
import { deleteAnalyticsBetween } from "@/lib/tracking/retention";
import { deleteVisitsSchema } from "@/lib/validation/tracking";

// Admin: "Delete visits from…" – every visit and action from one Lagos minute to another (both
// included), with their share of the charts' daily counts: { from, to } as "YYYY-MM-DDTHH:mm".
export const POST = withAdmin("insights", async (request, { actor }) => {
  const body = await readJson(request, deleteVisitsSchema, 1024);
  const { from, to } = body;
  const deleted = await deleteAnalyticsBetween(from, to);
  await audit(actor, {
    action: "delete",
    target: `visits from ${readableMoment(from)} to ${readableMoment(to)}: ${deleted.visits} visits, ${deleted.actions} actions`,
  });
  return jsonReply({ message: `Deleted ${deleted.visits} visits and ${deleted.actions} actions`, ...deleted });
});
