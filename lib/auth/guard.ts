import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { audit, auditActorOf, type AuditActor } from "@/lib/audit/events";
import { withErrorNet } from "@/lib/error-net";
import { isSameOrigin, crossSiteRefused } from "@/lib/http";
import { sessionCookieName } from "./cookie";
import { adminSessionFromToken, type AdminSession } from "./session";
import { twoFactorRequired } from "./two-factor-policy";
import { accessOfMethod, can, type Access, type Section } from "@/lib/common/roles";

/**
 * Two-factor sign-in is required (ADMIN_REQUIRE_2FA=1 or the owner's rule) and this person has not
 * enrolled yet: only the enrolment is open to them. Whether they have is read with the session, so
 * the rule is looked up only for people without it.
 */
async function mustEnrolTwoFactor(admin: AdminSession): Promise<boolean> {
  return !admin.twoFactorOn && (await twoFactorRequired());
}

/** The signed-in admin with whether they must enrol first; only /admin (which shows the enrolment) uses it. */
export async function getAdminSessionForEnrolment(): Promise<(AdminSession & { mustEnrolTwoFactor: boolean }) | null> {
  const jar = await cookies();
  const admin = await adminSessionFromToken(jar.get(sessionCookieName())?.value);
  return admin && { ...admin, mustEnrolTwoFactor: await mustEnrolTwoFactor(admin) };
}

/** The signed-in admin of the current request (server components, actions), or null; sends one who must enrol to /admin. */
export async function getAdminSession(): Promise<AdminSession | null> {
  const admin = await getAdminSessionForEnrolment();
  if (admin?.mustEnrolTwoFactor) redirect("/admin");
  return admin && { adminId: admin.adminId, username: admin.username, sessionId: admin.sessionId, role: admin.role, twoFactorOn: admin.twoFactorOn };
}

export function adminSessionFromRequest(request: NextRequest): Promise<AdminSession | null> {
  return adminSessionFromToken(request.cookies.get(sessionCookieName())?.value);
}

type Handler<C> = (request: NextRequest, context: C & { admin: AdminSession; actor: AuditActor }) => Promise<Response> | Response;

/** What a wrapped handler declares: read by the route × role test (tests/integration/team-access.test.ts). */
export type AdminRouteAccess = { section: Section; access?: Access };

/** The one refusal of a request outside the person's role (never a 404 for a route that exists). */
const outsideRole = () => new ApiError(403, "forbidden", "Your role in the team does not allow this. Ask the band's owner.");

/**
 * Wraps every admin route handler: 401 without a live session, and 403 for a cross-site
 * mutating request (route handlers get no CSRF check from Next.js), for a person whose role does
 * not reach `section` (lib/common/roles.ts: GET and HEAD read, other methods write, unless `access`
 * says otherwise), or, when two-factor sign-in is required, for one who has not enrolled yet
 * (except the enrolment's own routes: `duringEnrolment`). Inside the error net, so every admin
 * handler answers an unexpected error as JSON with an id. The handler gets the person and the
 * audit actor (who, from where) that stores write under.
 */
export function withAdmin<C extends object>(section: Section, handler: Handler<C>, options: { duringEnrolment?: boolean; access?: Access } = {}) {
  const wrapped = withErrorNet(async (request: NextRequest, context: C): Promise<Response> => {
    // Refused before the session is looked at, so a cross-site request does not even mark it as used.
    if (request.method !== "GET" && request.method !== "HEAD" && !isSameOrigin(request)) {
      throw crossSiteRefused();
    }
    const admin = await adminSessionFromRequest(request);
    if (!admin) throw new ApiError(401, "unauthorized", "You were signed out. Sign in again.");
    if (!options.duringEnrolment && (await mustEnrolTwoFactor(admin))) throw new ApiError(403, "forbidden", "Set up two-factor sign-in first (Security tab)");
    const actor = auditActorOf(request, admin);
    if (!can(admin.role, section, options.access ?? accessOfMethod(request.method))) {
      await audit(actor, { action: "access-refused", outcome: "failure", target: `${request.method} ${request.nextUrl.pathname} (${admin.role}, ${section})` });
      throw outsideRole();
    }
    return handler(request, { ...context, admin, actor });
  });
  const access: AdminRouteAccess = { section, access: options.access };
  return Object.assign(wrapped, { access });
}
