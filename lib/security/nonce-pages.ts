// The pages rendered per request, which get a nonce CSP from proxy.ts. proxy.ts's matcher must
// name each of them literally (Next reads it statically); tests/unit/security-headers.test.ts
// checks the two agree, and tests/e2e/headers.spec.ts that every page the build does not
// prerender is in this list.
export const noncePages = ["/admin", "/notifications", "/logo-manager", "/logo-dashboard", "/simple-logo-manager", "/newsletter/unsubscribe"] as const;

/** Sections whose every page is rendered per request too (/admin/music, /booking/<token>, /gig/<token>, /send-again/<form>): in the matcher as "/admin/:path*". */
export const noncePageSections = ["/admin", "/booking", "/gig", "/send-again"] as const;

export function isNoncePage(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (noncePages as readonly string[]).includes(trimmed) || noncePageSections.some((section) => trimmed.startsWith(`${section}/`));
}

/**
 * A next.config `source` matching every path except those whose CSP proxy.ts sets (which must not
 * get two): the nonce pages and the routes that may show ads (`adRoutes`, "/" among them); and
 * except the build's static files, which are no documents (`staticFileHeaders`).
 */
const STATIC_FILES = "_next/static/";

/** A next.config `source` matching every path but the build's static files (/_next/static/…). */
export const sourceOtherThanStaticFiles = `/:path((?!${STATIC_FILES}).*)`;

/** The build's static files, for their own headers. */
export const staticFilesSource = `/${STATIC_FILES}:path*`;

export function sourceWithFixedPolicy(adRoutes: readonly string[]): string {
  const escape = (page: string) => page.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pages = [...noncePages.map(escape), ...noncePageSections.map((section) => `${escape(section)}/.*`), ...adRoutes.map(escape)];
  return `/:path((?!(?:${pages.join("|")})$)(?!${STATIC_FILES}).*)`;
}
