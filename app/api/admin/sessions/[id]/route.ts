import { ApiError } from "@/lib/common/api-error";
import { endOtherSession } from "@/lib/auth/admin-sessions";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { noContent } from "@/lib/http";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

// Admin: ends one other session of the signed-in admin → 204; its cookie is refused at once.
export const DELETE = withAdmin<Context>("self", async (request, { admin, params, actor }) => {
  const { id } = await params;
  if (id.length > 100) throw new ApiError(400, "invalid_input", "Invalid session id");
  if (id === admin.sessionId) throw new ApiError(400, "invalid_input", "This is the current session: use Logout to end it");
  if (!(await endOtherSession(admin.adminId, admin.sessionId, id))) throw new ApiError(404, "not_found", "No such active session");
  await audit(actor, { action: "session-end", target: `session ${id.slice(0, 8)}` });
  return noContent();
});
