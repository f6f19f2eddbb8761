import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { sessionCookieName } from "@/lib/auth/cookie";
import { LOGIN_CHALLENGE_TTL_SECONDS, loginChallengeCookieName } from "@/lib/auth/login-challenge";
import { changeAdminPassword } from "@/lib/auth/password-change";
import { resetTwoFactor } from "@/lib/auth/two-factor-reset";
import { db } from "@/lib/db";
import { TWO_FACTOR_MESSAGES } from "@/lib/validation/two-factor";
import { resetDatabase } from "../support/db";
import { mockNextHeadersForCommonJs } from "../support/next-headers-scope";
import { testPasswordHash } from "../support/password";
import { request } from "../support/requests";
import { SignInBrowser } from "../support/sign-in-browser";
import { TOTP_STEP_MS, totpCode } from "../support/totp";
import { enrol, passwordSignIn } from "../support/two-factor";

// "Password accepted, code pending": after the right password the browser holds a short-lived,
// single-use token (an httpOnly cookie) and sends the code with it, never the password again. Every
// scenario runs through both real sign-in handlers: /api/admin/login (the admin page, /notifications,
// the logo manager) and next-auth's credentials callback.

vi.mock("next/headers", async () => (await import("../support/next-headers-scope")).nextHeadersMock());
beforeAll(() => afterAll(mockNextHeadersForCommonJs()));
// scrypt on every password step (2^10 for the fixtures, 2^15 for a changed password): slow on a busy machine, slower on PostgreSQL.
vi.setConfig({ testTimeout: 120_000 });

const OWNER = { username: "owner", password: "first-owner-password" };
const SECOND = { username: "second", password: "second-admin-password" };
const PLAIN = { username: "plain", password: "plain-admin-password" };
const PENDING = loginChallengeCookieName();

let step0 = 0;
const atStep = (step: number) => vi.setSystemTime(step0 + step * TOTP_STEP_MS);
let ownerKey = "";
let secondKey = "";

type Outcome = { signedIn: boolean; message: string | null };
type SignInPath = {
  name: string;
  step: (browser: SignInBrowser, fields: Record<string, string>) => Promise<Outcome>;
};

const paths: SignInPath[] = [
  {
    name: "POST /api/admin/login",
    async step(browser, fields) {
      const response = await browser.adminLogin(fields);
      if (response.status === 200) return { signedIn: true, message: null };
      return { signedIn: false, message: ((await response.json()) as { error: string }).error };
    },
  },
  {
    name: "next-auth's credentials callback",
    async step(browser, fields) {
      const { status, error } = await browser.nextAuthSignIn(fields);
      return { signedIn: status === 200 && !error, message: error };
    },
  },
];

const wrongCode = (key: string) => (totpCode(key) === "000000" ? "111111" : "000000");
const auditFailures = (target: string) => db.auditEvent.count({ where: { action: "sign-in", outcome: "failure", target } });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  step0 = Math.ceil(Date.now() / TOTP_STEP_MS) * TOTP_STEP_MS + 1000;
  atStep(0);
  await resetDatabase();
  await db.admin.createMany({
    data: [
      { username: OWNER.username, passwordHash: await testPasswordHash(OWNER.password) },
      { username: SECOND.username, passwordHash: await testPasswordHash(SECOND.password) },
      { username: PLAIN.username, passwordHash: await testPasswordHash(PLAIN.password) },
    ],
  });
  ownerKey = (await enrol(await passwordSignIn(OWNER.username, OWNER.password))).manualKey;
  secondKey = (await enrol(await passwordSignIn(SECOND.username, SECOND.password, "192.0.2.60"))).manualKey;
  // The codes of step 0 were spent on enrolment.
  atStep(1);
});

afterEach(() => vi.useRealTimers());

