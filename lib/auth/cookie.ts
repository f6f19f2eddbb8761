import "server-only";
// The admin session cookie: the one next-auth reads, set by /api/admin/login as well.

/** Secure in production; SECURE_COOKIES=0 only for a self-hosted server on plain HTTP. */
export function secureCookies(): boolean {
  return process.env.NODE_ENV === "production" && process.env.SECURE_COOKIES !== "0";
}

/** __Host-: the browser keeps it only when Secure, Path=/ and without Domain (sessionCookieOptions). */
export function sessionCookieName(): string {
  return secureCookies() ? "__Host-next-auth.session-token" : "next-auth.session-token";
}

export function sessionCookieOptions() {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: secureCookies() };
}

/** One cookie's value from a raw Cookie header. */
export function cookieFromHeader(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}
