import { rateLimited, ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { changeAdminPassword } from "@/lib/auth/password-change";
import { jsonReply, readJson } from "@/lib/http";
import { passwordChangeSchema } from "@/lib/validation/admin-password";

export const dynamic = "force-dynamic";

// Admin: changes the signed-in admin's password { currentPassword, newPassword } → { endedSessions }.
// 400 for a short or common new password, 403 for a wrong current one, 429 after repeated wrong ones.
export const POST = withAdmin("self", async (request, { admin, actor }) => {
  const body = await readJson(request, passwordChangeSchema, 4096);
  const result = await changeAdminPassword({ adminId: admin.adminId, sessionId: admin.sessionId, ...body });
  await audit(actor, {
    action: "password-change",
    outcome: result.ok ? "success" : "failure",
    target: result.ok ? `${result.endedSessions} other sessions ended` : result.reason,
  });
  if (!result.ok) {
    if (result.reason === "throttled") throw rateLimited(result.retryAfterSeconds, result.message);
    throw result.reason === "wrong-current" ? new ApiError(403, "forbidden", result.message) : new ApiError(400, "invalid_input", result.message);
  }
  return jsonReply({ endedSessions: result.endedSessions });
});
