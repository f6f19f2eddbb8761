import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as check } from "@/app/api/admin/check/route";
import { GET as status } from "@/app/api/admin/two-factor/route";
import { POST as disable } from "@/app/api/admin/two-factor/disable/route";
import { POST as enable } from "@/app/api/admin/two-factor/enable/route";
import { POST as renewCodes } from "@/app/api/admin/two-factor/recovery-codes/route";
import { POST as setup } from "@/app/api/admin/two-factor/setup/route";
import { sessionCookieName } from "@/lib/auth/cookie";
import { loginChallengeCookieName } from "@/lib/auth/login-challenge";
import { LOGIN_MAX_FAILURES, LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS } from "@/lib/auth/credentials";
import { TWO_FACTOR_DISABLE_MAX_ATTEMPTS } from "@/lib/auth/two-factor-disable";
import { db } from "@/lib/db";
import { resetDatabase } from "../support/db";
import { testPasswordHash } from "../support/password";
import { cookieFrom, request } from "../support/requests";
import { TOTP_STEP_MS, totpCode } from "../support/totp";
import { enrol, login2fa, passwordSignIn, passwordStep, setCookieNamed, signInWithCode } from "../support/two-factor";

const none = { params: Promise.resolve({}) };
// Dozens of sign-ins per test (scrypt, at the fixtures' cost 2^10): slow on a busy machine, and slower on PostgreSQL.
vi.setConfig({ testTimeout: 120_000 });
const USERNAME = "owner";
const PASSWORD = "first-owner-password";

// Codes are single-use per 30-second step, so the tests move the clock from step to step.
// It starts just ahead of the real time: the database's own now() stamps must stay close to it.
let step0 = 0;
const atStep = (step: number) => vi.setSystemTime(step0 + step * TOTP_STEP_MS);

async function isSignedIn(cookie: string) {
  return ((await (await check(request("GET", "/api/admin/check", { cookie }))).json()) as { authenticated: boolean }).authenticated;
}

const auditRows = (action: string) => db.auditEvent.findMany({ where: { action }, orderBy: { id: "asc" } });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  step0 = Math.ceil(Date.now() / TOTP_STEP_MS) * TOTP_STEP_MS + 1000;
  atStep(0);
  await resetDatabase();
  await db.admin.create({ data: { username: USERNAME, passwordHash: await testPasswordHash(PASSWORD) } });
});

afterEach(() => vi.useRealTimers());

