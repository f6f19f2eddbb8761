import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { sessionCookieName } from "@/lib/auth/cookie";
import { LOGIN_MAX_SECOND_FACTOR_ATTEMPTS, LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS, LOGIN_WINDOW_MS } from "@/lib/auth/credentials";
import { hashPassword, MAX_CONCURRENT_PASSWORD_CHECKS } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { resetDatabase } from "../support/db";
import { testPasswordHash } from "../support/password";
import { request } from "../support/requests";
import { TOTP_STEP_MS, totpCode } from "../support/totp";
import { enrol, passwordSignIn } from "../support/two-factor";

// Issue #43: nobody but the admin's own failures keeps the admin out. The admin's browser (its
// device cookie) and a new browser that brings a two-factor code with its password each have their
// own lane: their own password-check slots and counts, which strangers' guesses cannot fill.

vi.setConfig({ testTimeout: 120_000 });
const USERNAME = "owner";
const PASSWORD = "first-owner-password";

let step0 = 0;
const atStep = (step: number) => vi.setSystemTime(step0 + step * TOTP_STEP_MS);
const attempt = (body: Record<string, string>, ip: string, cookie?: string) => login(request("POST", "/api/admin/login", { body: { username: USERNAME, ...body }, ip, cookie }));
/** A stranger's guess at the account from an address of its own (a name with no account takes no check slot). */
const strangerGuess = (index: number) => attempt({ password: `a wrong password ${index}` }, `198.51.100.${100 + index}`);
function lockAccountForStrangers() {
  const locked = { count: LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS, resetAt: new Date(Date.now() + LOGIN_WINDOW_MS) };
  return db.rateLimit.upsert({ where: { key: `login:account:${USERNAME}` }, create: { key: `login:account:${USERNAME}`, ...locked }, update: locked });
}
const deviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith("band-admin-device="))!
    .split(";")[0]!;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  step0 = Math.ceil(Date.now() / TOTP_STEP_MS) * TOTP_STEP_MS + 1000;
  atStep(0);
  await resetDatabase();
  await db.admin.create({ data: { username: USERNAME, passwordHash: await testPasswordHash(PASSWORD) } });
});
afterEach(() => vi.useRealTimers());

describe("the admin's own browser", () => {
  it("signs in while strangers hold every password-check slot of theirs", async () => {
    // At the production cost a stranger's check lasts long enough for the admin's to overlap it.
    await db.admin.update({ where: { username: USERNAME }, data: { passwordHash: await hashPassword(PASSWORD) } });
    const device = deviceCookieOf(await attempt({ password: PASSWORD }, "203.0.113.1"));
    const strangers = Array.from({ length: MAX_CONCURRENT_PASSWORD_CHECKS + 3 }, (_, index) => strangerGuess(index));
    // The first stranger refused as busy means the strangers' slots are all hashing: now the admin.
    await Promise.any(strangers.map(async (guess) => ((await guess).status === 429 ? true : Promise.reject(new Error("checked")))));
    const admin = await attempt({ password: PASSWORD }, "203.0.113.2", device);
    expect(admin.status).toBe(200);
    const refusedOrChecked = await Promise.all(strangers);
    const statuses = refusedOrChecked.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_CONCURRENT_PASSWORD_CHECKS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it("is held back by its own failures only", async () => {
    const device = deviceCookieOf(await attempt({ password: PASSWORD }, "203.0.113.1"));
    await lockAccountForStrangers();
    await db.rateLimit.create({ data: { key: "login:address:203.0.113.3", count: 1000, resetAt: new Date(Date.now() + LOGIN_WINDOW_MS) } });
    expect((await attempt({ password: PASSWORD }, "203.0.113.3", device)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await attempt({ password: `wrong ${i}` }, "203.0.113.3", device)).status);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await attempt({ password: PASSWORD }, "203.0.113.3", device)).status).toBe(429);
  });
});

