import { NextRequest } from "next/server";
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { GET as check } from "@/app/api/admin/check/route";
import { POST as login } from "@/app/api/admin/login/route";

import { requestScope } from "./next-headers-scope";

// A browser for the sign-in tests: it keeps a cookie jar, sends one user agent and address, and
// talks to /api/admin/login and next-auth's real route handlers. Test files mock next/headers with
// tests/support/next-headers-scope.ts.

const BASE = "http://localhost:3000";

export class SignInBrowser {
  readonly jar = new Map<string, string>();

  constructor(
    readonly ip: string,
    readonly userAgent = "Mozilla/5.0 (sign-in test)",
  ) {}

  private headers(extra: Record<string, string> = {}): Headers {
    const headers = new Headers({ host: "localhost:3000", "x-forwarded-for": this.ip, "user-agent": this.userAgent, ...extra });
    if (this.jar.size) headers.set("cookie", [...this.jar].map(([name, value]) => `${name}=${value}`).join("; "));
    return headers;
  }

  private store(name: string, value: string, expired: boolean) {
    if (expired || !value) this.jar.delete(name);
    else this.jar.set(name, value);
  }

  private async send(call: (request: NextRequest) => Promise<Response>, request: NextRequest): Promise<Response> {
    requestScope.headers = request.headers;
    requestScope.cookiesSet = [];
    const response = await call(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", ...rest] = pair.split("=");
      this.store(
        name,
        rest.join("="),
        attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute) || /expires=thu, 01 jan 1970/i.test(attribute)),
      );
    }
    for (const { name, value, maxAge } of requestScope.cookiesSet) this.store(name, value, maxAge === 0);
    return response;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** POST /api/admin/login as the admin forms send it. */
  adminLogin(body: unknown, extra: Record<string, string> = {}): Promise<Response> {
    const headers = this.headers({ "content-type": "application/json", ...extra });
    return this.send(login, new NextRequest(`${BASE}/api/admin/login`, { method: "POST", headers, body: JSON.stringify(body) }));
  }

  /** next-auth's own sign-in: its CSRF token first, then the credentials callback (json=true, as signIn() does). */
  async nextAuthSignIn(fields: Record<string, string>, extra: Record<string, string> = {}): Promise<{ status: number; url: string; error: string | null; body: unknown }> {
    const csrf = await this.send(
      (request) => nextAuthGet(request, { params: Promise.resolve({ nextauth: ["csrf"] }) }),
      new NextRequest(`${BASE}/api/auth/csrf`, { headers: this.headers() }),
    );
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const body = new URLSearchParams({ csrfToken, json: "true", callbackUrl: `${BASE}/admin`, ...fields }).toString();
    const headers = this.headers({ "content-type": "application/x-www-form-urlencoded", ...extra });
    const response = await this.send(
      (request) => nextAuthPost(request, { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) }),
      new NextRequest(`${BASE}/api/auth/callback/credentials`, { method: "POST", headers, body }),
    );
    const json = (await response.json()) as { url?: string; error?: string };
    const url = json.url ?? "";
    return { status: response.status, url, error: url ? new URL(url).searchParams.get("error") : null, body: json };
  }

  async isSignedIn(): Promise<boolean> {
    const response = await this.send((request) => check(request), new NextRequest(`${BASE}/api/admin/check`, { headers: this.headers() }));
    return ((await response.json()) as { authenticated: boolean }).authenticated;
  }
}
