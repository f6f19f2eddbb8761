// A first filter only: requests to admin-only API paths that carry no session cookie at all are
// turned away early. Every handler still checks the session itself (withAdmin / requireAdmin).
// Upload routes stay out of this matcher, because a proxied request body is cut at 10 MB.
import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/cookie";

function adminOnly(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  if (pathname === "/api/contacts") return request.method === "GET";
  return true; // every other path in the matcher
}

export function proxy(request: NextRequest) {
  if (adminOnly(request) && !request.cookies.has(sessionCookieName())) {
    return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/api/contacts", "/api/contacts/export", "/api/newsletter/export", "/api/admin/outbox", "/api/analytics/:path*"],
};
