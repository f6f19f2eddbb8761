import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { deleteHold, updateHold } from "@/lib/availability/queries";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, noContent, readJson, routeId } from "@/lib/http";
import { holdUpdateSchema } from "@/lib/validation/availability";

type Context = { params: Promise<{ id: string }> };

// Admin: changes a hold's date, label or note → the hold.
export const PATCH = withAdmin<Context>("enquiries", async (request, { actor, ...context }) => {
  const id = await routeId(context);
  const body = await readJson(request, holdUpdateSchema, 2048);
  const hold = await updateHold(id, body);
  if (!hold) throw new ApiError(404, "not_found", "Hold not found");
  await audit(actor, { action: "calendar-change", target: `hold ${id} changed (${hold.date})` });
  return jsonReply(hold);
});

// Admin: removes a hold → 204.
export const DELETE = withAdmin<Context>("enquiries", async (request, { actor, ...context }) => {
  const id = await routeId(context);
  if (!(await deleteHold(id))) throw new ApiError(404, "not_found", "Hold not found");
  await audit(actor, { action: "calendar-change", target: `hold ${id} removed` });
  return noContent();
});
