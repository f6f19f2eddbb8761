import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { changeAdminPassword } from "@/lib/auth/password-change";
import { jsonError, jsonReply, readJson, tooManyRequests } from "@/lib/http";
import { passwordChangeSchema } from "@/lib/validation/admin-password";

export const dynamic = "force-dynamic";

// Admin: changes the signed-in admin's password { currentPassword, newPassword } → { endedSessions }.
// 400 for a short or common new password, 403 for a wrong current one, 429 after repeated wrong ones.
export const POST = withAdmin(async (request, { admin }) => {
  const body = await readJson(request, passwordChangeSchema, 4096);
  if (!body.ok) return body.response;
  const result = await changeAdminPassword({ adminId: admin.adminId, sessionId: admin.sessionId, ...body.data });
  await auditRequest(request, admin, {
    action: "password-change",
    outcome: result.ok ? "success" : "failure",
    target: result.ok ? `${result.endedSessions} other sessions ended` : result.reason,
  });
  if (!result.ok) {
    if (result.reason === "throttled") return tooManyRequests(result.retryAfterSeconds, result.message);
    return jsonError(result.reason === "wrong-current" ? 403 : 400, result.message);
  }
  return jsonReply({ endedSessions: result.endedSessions });
});
