import { ApiError, rateLimited } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { sessionCookieName, sessionCookieOptions } from "@/lib/auth/cookie";
import { throttledMessage, verifySignIn, type LoginResult } from "@/lib/auth/credentials";
import { deviceCookieName } from "@/lib/auth/device";
import { clearedChallengeCookie, loginChallengeCookieName, type ChallengeCookie } from "@/lib/auth/login-challenge";
import { encodeSessionToken, sessionMaxAgeSeconds, startAdminSession } from "@/lib/auth/session";
import { withErrorNet } from "@/lib/error-net";
import { clientIp, crossSiteRefused, errorReply, isSameOrigin, jsonReply, readJson } from "@/lib/http";
import { adminLoginSchema } from "@/lib/validation/admin-login";
import { TWO_FACTOR_MESSAGES } from "@/lib/validation/two-factor";

// Two steps: { username, password }; then, for an admin with 2FA on, { username, code } with the
// pending sign-in cookie the first step set. The password is never sent twice. A new browser
// refused while its account is locked for strangers may send all three at once (its own lane).

/** 401 two_factor_required; `twoFactor` says whether the code is asked for, was wrong, or came too late. */
function twoFactorAnswer(twoFactor: keyof typeof TWO_FACTOR_MESSAGES, challenge?: ChallengeCookie) {
  const response = errorReply(new ApiError(401, "two_factor_required", TWO_FACTOR_MESSAGES[twoFactor], undefined, { details: { twoFactor } }));
  if (challenge) response.cookies.set(challenge.name, challenge.value, challenge.options);
  return response;
}

function refusal(result: Exclude<LoginResult, { ok: true }>) {
  switch (result.reason) {
    case "throttled":
      throw rateLimited(result.retryAfterSeconds, throttledMessage(result.retryAfterSeconds));
    case "code-required":
      return twoFactorAnswer("required", result.challengeCookie);
    case "invalid-code":
      return twoFactorAnswer("invalid");
    case "challenge-expired":
      return twoFactorAnswer("expired", clearedChallengeCookie());
    default:
      throw new ApiError(401, "unauthorized", "Invalid credentials");
  }
}

export const POST = withErrorNet(async (request: NextRequest) => {
  if (!isSameOrigin(request)) throw crossSiteRefused();
  const body = await readJson(request, adminLoginSchema, 4096);

  const origin = { ip: clientIp(request.headers), deviceCookie: request.cookies.get(deviceCookieName())?.value, userAgent: request.headers.get("user-agent") };
  const result = await verifySignIn(body, { ...origin, challenge: request.cookies.get(loginChallengeCookieName())?.value });
  if (!result.ok) return refusal(result);

  const sessionId = await startAdminSession(result.admin.id, { ipAddress: origin.ip, userAgent: origin.userAgent });
  const token = await encodeSessionToken(result.admin, sessionId);
  const response = jsonReply({ success: true });
  response.cookies.set(sessionCookieName(), token, { ...sessionCookieOptions(), maxAge: sessionMaxAgeSeconds() });
  response.cookies.set(result.deviceCookie.name, result.deviceCookie.value, result.deviceCookie.options);
  if (body.step === "code") {
    const cleared = clearedChallengeCookie();
    response.cookies.set(cleared.name, cleared.value, cleared.options);
  }
  return response;
});
