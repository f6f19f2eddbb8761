import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { cookies, headers } from "next/headers";
import { recordAudit } from "@/lib/audit/events";
import { clientIp } from "@/lib/http";
import { adminLoginSchema } from "@/lib/validation/admin-login";
import { TWO_FACTOR_MESSAGES } from "@/lib/validation/two-factor";
import { secureCookies, sessionCookieName, sessionCookieOptions } from "./cookie";
import { throttledMessage, verifySignIn } from "./credentials";
import { deviceCookieFromHeader } from "./device";
import { challengeFromCookieHeader, clearedChallengeCookie, type ChallengeCookie } from "./login-challenge";
import { authSecret } from "@/lib/security/secret";
import { endAdminSession, isAdminSessionActive, sessionMaxAgeSeconds, startAdminSession } from "./session";

// next-auth hands authorize() the request headers as a plain object.
const headersOf = (raw: Record<string, unknown> | undefined) => new Headers(Object.entries(raw ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

type CookieJar = Awaited<ReturnType<typeof cookies>>;
const setCookie = (jar: CookieJar, cookie: ChallengeCookie) => jar.set(cookie.name, cookie.value, cookie.options);

/** next-auth's options, built per request so nothing is read while the app is being built. */
export function authOptions(): AuthOptions {
  return {
    secret: authSecret(),
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge: sessionMaxAgeSeconds() },
    cookies: { sessionToken: { name: sessionCookieName(), options: sessionCookieOptions() } },
    pages: { signIn: "/admin", error: "/admin" },
    providers: [
      CredentialsProvider({
        name: "Admin",
        credentials: { username: { label: "Username", type: "text" }, password: { label: "Password", type: "password" }, code: { label: "Authentication code", type: "text" } },
        // The same steps as /api/admin/login: the password, then the code with the pending sign-in cookie.
        async authorize(credentials, request) {
          const parsed = adminLoginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const headers = headersOf(request?.headers);
          const cookieHeader = headers.get("cookie") ?? undefined;
          const origin = { ip: clientIp(headers), deviceCookie: deviceCookieFromHeader(cookieHeader), userAgent: headers.get("user-agent") };
          const login = parsed.data;
          const result = await verifySignIn(login, { ...origin, challenge: challengeFromCookieHeader(cookieHeader) });
          // Route handlers pass cookies set here on with next-auth's response.
          const jar = await cookies();
          if (result.ok) {
            jar.set(result.deviceCookie.name, result.deviceCookie.value, result.deviceCookie.options);
            if (login.step === "code") setCookie(jar, clearedChallengeCookie());
            return { id: String(result.admin.id), name: result.admin.username };
          }
          if (result.reason === "throttled") throw new Error(throttledMessage(result.retryAfterSeconds));
          if (result.reason === "code-required") {
            setCookie(jar, result.challengeCookie);
            throw new Error(TWO_FACTOR_MESSAGES.required);
          }
          if (result.reason === "challenge-expired") {
            setCookie(jar, clearedChallengeCookie());
            throw new Error(TWO_FACTOR_MESSAGES.expired);
          }
          return null;
        },
      }),
    ],
    events: {
      // next-auth's own /api/auth/signout only clears the cookie; the session is revoked here too.
      async signOut({ token }) {
        if (typeof token?.sid !== "string") return;
        await endAdminSession(token.sid);
        const request = await headers();
        await recordAudit({
          action: "sign-out",
          adminId: Number(token.sub),
          username: token.name,
          target: "next-auth",
          ipAddress: clientIp(request),
          userAgent: request.get("user-agent"),
        });
      },
    },
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const request = await headers();
          return { ...token, sid: await startAdminSession(Number(user.id), { ipAddress: clientIp(request), userAgent: request.get("user-agent") }) };
        }
        // Throwing makes next-auth clear the cookie: the sign-in was ended or has expired.
        if (!(await isAdminSessionActive(token.sid, token.sub))) throw new Error("Admin session has ended");
        return token;
      },
      session({ session, token }) {
        return { ...session, user: { name: token.name ?? null } };
      },
    },
  };
}
