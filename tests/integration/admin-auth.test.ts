import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as check } from "@/app/api/admin/check/route";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as logout } from "@/app/api/admin/logout/route";
import { GET as listContacts } from "@/app/api/contacts/route";
import { LOGIN_MAX_FAILURES } from "@/lib/auth/credentials";
import { db } from "@/lib/db";
import { resetDatabase } from "../support/db";
import { testPasswordHash } from "../support/password";
import { cookieFrom, request } from "../support/requests";

const USERNAME = "bandadmin";
const PASSWORD = "correct horse battery";

async function signIn(ip = "192.0.2.1") {
  const response = await login(request("POST", "/api/admin/login", { body: { username: USERNAME, password: PASSWORD }, ip }));
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

async function isAuthenticated(cookie?: string) {
  const response = await check(request("GET", "/api/admin/check", { cookie }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { authenticated: boolean }).authenticated;
}

beforeEach(async () => {
  await resetDatabase();
  await db.admin.create({ data: { username: USERNAME, passwordHash: await testPasswordHash(PASSWORD) } });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("POST /api/admin/login", () => {
  it("signs in with the right password and sets an HttpOnly, SameSite session cookie", async () => {
    const response = await login(request("POST", "/api/admin/login", { body: { username: USERNAME, password: PASSWORD } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^next-auth\.session-token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(await db.adminSession.count()).toBe(1);
  });

  it("refuses a wrong password and an unknown user with 401 and a JSON error", async () => {
    for (const body of [
      { username: USERNAME, password: "wrong password" },
      { username: "nobody", password: PASSWORD },
    ]) {
      const response = await login(request("POST", "/api/admin/login", { body }));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Invalid credentials", code: "unauthorized" });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers 400 naming the field for missing, wrong-typed or malformed input, and 413 when oversized", async () => {
    const cases: [Parameters<typeof request>[2], number, RegExp][] = [
      [{ body: { password: PASSWORD } }, 400, /^username: Username is required$/],
      [{ body: { username: USERNAME } }, 400, /^password: Password is required$/],
      [{ body: { username: USERNAME, password: 123456 } }, 400, /^password: /],
      [{ body: { username: "   ", password: PASSWORD } }, 400, /^username: Username is required$/],
      [{ rawBody: "{not json", headers: { "content-type": "application/json" } }, 400, /valid JSON/],
      [{ body: ["array"] }, 400, /./],
      [{ body: { username: USERNAME, password: "x".repeat(5000) } }, 413, /too large/],
    ];
    for (const [options, status, message] of cases) {
      const response = await login(request("POST", "/api/admin/login", options));
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
  });

  it("locks one username out from one address after repeated failures, with Retry-After, but not from elsewhere", async () => {
    const attacker = "198.51.100.7";
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const response = await login(request("POST", "/api/admin/login", { body: { username: USERNAME, password: `guess ${i}` }, ip: attacker }));
      expect(response.status).toBe(401);
    }
    const locked = await login(request("POST", "/api/admin/login", { body: { username: USERNAME, password: PASSWORD }, ip: attacker }));
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await locked.json()) as { error: string }).error).toMatch(/Too many failed login attempts/);

    // The admin at another address still gets in.
    await signIn("203.0.113.20");
  });

  it("refuses a cross-site login post", async () => {
    const response = await login(request("POST", "/api/admin/login", { body: { username: USERNAME, password: PASSWORD }, origin: "https://evil.example" }));
    expect(response.status).toBe(403);
  });

  it("names the cookie with the __Host- prefix in production: Secure, Path=/ and no Domain", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const response = await login(request("POST", "/api/admin/login", { body: { username: USERNAME, password: PASSWORD } }));
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-next-auth\.session-token=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; Path=\/(;|$)/i);
    expect(setCookie).not.toMatch(/; Domain=/i);
  });
});

describe("GET /api/admin/check and POST /api/admin/logout", () => {
  it("says unauthenticated before sign-in, authenticated after, and refuses a forged cookie", async () => {
    expect(await isAuthenticated()).toBe(false);
    const cookie = await signIn();
    expect(await isAuthenticated(cookie)).toBe(true);
    expect(await isAuthenticated("next-auth.session-token=forged.value.here")).toBe(false);
  });

  it("ends the session for good: the old cookie replayed after logout is refused", async () => {
    const cookie = await signIn();
    const response = await logout(request("POST", "/api/admin/logout", { cookie }));
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    expect(await isAuthenticated(cookie)).toBe(false);
    expect((await listContacts(request("GET", "/api/contacts", { cookie }), { params: Promise.resolve({}) })).status).toBe(401);
  });

  it("ends a session at its absolute lifetime even if the cookie is still held", async () => {
    const cookie = await signIn();
    await db.adminSession.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await isAuthenticated(cookie)).toBe(false);
  });

  it("ends the session of an admin who is deactivated", async () => {
    const cookie = await signIn();
    await db.admin.updateMany({ data: { isActive: false } });
    expect(await isAuthenticated(cookie)).toBe(false);
  });

  it("refuses a cross-site logout", async () => {
    const cookie = await signIn();
    const response = await logout(request("POST", "/api/admin/logout", { cookie, origin: "https://evil.example" }));
    expect(response.status).toBe(403);
    expect(await isAuthenticated(cookie)).toBe(true);
  });
});

describe("an admin-only handler (GET /api/contacts)", () => {
  const context = { params: Promise.resolve({}) };

  it("answers 401 with a JSON error without a session", async () => {
    const response = await listContacts(request("GET", "/api/contacts"), context);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "You were signed out. Sign in again.", code: "unauthorized" });
  });

  it("lists enquiries newest first for the signed-in admin", async () => {
    await db.contact.create({ data: { name: "Older", phone: "+2348000000001", eventType: "Wedding", eventDate: "2027-01-01", source: "home", createdAt: new Date("2026-01-01") } });
    await db.contact.create({ data: { name: "Newer", phone: "+2348000000002", eventType: "Wedding", eventDate: "2027-01-02", source: "contact" } });
    const cookie = await signIn();
    const response = await listContacts(request("GET", "/api/contacts", { cookie }), context);
    expect(response.status).toBe(200);
    const contacts = (await response.json()) as { name: string }[];
    expect(contacts.map((c) => c.name)).toEqual(["Newer", "Older"]);
  });
});
