import { rateLimited, ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { disableTwoFactor } from "@/lib/auth/two-factor-disable";
import { jsonReply, readJson } from "@/lib/http";
import { twoFactorDisableSchema } from "@/lib/validation/two-factor";

export const dynamic = "force-dynamic";

// Admin: turns two-factor sign-in off { password } or { code } → { endedSessions }.
// 403 for a wrong password or code, 409 when it is not on, 429 after repeated wrong ones.
export const POST = withAdmin("self", async (request, { admin, actor }) => {
  const body = await readJson(request, twoFactorDisableSchema, 4096);
  const result = await disableTwoFactor({ ...admin, ...body });
  await audit(actor, {
    action: "two-factor-disable",
    outcome: result.ok ? "success" : "failure",
    target: result.ok ? `with ${result.method}; ${result.endedSessions} other sessions ended` : result.reason,
  });
  if (!result.ok) {
    if (result.reason === "throttled") throw rateLimited(result.retryAfterSeconds, result.message);
    throw result.reason === "not-enabled" ? new ApiError(409, "conflict", result.message) : new ApiError(403, "forbidden", result.message);
  }
  return jsonReply({ endedSessions: result.endedSessions });
});
