import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, noContent, readJson, routeId } from "@/lib/http";
import { changeRole, removeMember } from "@/lib/team/members";
import { roleChangeSchema } from "@/lib/validation/team";

type Context = { params: Promise<{ id: string }> };

// Owner: gives a person another role { role } → { member: { id, role } }; counts on their next request.
export const PATCH = withAdmin<Context>("team", async (request, { actor, ...context }) => {
  const id = await routeId(context);
  const body = await readJson(request, roleChangeSchema, 1024);
  return jsonReply({ member: await changeRole(actor, id, body.role) });
});

// Owner: removes a person → 204; their sessions end at once.
export const DELETE = withAdmin<Context>("team", async (_request, { actor, ...context }) => {
  await removeMember(actor, await routeId(context));
  return noContent();
});
