import { createRequire } from "node:module";

// next/headers as a route handler sees it during one request, for tests that call handlers directly:
// next-auth reads the request's cookies and headers there, and authorize() sets cookies there, which
// Next.js adds to the response. Use: vi.mock("next/headers", async () => (await import("../support/next-headers-scope")).nextHeadersMock());

type HandlerCookie = { name: string; value: string; maxAge?: number };
export const requestScope: { headers: Headers; cookiesSet: HandlerCookie[] } = { headers: new Headers(), cookiesSet: [] };

function parseCookieHeader(header: string | null): { name: string; value: string }[] {
  return (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = "", ...rest] = part.split("=");
      // As Next.js does: cookie values arrive percent-encoded.
      return { name, value: decodeURIComponent(rest.join("=")) };
    });
}

/** The next/headers module as a route handler sees it during the request in `requestScope`. */
export const nextHeadersMock = () => ({
  cookies: async () => ({
    getAll: () => parseCookieHeader(requestScope.headers.get("cookie")),
    get: (name: string) => parseCookieHeader(requestScope.headers.get("cookie")).find((cookie) => cookie.name === name),
    set: (name: string, value: string, options?: { maxAge?: number }) => void requestScope.cookiesSet.push({ name, value, maxAge: options?.maxAge }),
  }),
  headers: async () => requestScope.headers,
});

/**
 * next-auth 4 `require`s next/headers at request time, which vi.mock does not reach: its CommonJS
 * exports are swapped for the mock too. Answers the function that puts the real ones back.
 */
export function mockNextHeadersForCommonJs(): () => void {
  const commonJs = createRequire(import.meta.url)("next/headers") as Record<string, unknown>;
  const original = { cookies: commonJs.cookies, headers: commonJs.headers };
  Object.assign(commonJs, nextHeadersMock());
  return () => Object.assign(commonJs, original);
}