describe("enrolment", () => {
  it("shows a QR code and a manual key, refuses a wrong first code, and turns 2FA on with the right one", async () => {
    const cookie = await passwordSignIn(USERNAME, PASSWORD);
    const other = await passwordSignIn(USERNAME, PASSWORD, "198.51.100.71");

    const started = await setup(request("POST", "/api/admin/two-factor/setup", { cookie }), none);
    expect(started.status).toBe(200);
    const { manualKey, otpauthUri, qrSvg } = (await started.json()) as { manualKey: string; otpauthUri: string; qrSvg: string };
    expect(manualKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/.*owner\\?.*secret=${manualKey}`));
    expect(qrSvg).toMatch(/^<svg[^>]*viewBox/);
    // The secret is stored sealed, never as the key itself.
    const stored = await db.adminTwoFactor.findUniqueOrThrow({ where: { adminId: (await db.admin.findFirstOrThrow()).id } });
    expect(stored.secret).toMatch(/^v1:/);
    expect(stored.secret).not.toContain(manualKey);
    expect(stored.enabledAt).toBeNull();

    const wrong = String((Number(totpCode(manualKey)) + 1) % 1_000_000).padStart(6, "0");
    const refused = await enable(request("POST", "/api/admin/two-factor/enable", { cookie, body: { code: wrong } }), none);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/not correct/);
    expect((await (await status(request("GET", "/api/admin/two-factor", { cookie }), none)).json()).enabled).toBe(false);
    // Pending enrolment changes nothing about signing in.
    expect((await login2fa({ username: USERNAME, password: PASSWORD })).status).toBe(200);

    const enabled = await enable(request("POST", "/api/admin/two-factor/enable", { cookie, body: { code: totpCode(manualKey) } }), none);
    expect(enabled.status).toBe(200);
    const body = (await enabled.json()) as { recoveryCodes: string[]; endedSessions: number };
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    // Stored hashed only.
    const hashes = await db.adminRecoveryCode.findMany();
    expect(hashes).toHaveLength(10);
    for (const { codeHash } of hashes) for (const code of body.recoveryCodes) expect(codeHash).not.toContain(code.replace(/-/g, ""));

    // The other sessions (the other browser and the pending-enrolment sign-in) end; this one stays.
    expect(body.endedSessions).toBe(2);
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect(await (await status(request("GET", "/api/admin/two-factor", { cookie }), none)).json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect((await setup(request("POST", "/api/admin/two-factor/setup", { cookie }), none)).status).toBe(409);
    expect((await auditRows("two-factor-enable")).map((row) => [row.outcome, row.username])).toEqual([
      ["failure", USERNAME],
      ["success", USERNAME],
    ]);
  });

  it("refuses missing, mistyped, oversized, signed-out and cross-site requests", async () => {
    const cookie = await passwordSignIn(USERNAME, PASSWORD);
    expect((await setup(request("POST", "/api/admin/two-factor/setup"), none)).status).toBe(401);
    expect((await setup(request("POST", "/api/admin/two-factor/setup", { cookie, origin: "https://evil.example" }), none)).status).toBe(403);
    expect((await status(request("GET", "/api/admin/two-factor"), none)).status).toBe(401);
    // Enabling before any set-up.
    expect((await enable(request("POST", "/api/admin/two-factor/enable", { cookie, body: { code: "123456" } }), none)).status).toBe(409);
    await setup(request("POST", "/api/admin/two-factor/setup", { cookie }), none);
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ code: 123456 }, 400],
      [{ code: "12345" }, 400],
      [{ code: "abcdef" }, 400],
      [{ code: ["123456"] }, 400],
    ];
    for (const [body, expected] of cases) {
      expect((await enable(request("POST", "/api/admin/two-factor/enable", { cookie, body }), none)).status, JSON.stringify(body)).toBe(expected);
    }
    const oversized = request("POST", "/api/admin/two-factor/enable", {
      cookie,
      rawBody: JSON.stringify({ code: "1".repeat(5000) }),
      headers: { "content-type": "application/json" },
    });
    expect((await enable(oversized, none)).status).toBe(413);
    expect((await enable(request("POST", "/api/admin/two-factor/enable", { body: { code: "123456" } }), none)).status).toBe(401);
    expect((await enable(request("POST", "/api/admin/two-factor/enable", { cookie, body: { code: "123456" }, origin: "https://evil.example" }), none)).status).toBe(403);
    expect(await db.adminTwoFactor.count({ where: { enabledAt: { not: null } } })).toBe(0);
  });
});

describe("signing in with two-factor sign-in on", () => {
  it("asks for a code after the right password, accepts each code once, and refuses a wrong or older one", async () => {
    const { manualKey } = await enrol(await passwordSignIn(USERNAME, PASSWORD));
    const sessionsBefore = await db.adminSession.count();

    const asked = await login2fa({ username: USERNAME, password: PASSWORD });
    expect(asked.status).toBe(401);
    expect(await asked.json()).toEqual({ error: "Enter the code from your authenticator app", code: "two_factor_required", twoFactor: "required" });
    expect(setCookieNamed(asked, sessionCookieName())).toBe("");
    const pending = setCookieNamed(asked, loginChallengeCookieName());
    expect(pending).toMatch(/^band-admin-2fa-pending=[\w-]{43}$/);
    // A wrong password gets no pending sign-in; a wrong code sent with the password signs nobody in.
    const wrongPassword = await login2fa({ username: USERNAME, password: "not-the-password" });
    expect(await wrongPassword.json()).toEqual({ error: "Invalid credentials", code: "unauthorized" });
    expect(wrongPassword.headers.get("set-cookie")).toBeNull();
    const wrongCode = totpCode(manualKey) === "000000" ? "111111" : "000000";
    const both = await login2fa({ username: USERNAME, password: PASSWORD, code: wrongCode });
    expect(both.status).toBe(401);
    expect(await both.json()).toEqual({ error: "Invalid credentials", code: "unauthorized" });
    expect(await db.adminSession.count()).toBe(sessionsBefore);

    atStep(1);
    const wrong = await login2fa({ username: USERNAME, code: "000000" === totpCode(manualKey) ? "111111" : "000000" }, undefined, pending);
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { twoFactor: string }).twoFactor).toBe("invalid");

    const code = totpCode(manualKey);
    const signedIn = await login2fa({ username: USERNAME, code: `${code.slice(0, 3)} ${code.slice(3)}` }, undefined, pending);
    expect(signedIn.status).toBe(200);
    expect(await isSignedIn(cookieFrom(signedIn))).toBe(true);
    expect(signedIn.headers.getSetCookie().find((line) => line.startsWith(`${loginChallengeCookieName()}=;`))).toMatch(/Max-Age=0/);

    // The same code again, within its window, with a new pending sign-in: refused.
    const replay = await signInWithCode(USERNAME, PASSWORD, code, "198.51.100.72");
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { twoFactor: string }).twoFactor).toBe("invalid");
    // The previous step's code is still inside the window but older than the one used: refused too.
    expect((await signInWithCode(USERNAME, PASSWORD, totpCode(manualKey, Date.now() - TOTP_STEP_MS), "198.51.100.72")).status).toBe(401);

    atStep(2);
    expect((await signInWithCode(USERNAME, PASSWORD, totpCode(manualKey), "198.51.100.72")).status).toBe(200);
    // The wrong code sent with the password, the wrong one, the replayed one and the older one.
    const failures = (await auditRows("sign-in")).filter((row) => row.outcome === "failure" && row.target === "two-factor code");
    expect(failures).toHaveLength(4);
  });

  it("accepts a recovery code once, in place of a code", async () => {
    const { recoveryCodes } = await enrol(await passwordSignIn(USERNAME, PASSWORD));
    const [first, second] = recoveryCodes as [string, string];

    const signedIn = await signInWithCode(USERNAME, PASSWORD, first.toUpperCase());
    expect(signedIn.status).toBe(200);
    expect(await isSignedIn(cookieFrom(signedIn))).toBe(true);
    expect((await signInWithCode(USERNAME, PASSWORD, first, "198.51.100.73")).status).toBe(401);
    expect((await signInWithCode(USERNAME, PASSWORD, second.replace(/-/g, " "), "198.51.100.73")).status).toBe(200);

    expect((await auditRows("recovery-code-use")).map((row) => row.target)).toEqual(["9 left", "8 left"]);
    expect(await db.adminRecoveryCode.count({ where: { usedAt: null } })).toBe(8);
  });

  it("limits guessing codes with the password's lockout; asking for the code costs no attempt", async () => {
    const { manualKey } = await enrol(await passwordSignIn(USERNAME, PASSWORD));
    for (let i = 0; i < LOGIN_MAX_FAILURES + 3; i++) expect((await login2fa({ username: USERNAME, password: PASSWORD }, "203.0.113.74")).status).toBe(401);
    atStep(1);
    expect((await signInWithCode(USERNAME, PASSWORD, totpCode(manualKey), "203.0.113.74")).status).toBe(200);

    // Guesses with one pending sign-in: each is counted, and the pending sign-in is not extended.
    const attacker = "203.0.113.75";
    const pending = await passwordStep(USERNAME, PASSWORD, attacker);
    const { expiresAt } = await db.adminLoginChallenge.findFirstOrThrow({ orderBy: { id: "desc" } });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const guess = String(100000 + i);
      expect((await login2fa({ username: USERNAME, code: guess === totpCode(manualKey) ? "999999" : guess }, attacker, pending)).status).toBe(401);
    }
    expect((await db.adminLoginChallenge.findFirstOrThrow({ orderBy: { id: "desc" } })).expiresAt).toEqual(expiresAt);
    atStep(2);
    const locked = await login2fa({ username: USERNAME, code: totpCode(manualKey) }, attacker, pending);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await auditRows("lockout")).length).toBeGreaterThan(0);

    // From many addresses, the account's shared limit stops the guesses as well.
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS + 2; i++) {
      const ip = `198.18.0.${i + 1}`;
      const asked = await login2fa({ username: USERNAME, password: PASSWORD }, ip);
      // Once the account's limit is reached, the password step itself is refused.
      const pending = setCookieNamed(asked, loginChallengeCookieName());
      statuses.push(pending ? (await login2fa({ username: USERNAME, code: "000001" }, ip, pending)).status : asked.status);
    }
    expect(statuses).toContain(429);
  });
});

describe("turning two-factor sign-in off", () => {
  it("needs the current password or a code, is limited, ends the other sessions and is audited", async () => {
    const mine = await passwordSignIn(USERNAME, PASSWORD);
    const { manualKey } = await enrol(mine);
    atStep(1);
    const other = cookieFrom(await signInWithCode(USERNAME, PASSWORD, totpCode(manualKey), "198.51.100.76"));
    const off = (body: unknown, options: { cookie?: string; origin?: string } = { cookie: mine }) =>
      disable(request("POST", "/api/admin/two-factor/disable", { body, ...options }), none);

    expect((await off({ password: PASSWORD }, {})).status).toBe(401);
    expect((await off({ password: PASSWORD }, { cookie: mine, origin: "https://evil.example" })).status).toBe(403);
    expect((await off({})).status).toBe(400);
    expect((await off({ password: 42 })).status).toBe(400);
    expect((await off({ code: { value: "123456" } })).status).toBe(400);
    expect(
      (
        await disable(
          request("POST", "/api/admin/two-factor/disable", {
            cookie: mine,
            rawBody: JSON.stringify({ password: "x".repeat(5000) }),
            headers: { "content-type": "application/json" },
          }),
          none,
        )
      ).status,
    ).toBe(413);
    expect((await off({ password: "not-the-password" })).status).toBe(403);
    expect((await off({ code: totpCode(manualKey) })).status).toBe(403); // already used to sign in
    for (let i = 2; i < TWO_FACTOR_DISABLE_MAX_ATTEMPTS; i++) expect((await off({ password: `guess ${i}` })).status).toBe(403);
    expect((await off({ password: PASSWORD })).status).toBe(429);
    expect(await db.adminTwoFactor.count()).toBe(1);

    await db.rateLimit.deleteMany();
    const done = await off({ password: PASSWORD });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ endedSessions: 1 });
    expect(await isSignedIn(mine)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect(await db.adminTwoFactor.count()).toBe(0);
    expect(await db.adminRecoveryCode.count()).toBe(0);
    expect((await login2fa({ username: USERNAME, password: PASSWORD }, "198.51.100.77")).status).toBe(200);
    expect((await off({ password: PASSWORD })).status).toBe(409);

    // On again, then off with a code from the app.
    atStep(3);
    const again = await enrol(mine);
    atStep(4);
    expect((await off({ code: totpCode(again.manualKey) })).status).toBe(200);
    const rows = await auditRows("two-factor-disable");
    expect(rows.filter((row) => row.outcome === "success").map((row) => row.target)).toEqual([expect.stringMatching(/^with password/), expect.stringMatching(/^with totp/)]);
    expect(rows.filter((row) => row.outcome === "failure").length).toBeGreaterThanOrEqual(5);
  });
});

describe("new recovery codes", () => {
  it("replace the old ones after the password or a code, are limited, refuse bad requests and are audited", async () => {
    const mine = await passwordSignIn(USERNAME, PASSWORD);
    const renew = (body: unknown, options: { cookie?: string; origin?: string } = { cookie: mine }) =>
      renewCodes(request("POST", "/api/admin/two-factor/recovery-codes", { body, ...options }), none);
    expect((await renew({ password: PASSWORD })).status).toBe(409); // 2FA is not on yet

    const { manualKey, recoveryCodes: oldCodes } = await enrol(mine);
    expect((await renew({ password: PASSWORD }, {})).status).toBe(401);
    expect((await renew({ password: PASSWORD }, { cookie: mine, origin: "https://evil.example" })).status).toBe(403);
    expect((await renew({})).status).toBe(400);
    expect((await renew({ password: 42 })).status).toBe(400);
    expect(
      (
        await renewCodes(
          request("POST", "/api/admin/two-factor/recovery-codes", {
            cookie: mine,
            rawBody: JSON.stringify({ code: "1".repeat(5000) }),
            headers: { "content-type": "application/json" },
          }),
          none,
        )
      ).status,
    ).toBe(413);
    expect((await renew({ password: "not-the-password" })).status).toBe(403);
    expect(await db.adminRecoveryCode.count({ where: { usedAt: null } })).toBe(10);

    const done = await renew({ password: PASSWORD });
    expect(done.status).toBe(200);
    expect(done.headers.get("cache-control")).toBe("no-store");
    const { recoveryCodes: newCodes } = (await done.json()) as { recoveryCodes: string[] };
    expect(newCodes).toHaveLength(10);
    expect(new Set(newCodes).size).toBe(10);
    expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
    expect(await isSignedIn(mine)).toBe(true); // this session goes on

    // An old code no longer signs in; a new one does, once.
    expect((await signInWithCode(USERNAME, PASSWORD, oldCodes[0]!, "198.51.100.81")).status).toBe(401);
    expect((await signInWithCode(USERNAME, PASSWORD, newCodes[0]!, "198.51.100.82")).status).toBe(200);
    expect((await signInWithCode(USERNAME, PASSWORD, newCodes[0]!, "198.51.100.83")).status).toBe(401);

    // With a code from the app instead of the password; the same limit as turning 2FA off.
    atStep(2);
    expect((await renew({ code: totpCode(manualKey) })).status).toBe(200);
    for (let i = 0; i < TWO_FACTOR_DISABLE_MAX_ATTEMPTS; i++) await renew({ password: `guess ${i}` });
    expect((await renew({ password: PASSWORD })).status).toBe(429);

    const rows = await auditRows("two-factor-recovery-codes");
    expect(rows.filter((row) => row.outcome === "success").map((row) => row.target)).toEqual(["with password", "with totp"]);
    expect(rows.filter((row) => row.outcome === "failure").length).toBeGreaterThanOrEqual(3);
  });
});
