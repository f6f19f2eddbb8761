import "server-only";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { forbidden, isSameOrigin, unauthorized } from "../http";
import { sessionCookieName } from "./cookie";
import { adminSessionFromToken, type AdminSession } from "./session";

export class AdminAuthError extends Error {
  constructor() {
    super("Administrator login required");
  }
}

/** The signed-in admin of the current request (server components, actions), or null. */
export async function getAdminSession(): Promise<AdminSession | null> {
  const jar = await cookies();
  return adminSessionFromToken(jar.get(sessionCookieName())?.value);
}

/** Every admin page and server action starts with this; it throws when nobody is signed in. */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) throw new AdminAuthError();
  return session;
}

export function adminSessionFromRequest(request: NextRequest): Promise<AdminSession | null> {
  return adminSessionFromToken(request.cookies.get(sessionCookieName())?.value);
}

type Handler<C> = (request: NextRequest, context: C & { admin: AdminSession }) => Promise<Response> | Response;

/**
 * Wraps every admin route handler: 401 without a live session, and 403 for a cross-site
 * mutating request (route handlers get no CSRF check from Next.js).
 */
export function withAdmin<C extends object>(handler: Handler<C>) {
  return async (request: NextRequest, context: C): Promise<Response> => {
    // Refused before the session is looked at, so a cross-site request does not even mark it as used.
    if (request.method !== "GET" && request.method !== "HEAD" && !isSameOrigin(request)) {
      return forbidden("Cross-site request refused");
    }
    const admin = await adminSessionFromRequest(request);
    if (!admin) return unauthorized();
    return handler(request, { ...context, admin });
  };
}