describe.each(paths)("$name", (path) => {
  it("signs in with the password, then a real code from the app and the pending sign-in token alone", async () => {
    const browser = new SignInBrowser("198.51.100.10");
    expect(await path.step(browser, OWNER)).toEqual({ signedIn: false, message: TWO_FACTOR_MESSAGES.required });
    const token = browser.cookie(PENDING);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(browser.cookie(sessionCookieName())).toBeUndefined();
    // Stored as a hash only, for five minutes.
    const row = await db.adminLoginChallenge.findFirstOrThrow();
    expect(row.tokenHash).not.toContain(token!);
    expect(row.expiresAt.getTime() - Date.now()).toBe(LOGIN_CHALLENGE_TTL_SECONDS * 1000);

    expect(await path.step(browser, { username: OWNER.username, code: totpCode(ownerKey) })).toEqual({ signedIn: true, message: null });
    expect(await browser.isSignedIn()).toBe(true);
    expect(browser.cookie(PENDING)).toBeUndefined();
    expect(await db.adminLoginChallenge.count()).toBe(0);
    expect(await db.auditEvent.count({ where: { action: "sign-in", outcome: "success", username: OWNER.username } })).toBeGreaterThanOrEqual(1);
  });

  it("refuses a used token and sends the admin back to the password step", async () => {
    const browser = new SignInBrowser("198.51.100.11");
    await path.step(browser, OWNER);
    const token = browser.cookie(PENDING)!;
    expect((await path.step(browser, { username: OWNER.username, code: totpCode(ownerKey) })).signedIn).toBe(true);

    atStep(2);
    const replay = new SignInBrowser("198.51.100.11");
    replay.jar.set(PENDING, token);
    expect(await path.step(replay, { username: OWNER.username, code: totpCode(ownerKey) })).toEqual({ signedIn: false, message: TWO_FACTOR_MESSAGES.expired });
    expect(replay.cookie(PENDING)).toBeUndefined();
    expect(await replay.isSignedIn()).toBe(false);
    expect(await auditFailures("expired sign-in")).toBe(1);
    // The code itself was not spent by the refused attempt: a new password step takes it.
    await path.step(replay, OWNER);
    expect((await path.step(replay, { username: OWNER.username, code: totpCode(ownerKey) })).signedIn).toBe(true);
  });

  it("refuses a token after its five minutes", async () => {
    const browser = new SignInBrowser("198.51.100.12");
    await path.step(browser, OWNER);
    const token = browser.cookie(PENDING)!;
    vi.setSystemTime(Date.now() + LOGIN_CHALLENGE_TTL_SECONDS * 1000 + 1000);
    browser.jar.set(PENDING, token); // the browser would have dropped the cookie; a script may not
    expect(await path.step(browser, { username: OWNER.username, code: totpCode(ownerKey) })).toEqual({ signedIn: false, message: TWO_FACTOR_MESSAGES.expired });
    expect(await browser.isSignedIn()).toBe(false);
    // The expired row is swept by the next password step.
    await path.step(browser, OWNER);
    expect(await db.adminLoginChallenge.count()).toBe(1);
  });

  it("counts a wrong code toward the lockout without extending the token; the right one then works", async () => {
    const browser = new SignInBrowser("198.51.100.13");
    await path.step(browser, OWNER);
    const { expiresAt } = await db.adminLoginChallenge.findFirstOrThrow();
    vi.setSystemTime(Date.now() + 5_000);
    expect(await path.step(browser, { username: OWNER.username, code: wrongCode(ownerKey) })).toEqual({
      signedIn: false,
      message: path.name.startsWith("POST") ? TWO_FACTOR_MESSAGES.invalid : "CredentialsSignin",
    });
    expect(await auditFailures("two-factor code")).toBe(1);
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: `login:ip:198.51.100.13:${OWNER.username}` } })).count).toBe(1);
    expect((await db.adminLoginChallenge.findFirstOrThrow()).expiresAt).toEqual(expiresAt);
    expect(browser.cookie(PENDING)).toBeDefined();
    expect((await path.step(browser, { username: OWNER.username, code: totpCode(ownerKey) })).signedIn).toBe(true);
  });

  it("refuses another account's token, a token from another browser, a forged one and none", async () => {
    const owner = new SignInBrowser("198.51.100.14");
    await path.step(owner, OWNER);
    const token = owner.cookie(PENDING)!;
    const expired = { signedIn: false, message: TWO_FACTOR_MESSAGES.expired };

    // The owner's token with the second admin's name and a right code of the second admin's.
    const other = new SignInBrowser("198.51.100.14");
    other.jar.set(PENDING, token);
    expect(await path.step(other, { username: SECOND.username, code: totpCode(secondKey) })).toEqual(expired);
    // The same token from a browser with another user agent.
    const stolen = new SignInBrowser("203.0.113.14", "curl/8.0");
    stolen.jar.set(PENDING, token);
    expect(await path.step(stolen, { username: OWNER.username, code: totpCode(ownerKey) })).toEqual(expired);
    for (const forged of [randomBytes(32).toString("base64url"), `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "x".repeat(500)]) {
      const browser = new SignInBrowser("198.51.100.15");
      browser.jar.set(PENDING, forged);
      expect(await path.step(browser, { username: OWNER.username, code: totpCode(ownerKey) })).toEqual(expired);
    }
    expect(await path.step(new SignInBrowser("198.51.100.16"), { username: OWNER.username, code: totpCode(ownerKey) })).toEqual(expired);
    expect(await db.adminSession.count({ where: { revokedAt: null, createdAt: { gt: new Date(step0) } } })).toBe(0);

    // None of that spent the owner's token or code.
    expect((await path.step(owner, { username: OWNER.username, code: totpCode(ownerKey) })).signedIn).toBe(true);
  });

  it("signs an admin without two-factor sign-in in with the password alone", async () => {
    const browser = new SignInBrowser("198.51.100.17");
    expect(await path.step(browser, PLAIN)).toEqual({ signedIn: true, message: null });
    expect(browser.cookie(PENDING)).toBeUndefined();
    expect(await browser.isSignedIn()).toBe(true);
    expect(await db.adminLoginChallenge.count()).toBe(0);
  });

  it("drops pending sign-ins when the password changes or two-factor sign-in is reset", async () => {
    const browser = new SignInBrowser("198.51.100.18");
    await path.step(browser, OWNER);
    const session = await db.adminSession.findFirstOrThrow({ where: { admin: { username: OWNER.username } } });
    const changed = await changeAdminPassword({ adminId: session.adminId, sessionId: session.id, currentPassword: OWNER.password, newPassword: "a-new-owner-password-2026" });
    expect(changed.ok).toBe(true);
    expect(await path.step(browser, { username: OWNER.username, code: totpCode(ownerKey) })).toEqual({ signedIn: false, message: TWO_FACTOR_MESSAGES.expired });

    const second = new SignInBrowser("198.51.100.19");
    await path.step(second, SECOND);
    expect(await db.adminLoginChallenge.count({ where: { admin: { username: SECOND.username } } })).toBe(1);
    await resetTwoFactor(SECOND.username);
    expect(await db.adminLoginChallenge.count()).toBe(0);
    expect(await path.step(second, { username: SECOND.username, code: totpCode(secondKey) })).toEqual({ signedIn: false, message: TWO_FACTOR_MESSAGES.expired });
  });
});

describe("bad input", () => {
  const post = (body: unknown, browser = new SignInBrowser("198.51.100.30")) => browser.adminLogin(body);
  const error = async (response: Response) => ((await response.json()) as { error: string }).error;

  it("POST /api/admin/login answers 400 with the reason to missing, mistyped, mixed and oversized fields", async () => {
    const cases: [unknown, string][] = [
      [{}, "username: Username is required"],
      [{ username: OWNER.username }, "password: Password is required"],
      [{ username: 42, password: "x" }, "username: Username is required"],
      [{ username: OWNER.username, password: ["x"] }, "password: Password is required"],
      [{ username: OWNER.username, code: 123456 }, "code: Code must be text"],
      [{ username: OWNER.username, code: "12345" }, "code: Enter the 6-digit code from your app or a recovery code"],
      [{ username: OWNER.username, password: OWNER.password, code: "12345" }, "code: Enter the 6-digit code from your app or a recovery code"],
      [{ username: OWNER.username, password: "x".repeat(201) }, "password: Password is too long"],
      [{ username: "u".repeat(101), code: "123456" }, "username: Username is too long"],
      [[OWNER.username, OWNER.password], "Invalid input: expected object, received array"],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await error(response), JSON.stringify(body)).toBe(message);
    }
    expect((await post({ username: OWNER.username, password: "x".repeat(5000) })).status).toBe(413);
    const malformed = await login(request("POST", "/api/admin/login", { rawBody: '{"username":', headers: { "content-type": "application/json" } }));
    expect(malformed.status).toBe(400);
    expect(await error(malformed)).toBe("Request body must be valid JSON");
    expect((await login(request("POST", "/api/admin/login", { rawBody: JSON.stringify(OWNER), headers: { "content-type": "text/plain" } }))).status).toBe(415);
    expect(await db.adminLoginChallenge.count()).toBe(0);
  });

  it("POST /api/admin/login refuses both steps from another site (403), leaving the token unspent", async () => {
    const browser = new SignInBrowser("198.51.100.31");
    expect((await browser.adminLogin(OWNER, { origin: "https://evil.example" })).status).toBe(403);
    await browser.adminLogin(OWNER);
    expect((await browser.adminLogin({ username: OWNER.username, code: totpCode(ownerKey) }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await browser.adminLogin({ username: OWNER.username, code: totpCode(ownerKey) }, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await db.adminLoginChallenge.count()).toBe(1);
    expect((await browser.adminLogin({ username: OWNER.username, code: totpCode(ownerKey) })).status).toBe(200);
  });

  it("next-auth's credentials callback answers 400 to malformed credentials and 403 from another site", async () => {
    const browser = new SignInBrowser("198.51.100.32");
    const cases: [Record<string, string>, string][] = [
      [{ password: OWNER.password }, "username: Username is required"],
      [{ username: OWNER.username }, "password: Password is required"],
      [{ username: OWNER.username, password: OWNER.password, code: "1234567" }, "code: Enter the 6-digit code from your app or a recovery code"],
      [{ username: OWNER.username, code: "12" }, "code: Enter the 6-digit code from your app or a recovery code"],
    ];
    for (const [fields, message] of cases) {
      const response = await browser.nextAuthSignIn(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((response.body as { error: string }).error).toBe(message);
    }
    const crossSite = await browser.nextAuthSignIn(OWNER, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await db.adminLoginChallenge.count()).toBe(0);
    expect(await browser.isSignedIn()).toBe(false);
  });
});
