import type { NextRequest } from "next/server";
import { sessionCookieName, sessionCookieOptions } from "@/lib/auth/cookie";
import { adminSessionFromRequest } from "@/lib/auth/guard";
import { endAdminSession } from "@/lib/auth/session";
import { audit, auditActorOf } from "@/lib/audit/events";
import { withErrorNet } from "@/lib/error-net";
import { isSameOrigin, noContent, crossSiteRefused } from "@/lib/http";

export const POST = withErrorNet(async (request: NextRequest) => {
  if (!isSameOrigin(request)) throw crossSiteRefused();
  const admin = await adminSessionFromRequest(request);
  // Revoked on the server, so a copy of the cookie kept elsewhere no longer works.
  if (admin) {
    await endAdminSession(admin.sessionId);
    await audit(auditActorOf(request, admin), { action: "sign-out" });
  }
  const response = noContent();
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
  return response;
});
