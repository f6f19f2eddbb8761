import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { disableTwoFactor } from "@/lib/auth/two-factor-disable";
import { jsonError, jsonReply, readJson, tooManyRequests } from "@/lib/http";
import { twoFactorDisableSchema } from "@/lib/validation/two-factor";

export const dynamic = "force-dynamic";

// Admin: turns two-factor sign-in off { password } or { code } → { endedSessions }.
// 403 for a wrong password or code, 409 when it is not on, 429 after repeated wrong ones.
export const POST = withAdmin(async (request, { admin }) => {
  const body = await readJson(request, twoFactorDisableSchema, 4096);
  if (!body.ok) return body.response;
  const result = await disableTwoFactor({ ...admin, ...body.data });
  await auditRequest(request, admin, {
    action: "two-factor-disable",
    outcome: result.ok ? "success" : "failure",
    target: result.ok ? `with ${result.method}; ${result.endedSessions} other sessions ended` : result.reason,
  });
  if (!result.ok) {
    if (result.reason === "throttled") return tooManyRequests(result.retryAfterSeconds, result.message);
    return jsonError(result.reason === "not-enabled" ? 409 : 403, result.message);
  }
  return jsonReply({ endedSessions: result.endedSessions });
});
