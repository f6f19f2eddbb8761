// The pages rendered per request, which get a nonce CSP from proxy.ts. proxy.ts's matcher must
// name each of them literally (Next reads it statically); tests/unit/security-headers.test.ts
// checks the two agree, and tests/e2e/headers.spec.ts that every page the build does not
// prerender is in this list.
export const noncePages = ["/admin", "/notifications", "/logo-manager", "/logo-dashboard", "/simple-logo-manager", "/newsletter/unsubscribe"] as const;

export function isNoncePage(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (noncePages as readonly string[]).includes(trimmed);
}

/** A next.config `source` matching every path except the nonce pages (which must not get two CSPs). */
export function sourceExceptNoncePages(): string {
  const pages = noncePages.map((page) => page.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return `/:path((?!(?:${pages.join("|")})$).*)`;
}
