// Six jobs. A form sent without JavaScript from a page of another build, naming a server action
// this build does not have, is shown again at /send-again/<form> with what the visitor typed
// (lib/forms/stale-action.ts), instead of Next.js's bare 409. A made-up picture asked of
// /_next/image is answered 404 here, before Next.js fetches it and logs an error
// (lib/media/shipped-picture.ts). A server action posted from another site is refused with 403
// (Next.js itself would answer 500 after its own Origin check). The pages rendered per request
// (lib/security/nonce-pages.ts) get a fresh CSP nonce. The routes that may show ads get a policy
// that names the ad network only while ads are on (lib/ads/ad-route-policy.ts). And a first
// filter only: requests to admin-only API paths that carry no session cookie at all are turned
// away early. Every handler still checks the session itself (withAdmin / requireAdmin).
// Public posts (/api/contacts, tracking) and upload routes stay out of this matcher: a proxied
// request body is buffered and cut at 10 MB, and public traffic should not pay for the hop.
// Other prerendered pages stay out too: their CSP is fixed (next.config.ts).
import { NextResponse, type NextRequest } from "next/server";
import { withAdRoutePolicy } from "@/lib/ads/ad-route-policy";
import { showsAds } from "@/lib/ads/shows-ads";
import { sessionCookieName } from "@/lib/auth/cookie";
import { ApiError } from "@/lib/common/api-error";
import { crossSiteRefused, errorReply, isSameOrigin } from "@/lib/http";
import { withNoncePolicy } from "@/lib/security/nonce";
import { isMissingShippedPicture } from "@/lib/media/shipped-picture";
import { isNoncePage } from "@/lib/security/nonce-pages";
import { encodeStaleForm, STALE_FORM_HEADER, staleFormPost } from "@/lib/forms/stale-action";

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const stale = await staleFormPost(request);
  if (stale) {
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set(STALE_FORM_HEADER, encodeStaleForm(stale));
    // Not a form post any more: Next.js renders the page instead of looking for the action.
    requestHeaders.set("content-type", "text/plain");
    return withNoncePolicy(request, { rewriteTo: new URL(`/send-again/${stale.form}`, request.url), requestHeaders });
  }
  if (pathname === "/_next/image") {
    if (isMissingShippedPicture(request.nextUrl.searchParams.get("url"))) return errorReply(new ApiError(404, "not_found", "No such picture"));
    return NextResponse.next();
  }
  const noncePage = isNoncePage(pathname);
  if (request.headers.has("next-action")) {
    if (!isSameOrigin(request)) return errorReply(crossSiteRefused());
    if (!noncePage && !showsAds(pathname)) return NextResponse.next(); // the action checks its own input and session
  }
  if (noncePage) {
    const requestHeaders = new Headers(request.headers);
    requestHeaders.delete(STALE_FORM_HEADER); // only this proxy sets it
    return withNoncePolicy(request, { requestHeaders });
  }
  if (showsAds(pathname)) return withAdRoutePolicy();
  if (!pathname.startsWith("/api/")) return NextResponse.next(); // a form post of this build, to a page the matcher names by content type
  if (!request.cookies.has(sessionCookieName())) {
    return errorReply(new ApiError(401, "unauthorized", "Unauthorized"));
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/_next/image",
    // Server actions, wherever they are posted (a request Next.js marks with this header).
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    "/api/contacts/export",
    "/api/newsletter/export",
    "/api/admin/outbox",
    "/api/analytics/:path*",
    // fixed/ads.ts's adRoutes
    "/",
    "/about",
    "/services",
    "/gallery",
    "/music",
    "/contact",
    "/testimonials",
    "/privacy-policy",
    "/terms-of-service",
    // lib/security/nonce-pages.ts
    "/admin",
    "/admin/:path*",
    "/booking/:path*",
    "/gig/:path*",
    "/notifications",
    "/logo-manager",
    "/logo-dashboard",
    "/simple-logo-manager",
    "/newsletter/unsubscribe",
    "/send-again/:path*",
    // Forms sent without JavaScript (to whichever page showed them): uploads to the API stay out.
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
  ],
};
