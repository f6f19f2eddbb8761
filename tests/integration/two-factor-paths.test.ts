import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as check } from "@/app/api/admin/check/route";
import { GET as sessions } from "@/app/api/admin/sessions/route";
import { GET as status } from "@/app/api/admin/two-factor/route";
import { getAdminSession, getAdminSessionForEnrolment } from "@/lib/auth/guard";
import { sessionCookieName } from "@/lib/auth/cookie";
import { resetTwoFactor } from "@/lib/auth/two-factor-reset";
import { db } from "@/lib/db";
import { resetDatabase } from "../support/db";
import { testPasswordHash } from "../support/password";
import { request } from "../support/requests";
import { TOTP_STEP_MS } from "../support/totp";
import { enrol, login2fa, passwordSignIn } from "../support/two-factor";

// The pages' session check under ADMIN_REQUIRE_2FA, and the server-side reset command (next-auth's
// Credentials provider: two-factor-pending.test.ts).

// next-auth's authorize() and the pages read cookies through next/headers; here, a plain jar.
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
  headers: async () => new Headers({ "x-forwarded-for": "192.0.2.90" }),
}));

const none = { params: Promise.resolve({}) };
// Dozens of sign-ins per test (scrypt, at the fixtures' cost 2^10): slow on a busy machine, and slower on PostgreSQL.
vi.setConfig({ testTimeout: 120_000 });
const USERNAME = "owner";
const PASSWORD = "first-owner-password";
const run = promisify(execFile);

let step0 = 0;
const atStep = (step: number) => vi.setSystemTime(step0 + step * TOTP_STEP_MS);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  step0 = Math.ceil(Date.now() / TOTP_STEP_MS) * TOTP_STEP_MS + 1000;
  atStep(0);
  jar.clear();
  delete process.env.ADMIN_REQUIRE_2FA;
  await resetDatabase();
  await db.admin.create({ data: { username: USERNAME, passwordHash: await testPasswordHash(PASSWORD) } });
});

afterEach(() => {
  vi.useRealTimers();
  delete process.env.ADMIN_REQUIRE_2FA;
});

describe("ADMIN_REQUIRE_2FA=1", () => {
  it("lets the admin sign in with the password, but opens nothing but the enrolment until 2FA is on", async () => {
    process.env.ADMIN_REQUIRE_2FA = "1";
    const cookie = await passwordSignIn(USERNAME, PASSWORD);
    expect(await (await check(request("GET", "/api/admin/check", { cookie }))).json()).toEqual({ authenticated: true });

    const refused = await sessions(request("GET", "/api/admin/sessions", { cookie }), none);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/two-factor/);
    expect(await (await status(request("GET", "/api/admin/two-factor", { cookie }), none)).json()).toMatchObject({ enabled: false, required: true });

    // The pages: /admin shows the enrolment, the others send the admin there.
    jar.set(sessionCookieName(), decodeURIComponent(cookie.split("=").slice(1).join("=")));
    expect(await getAdminSessionForEnrolment()).toMatchObject({ username: USERNAME, mustEnrolTwoFactor: true });
    await expect(getAdminSession()).rejects.toThrow("NEXT_REDIRECT");

    await enrol(cookie);
    expect((await sessions(request("GET", "/api/admin/sessions", { cookie }), none)).status).toBe(200);
    expect(await getAdminSession()).toMatchObject({ username: USERNAME });
    expect(await getAdminSessionForEnrolment()).toMatchObject({ mustEnrolTwoFactor: false });
  });

  it("changes nothing when unset: an admin without 2FA uses the panel", async () => {
    const cookie = await passwordSignIn(USERNAME, PASSWORD);
    expect((await sessions(request("GET", "/api/admin/sessions", { cookie }), none)).status).toBe(200);
    jar.set(sessionCookieName(), decodeURIComponent(cookie.split("=").slice(1).join("=")));
    expect(await getAdminSession()).toMatchObject({ username: USERNAME });
  });
});

describe("npm run admin:reset-2fa -- USERNAME", () => {
  it("removes the admin's 2FA, ends their sessions and writes an audit event", async () => {
    const cookie = await passwordSignIn(USERNAME, PASSWORD);
    await enrol(cookie);
    expect(await resetTwoFactor("nobody")).toEqual({ found: false });
    expect(await resetTwoFactor(USERNAME)).toEqual({ found: true, removed: true, endedSessions: 1 });
    expect(await (await check(request("GET", "/api/admin/check", { cookie }))).json()).toEqual({ authenticated: false });
    expect(await db.adminTwoFactor.count()).toBe(0);
    expect(await db.adminRecoveryCode.count()).toBe(0);
    expect((await login2fa({ username: USERNAME, password: PASSWORD })).status).toBe(200);
    expect(await resetTwoFactor(USERNAME)).toEqual({ found: true, removed: false, endedSessions: 0 });
    const rows = await db.auditEvent.findMany({ where: { action: "two-factor-reset" }, orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.outcome, row.username])).toEqual([
      ["success", USERNAME],
      ["failure", USERNAME],
    ]);
  });

  it("runs as a command on the server's database", async () => {
    vi.useRealTimers();
    const cookie = await passwordSignIn(USERNAME, PASSWORD);
    await enrol(cookie);
    const env = { ...process.env, NODE_OPTIONS: "" };
    const done = await run("npm", ["run", "--silent", "admin:reset-2fa", "--", USERNAME], { env });
    expect(done.stdout).toMatch(/Two-factor sign-in removed for "owner"; 1 session\(s\) ended/);
    expect(await db.adminTwoFactor.count()).toBe(0);
    expect(await db.auditEvent.count({ where: { action: "two-factor-reset", outcome: "success", userAgent: "npm run admin:reset-2fa" } })).toBe(1);

    await expect(run("npm", ["run", "--silent", "admin:reset-2fa", "--", "nobody"], { env })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/No admin named "nobody"/),
    });
    await expect(run("npm", ["run", "--silent", "admin:reset-2fa"], { env })).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage/) });
  });
});
