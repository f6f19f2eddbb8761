import { auditRequest } from "@/lib/audit/events";
import { deleteHold, updateHold } from "@/lib/availability/queries";
import { withAdmin } from "@/lib/auth/guard";
import { badRequest, jsonError, jsonReply, noContent, readJson } from "@/lib/http";
import { holdUpdateSchema } from "@/lib/validation/availability";

type Context = { params: Promise<{ id: string }> };

async function holdId(context: Context): Promise<number | null> {
  const id = Number((await context.params).id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

// Admin: changes a hold's date, label or note → the hold.
export const PATCH = withAdmin<Context>(async (request, { admin, ...context }) => {
  const id = await holdId(context);
  if (!id) return badRequest("id: must be a positive whole number");
  const body = await readJson(request, holdUpdateSchema, 2048);
  if (!body.ok) return body.response;
  const hold = await updateHold(id, body.data);
  if (!hold) return jsonError(404, "Hold not found");
  await auditRequest(request, admin, { action: "calendar-change", target: `hold ${id} changed (${hold.date})` });
  return jsonReply(hold);
});

// Admin: removes a hold → 204.
export const DELETE = withAdmin<Context>(async (request, { admin, ...context }) => {
  const id = await holdId(context);
  if (!id) return badRequest("id: must be a positive whole number");
  if (!(await deleteHold(id))) return jsonError(404, "Hold not found");
  await auditRequest(request, admin, { action: "calendar-change", target: `hold ${id} removed` });
  return noContent();
});
