// Two jobs. The pages rendered per request (lib/security/nonce-pages.ts) get a fresh CSP nonce.
// And a first filter only: requests to admin-only API paths that carry no session cookie at all
// are turned away early. Every handler still checks the session itself (withAdmin / requireAdmin).
// Public posts (/api/contacts, tracking) and upload routes stay out of this matcher: a proxied
// request body is buffered and cut at 10 MB, and public traffic should not pay for the hop.
// Prerendered pages stay out too: their CSP is fixed (next.config.ts).
import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/cookie";
import { withNoncePolicy } from "@/lib/security/nonce";
import { isNoncePage } from "@/lib/security/nonce-pages";

export function proxy(request: NextRequest) {
  if (isNoncePage(request.nextUrl.pathname)) return withNoncePolicy(request);
  if (!request.cookies.has(sessionCookieName())) {
    return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/api/contacts/export",
    "/api/newsletter/export",
    "/api/admin/outbox",
    "/api/analytics/:path*",
    // lib/security/nonce-pages.ts
    "/admin",
    "/admin/:path*",
    "/booking/:path*",
    "/notifications",
    "/logo-manager",
    "/logo-dashboard",
    "/simple-logo-manager",
    "/newsletter/unsubscribe",
  ],
};
