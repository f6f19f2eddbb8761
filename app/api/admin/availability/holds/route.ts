import { audit } from "@/lib/audit/events";
import { createHold } from "@/lib/availability/queries";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson } from "@/lib/http";
import { holdSchema } from "@/lib/validation/availability";

// Admin: holds a day by hand { date, label, note? } → 201 with the hold. Public availability reads
// the database per request, so the day's state changes for visitors at once.
export const POST = withAdmin("enquiries", async (request, { actor }) => {
  const body = await readJson(request, holdSchema, 2048);
  const hold = await createHold(body);
  await audit(actor, { action: "calendar-change", target: `hold ${hold.id} added on ${hold.date}` });
  return jsonReply(hold, { status: 201 });
});
