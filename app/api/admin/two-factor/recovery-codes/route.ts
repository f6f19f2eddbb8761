import { rateLimited, ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { renewRecoveryCodesWithProof } from "@/lib/auth/two-factor-disable";
import { jsonReply, readJson } from "@/lib/http";
import { twoFactorDisableSchema } from "@/lib/validation/two-factor";

export const dynamic = "force-dynamic";

// Admin: ten new recovery codes in place of the old ones, { password } or { code } → { recoveryCodes }
// (shown once). 403 for a wrong password or code, 409 when 2FA is not on, 429 after repeated wrong ones.
export const POST = withAdmin("self", async (request, { admin, actor }) => {
  const body = await readJson(request, twoFactorDisableSchema, 4096);
  const result = await renewRecoveryCodesWithProof({ adminId: admin.adminId, username: admin.username, ...body });
  await audit(actor, {
    action: "two-factor-recovery-codes",
    outcome: result.ok ? "success" : "failure",
    target: result.ok ? `with ${result.method}` : result.reason,
  });
  if (!result.ok) {
    if (result.reason === "throttled") throw rateLimited(result.retryAfterSeconds, result.message);
    throw result.reason === "not-enabled" ? new ApiError(409, "conflict", result.message) : new ApiError(403, "forbidden", result.message);
  }
  return jsonReply({ recoveryCodes: result.recoveryCodes });
});
