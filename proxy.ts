// A first filter only: requests to admin-only API paths that carry no session cookie at all are
// turned away early. Every handler still checks the session itself (withAdmin / requireAdmin).
// Public posts (/api/contacts, tracking) and upload routes stay out of this matcher: a proxied
// request body is buffered and cut at 10 MB, and public traffic should not pay for the hop.
import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/cookie";

export function proxy(request: NextRequest) {
  if (!request.cookies.has(sessionCookieName())) {
    return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/api/contacts/export", "/api/newsletter/export", "/api/admin/outbox", "/api/analytics/:path*"],
};
