import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { renewRecoveryCodesWithProof } from "@/lib/auth/two-factor-disable";
import { jsonError, jsonReply, readJson, tooManyRequests } from "@/lib/http";
import { twoFactorDisableSchema } from "@/lib/validation/two-factor";

export const dynamic = "force-dynamic";

// Admin: ten new recovery codes in place of the old ones, { password } or { code } → { recoveryCodes }
// (shown once). 403 for a wrong password or code, 409 when 2FA is not on, 429 after repeated wrong ones.
export const POST = withAdmin(async (request, { admin }) => {
  const body = await readJson(request, twoFactorDisableSchema, 4096);
  if (!body.ok) return body.response;
  const result = await renewRecoveryCodesWithProof({ adminId: admin.adminId, username: admin.username, ...body.data });
  await auditRequest(request, admin, {
    action: "two-factor-recovery-codes",
    outcome: result.ok ? "success" : "failure",
    target: result.ok ? `with ${result.method}` : result.reason,
  });
  if (!result.ok) {
    if (result.reason === "throttled") return tooManyRequests(result.retryAfterSeconds, result.message);
    return jsonError(result.reason === "not-enabled" ? 409 : 403, result.message);
  }
  return jsonReply({ recoveryCodes: result.recoveryCodes });
});
