// A first filter only: admin-only API paths without any session cookie are turned away early.
// Every handler still checks the session itself (withAdmin / requireAdmin). Upload routes stay
// out of this matcher, because a proxied request body is cut at 10 MB.
import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/cookie";

export function proxy(request: NextRequest) {
  if (request.method === "GET" && request.nextUrl.pathname === "/api/contacts" && !request.cookies.has(sessionCookieName())) {
    return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
  }
  if (request.nextUrl.pathname.startsWith("/api/analytics/") && !request.cookies.has(sessionCookieName())) {
    return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/api/contacts", "/api/analytics/:path*"],
};
