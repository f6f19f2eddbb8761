import { endOtherSession } from "@/lib/auth/admin-sessions";
import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { badRequest, jsonError, noContent } from "@/lib/http";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

// Admin: ends one other session of the signed-in admin → 204; its cookie is refused at once.
export const DELETE = withAdmin<Context>(async (request, { admin, params }) => {
  const { id } = await params;
  if (id.length > 100) return badRequest("Invalid session id");
  if (id === admin.sessionId) return badRequest("This is the current session: use Logout to end it");
  if (!(await endOtherSession(admin.adminId, admin.sessionId, id))) return jsonError(404, "No such active session");
  await auditRequest(request, admin, { action: "session-end", target: `session ${id.slice(0, 8)}` });
  return noContent();
});
