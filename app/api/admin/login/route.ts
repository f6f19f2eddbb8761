import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName, sessionCookieOptions } from "@/lib/auth/cookie";
import { throttledMessage, verifyAdminLogin } from "@/lib/auth/credentials";
import { deviceCookieName } from "@/lib/auth/device";
import { encodeSessionToken, sessionMaxAgeSeconds, startAdminSession } from "@/lib/auth/session";
import { clientIp, forbidden, isSameOrigin, readJson, tooManyRequests, unauthorized } from "@/lib/http";
import { adminLoginSchema } from "@/lib/validation/admin-login";
import { TWO_FACTOR_MESSAGES } from "@/lib/validation/two-factor";

const twoFactorAnswer = (twoFactor: keyof typeof TWO_FACTOR_MESSAGES) =>
  NextResponse.json({ error: TWO_FACTOR_MESSAGES[twoFactor], twoFactor }, { status: 401, headers: { "Cache-Control": "no-store" } });

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return forbidden("Cross-site request refused");
  const body = await readJson(request, adminLoginSchema, 4096);
  if (!body.ok) return body.response;

  const { username, password, code } = body.data;
  const deviceCookie = request.cookies.get(deviceCookieName())?.value;
  const ip = clientIp(request.headers);
  const result = await verifyAdminLogin({ username, password, code, ip, deviceCookie, userAgent: request.headers.get("user-agent") });
  if (!result.ok) {
    if (result.reason === "throttled") return tooManyRequests(result.retryAfterSeconds, throttledMessage(result.retryAfterSeconds));
    // `twoFactor` tells the form to ask for (or again for) the code and send it with the password.
    if (result.reason === "code-required") return twoFactorAnswer("required");
    if (result.reason === "invalid-code") return twoFactorAnswer("invalid");
    return unauthorized("Invalid credentials");
  }

  const sessionId = await startAdminSession(result.admin.id, { ipAddress: ip, userAgent: request.headers.get("user-agent") });
  const token = await encodeSessionToken(result.admin, sessionId);
  const response = NextResponse.json({ success: true }, { headers: { "Cache-Control": "no-store" } });
  response.cookies.set(sessionCookieName(), token, { ...sessionCookieOptions(), maxAge: sessionMaxAgeSeconds() });
  response.cookies.set(result.deviceCookie.name, result.deviceCookie.value, result.deviceCookie.options);
  return response;
}
