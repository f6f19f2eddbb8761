import { existsSync, statSync, writeFileSync } from "node:fs";
import bcrypt from "bcryptjs";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as check } from "@/app/api/admin/check/route";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as changePassword } from "@/app/api/admin/password/route";
import { verifyAdminLogin } from "@/lib/auth/credentials";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { PASSWORD_CHANGE_MAX_ATTEMPTS } from "@/lib/auth/password-change";
import { db } from "@/lib/db";
import { ensureAdmin } from "@/lib/setup/admin";
import { credentialsFilePath } from "@/lib/auth/credentials-file";
import { resetDatabase } from "../support/db";
import { testPasswordHash } from "../support/password";
import { cookieFrom, request } from "../support/requests";

const none = { params: Promise.resolve({}) };
const USERNAME = "owner";
const PASSWORD = "first-owner-password";
const NEW_PASSWORD = "a-brand-new-passphrase";

async function signIn(password = PASSWORD, ip = "192.0.2.31") {
  const response = await login(request("POST", "/api/admin/login", { body: { username: USERNAME, password }, ip }));
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

async function isSignedIn(cookie: string) {
  const response = await check(request("GET", "/api/admin/check", { cookie }));
  return ((await response.json()) as { authenticated: boolean }).authenticated;
}

function change(cookie: string | undefined, body: unknown, origin?: string) {
  return changePassword(request("POST", "/api/admin/password", { cookie, body, origin }), none);
}

beforeEach(async () => {
  await resetDatabase();
  // The admin as ensureAdmin leaves it from ADMIN_USERNAME / ADMIN_PASSWORD, at the fixtures' cost
  // (ensureAdmin itself runs at cost 12 below and in setup.test.ts).
  const passwordHash = await testPasswordHash(PASSWORD);
  await db.admin.create({ data: { username: USERNAME, passwordHash, envPasswordHash: passwordHash } });
});

describe("POST /api/admin/password", () => {
  it("changes the password, keeps this session, ends the others and deletes the generated password's file", async () => {
    const mine = await signIn();
    const other = await signIn(PASSWORD, "198.51.100.7");
    writeFileSync(credentialsFilePath(), "username: admin\npassword: old\n", { mode: 0o600 });

    const response = await change(mine, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ endedSessions: 1 });
    expect(await isSignedIn(mine)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect(existsSync(credentialsFilePath())).toBe(false);
    expect((await verifyAdminLogin({ username: USERNAME, password: PASSWORD, ip: "192.0.2.32" })).ok).toBe(false);
    expect((await verifyAdminLogin({ username: USERNAME, password: NEW_PASSWORD, ip: "192.0.2.32" })).ok).toBe(true);

    // A restart with the same ADMIN_PASSWORD keeps the password chosen in the panel...
    expect(await ensureAdmin({ ADMIN_USERNAME: USERNAME, ADMIN_PASSWORD: PASSWORD })).toMatchObject({ changed: false });
    expect((await verifyAdminLogin({ username: USERNAME, password: NEW_PASSWORD, ip: "192.0.2.32" })).ok).toBe(true);
    // ...and a new ADMIN_PASSWORD replaces it (the way back in for an operator who lost it).
    expect(await ensureAdmin({ ADMIN_USERNAME: USERNAME, ADMIN_PASSWORD: "operator-reset-password" })).toMatchObject({ changed: true });
    expect((await verifyAdminLogin({ username: USERNAME, password: "operator-reset-password", ip: "192.0.2.32" })).ok).toBe(true);
  });

  it("refuses a wrong current password, a short one, a common one and the same one, and changes nothing", async () => {
    const cookie = await signIn();
    const cases: [unknown, number, RegExp][] = [
      [{ currentPassword: "not-the-password", newPassword: NEW_PASSWORD }, 403, /current password is not correct/],
      [{ currentPassword: PASSWORD, newPassword: "short-pass1" }, 400, /at least 12 characters/],
      [{ currentPassword: PASSWORD, newPassword: "1q2w3e4r5t6y" }, 400, /commonly used passwords/],
      [{ currentPassword: PASSWORD, newPassword: "QWERTY123456" }, 400, /commonly used passwords/],
      [{ currentPassword: PASSWORD, newPassword: PASSWORD }, 400, /must differ/],
      [{ currentPassword: PASSWORD }, 400, /newPassword/],
      [{ currentPassword: 12, newPassword: NEW_PASSWORD }, 400, /currentPassword/],
      [{ currentPassword: PASSWORD, newPassword: "x".repeat(201) }, 400, /at most 200/],
    ];
    for (const [body, status, message] of cases) {
      const response = await change(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    const oversized = await changePassword(
      request("POST", "/api/admin/password", {
        cookie,
        rawBody: JSON.stringify({ currentPassword: "x".repeat(5000), newPassword: NEW_PASSWORD }),
        headers: { "content-type": "application/json" },
      }),
      none,
    );
    expect(oversized.status).toBe(413);
    expect((await verifyAdminLogin({ username: USERNAME, password: PASSWORD, ip: "192.0.2.33" })).ok).toBe(true);
  });

  it("refuses visitors (401) and foreign origins (403)", async () => {
    expect((await change(undefined, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(401);
    const cookie = await signIn();
    expect((await change(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, "https://evil.example")).status).toBe(403);
    expect((await verifyAdminLogin({ username: USERNAME, password: PASSWORD, ip: "192.0.2.34" })).ok).toBe(true);
  });

  it("limits guesses of the current password from a signed-in session", async () => {
    const cookie = await signIn();
    for (let attempt = 0; attempt < PASSWORD_CHANGE_MAX_ATTEMPTS; attempt++) {
      expect((await change(cookie, { currentPassword: `wrong-guess-${attempt}`, newPassword: NEW_PASSWORD })).status).toBe(403);
    }
    const refused = await change(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("setup files", () => {
  it("deactivates the generated admin once ADMIN_USERNAME names another account, and deletes its password file", async () => {
    await resetDatabase();
    const generated = await ensureAdmin({});
    if (generated.kind !== "generated") throw new Error("expected a generated admin");
    expect(statSync(generated.file).mode & 0o077).toBe(0);
    const admin = await db.admin.findUniqueOrThrow({ where: { username: "admin" } });
    await db.adminSession.create({ data: { id: "generated-session", adminId: admin.id, expiresAt: new Date(Date.now() + 60_000) } });

    expect(await ensureAdmin({ ADMIN_USERNAME: USERNAME, ADMIN_PASSWORD: PASSWORD })).toEqual({ kind: "from-env", username: USERNAME, changed: true, deactivated: ["admin"] });
    expect(existsSync(generated.file)).toBe(false);
    expect((await db.admin.findUniqueOrThrow({ where: { username: "admin" } })).isActive).toBe(false);
    expect((await db.adminSession.findUniqueOrThrow({ where: { id: "generated-session" } })).revokedAt).not.toBeNull();
    expect((await verifyAdminLogin({ username: "admin", password: generated.password, ip: "192.0.2.35" })).ok).toBe(false);
    // The next start does not report it again.
    expect(await ensureAdmin({ ADMIN_USERNAME: USERNAME, ADMIN_PASSWORD: PASSWORD })).toMatchObject({ deactivated: [] });
  });

  it("keeps the generated account when ADMIN_USERNAME is admin itself, with the environment's password", async () => {
    await resetDatabase();
    const generated = await ensureAdmin({});
    if (generated.kind !== "generated") throw new Error("expected a generated admin");
    expect(await ensureAdmin({ ADMIN_USERNAME: "admin", ADMIN_PASSWORD: PASSWORD })).toMatchObject({ changed: true, deactivated: [] });
    expect(existsSync(generated.file)).toBe(false);
    expect((await verifyAdminLogin({ username: "admin", password: PASSWORD, ip: "192.0.2.36" })).ok).toBe(true);
  });
});

describe("passwords longer than the hash reads (bcrypt: 72 bytes)", () => {
  const SEVENTY_TWO = "owner-passphrase-".padEnd(72, "x");

  it("a wrong password sharing the first 72 bytes does not sign in", async () => {
    await db.admin.update({ where: { username: USERNAME }, data: { passwordHash: await testPasswordHash(SEVENTY_TWO) } });
    expect((await login(request("POST", "/api/admin/login", { body: { username: USERNAME, password: SEVENTY_TWO }, ip: "192.0.2.40" }))).status).toBe(200);
    const longer = await login(request("POST", "/api/admin/login", { body: { username: USERNAME, password: `${SEVENTY_TWO}-and-more` }, ip: "192.0.2.41" }));
    expect(longer.status).toBe(401);
  });

  it("refuses a new password over 72 bytes with a clear message, letters or emoji alike", async () => {
    const cookie = await signIn();
    for (const tooLong of ["a".repeat(73), "é".repeat(37), "🎺".repeat(19)]) {
      const response = await change(cookie, { currentPassword: PASSWORD, newPassword: tooLong });
      expect(response.status, tooLong).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/72 bytes/);
    }
    expect((await change(cookie, { currentPassword: PASSWORD, newPassword: "é".repeat(36) })).status).toBe(200);
  });
});

describe("password hashes", () => {
  it("are scrypt (off the request thread), and a bcrypt hash from before is replaced at the next sign-in", async () => {
    const hash = await hashPassword("a new scrypt password");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("a new scrypt password", hash)).toBe(true);
    expect(await verifyPassword("a wrong password", hash)).toBe(false);
    // An account whose hash dates from before scrypt (bcrypt, at its lowest cost).
    await db.admin.update({ where: { username: USERNAME }, data: { passwordHash: await bcrypt.hash(PASSWORD, 4) } });
    expect(needsRehash((await db.admin.findUniqueOrThrow({ where: { username: USERNAME }, omit: { passwordHash: false } })).passwordHash)).toBe(true);
    await signIn();
    const upgraded = (await db.admin.findUniqueOrThrow({ where: { username: USERNAME }, omit: { passwordHash: false } })).passwordHash;
    expect(upgraded).toMatch(/^scrypt\$32768\$/);
    await signIn(PASSWORD, "192.0.2.32");
  });
});