describe("a new browser with a two-factor code, while strangers have locked the account", () => {
  let manualKey = "";
  let recoveryCodes: string[] = [];
  beforeEach(async () => {
    ({ manualKey, recoveryCodes } = await enrol(await passwordSignIn(USERNAME, PASSWORD)));
    await lockAccountForStrangers();
  });

  it("gets in with the password and a code in one step; the code is spent", async () => {
    expect((await attempt({ password: PASSWORD }, "203.0.113.20")).status).toBe(429);
    const accountCount = async () => (await db.rateLimit.findUniqueOrThrow({ where: { key: `login:account:${USERNAME}` } })).count;
    const lockedAt = await accountCount();
    atStep(1);
    const code = totpCode(manualKey);
    const response = await attempt({ password: PASSWORD, code }, "203.0.113.20");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((line) => line.startsWith(`${sessionCookieName()}=`))).toBe(true);
    expect(deviceCookieOf(response)).toMatch(/^band-admin-device=[\w-]+\.[\w-]+$/);
    // The same code again is refused, and the strangers' lock on the account stands.
    expect((await attempt({ password: PASSWORD, code }, "203.0.113.21")).status).toBe(401);
    expect(await accountCount()).toBe(lockedAt);
    expect((await attempt({ password: PASSWORD }, "203.0.113.21")).status).toBe(429);
  });

  it("also takes a recovery code, once, and audits its use", async () => {
    const response = await attempt({ password: PASSWORD, code: recoveryCodes[0]! }, "203.0.113.22");
    expect(response.status).toBe(200);
    expect((await db.auditEvent.findFirstOrThrow({ where: { action: "recovery-code-use" } })).target).toBe("9 left");
    expect((await attempt({ password: PASSWORD, code: recoveryCodes[0]! }, "203.0.113.23")).status).toBe(401);
  });

  it("turns away a wrong code before any hashing, counting it against the address only", async () => {
    atStep(1);
    const wrong = totpCode(manualKey) === "000000" ? "111111" : "000000";
    const response = await attempt({ password: PASSWORD, code: wrong }, "203.0.113.30");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid credentials", code: "unauthorized" });
    expect(await db.rateLimit.findUnique({ where: { key: `login:second-factor:${USERNAME}` } })).toBeNull();
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: "login:address:203.0.113.30" } })).count).toBe(1);
    // Without two-factor sign-in on, no code opens this lane.
    expect((await login(request("POST", "/api/admin/login", { body: { username: "nobody", password: PASSWORD, code: "123456" }, ip: "203.0.113.31" }))).status).toBe(401);
  });

  it("counts a right code with a wrong password against the account's own second-factor budget", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_MAX_SECOND_FACTOR_ATTEMPTS; i += 1) {
      atStep(1 + i);
      statuses.push((await attempt({ password: `wrong ${i}`, code: totpCode(manualKey) }, `203.0.113.${40 + i}`)).status);
    }
    expect(statuses.slice(0, LOGIN_MAX_SECOND_FACTOR_ATTEMPTS).every((status) => status === 401)).toBe(true);
    expect(statuses[LOGIN_MAX_SECOND_FACTOR_ATTEMPTS]).toBe(429);
    atStep(30);
    expect((await attempt({ password: PASSWORD, code: totpCode(manualKey) }, "203.0.113.90")).status).toBe(429);
  });
});

describe("bad input in the one-step sign-in", () => {
  it("answers 400 to a username with a NUL (PostgreSQL cannot look it up) or another control character, never a 500", async () => {
    const response = await login(request("POST", "/api/admin/login", { body: { username: "\u202e\u0000\ud800", password: "not it" }, ip: "203.0.113.52" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Text must not contain NUL characters", code: "bad_request" });
    const bell = await login(request("POST", "/api/admin/login", { body: { username: "admin\u0007", password: "not it" }, ip: "203.0.113.53" }));
    expect(bell.status).toBe(400);
    expect(await bell.json()).toEqual({
      error: "username: Username has characters that are not allowed",
      code: "invalid_input",
      fields: { username: "Username has characters that are not allowed" },
    });
  });

  it("answers 400 to a malformed code and 403 from another site", async () => {
    const malformed = await attempt({ password: PASSWORD, code: "12345" }, "203.0.113.50");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: "code: Enter the 6-digit code from your app or a recovery code",
      code: "invalid_input",
      fields: { code: "Enter the 6-digit code from your app or a recovery code" },
    });
    const crossSite = await login(
      request("POST", "/api/admin/login", { body: { username: USERNAME, password: PASSWORD, code: "123456" }, ip: "203.0.113.51", headers: { origin: "https://evil.example" } }),
    );
    expect(crossSite.status).toBe(403);
  });
});
