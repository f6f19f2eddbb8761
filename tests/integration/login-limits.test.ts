import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { LOGIN_MAX_ADDRESS_ATTEMPTS, LOGIN_MAX_FAILURES, LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS, LOGIN_WINDOW_MS } from "@/lib/auth/credentials";
import { hashPassword, MAX_CONCURRENT_PASSWORD_CHECKS } from "@/lib/auth/password";
import { issueDeviceCookie } from "@/lib/auth/device";
import { db } from "@/lib/db";
import { pruneExpiredLimits, recordHit } from "@/lib/rate-limit";
import { resetDatabase } from "../support/db";
import { testPasswordHash } from "../support/password";
import { request } from "../support/requests";

const USERNAME = "limitadmin";
const PASSWORD = "the right password";
// Each check of a password is a real scrypt check (an unknown name's at the production cost 2^15): slow on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
let passwordHash = "";

/** Counts `count` earlier attempts at the account from unknown browsers, as if guessed elsewhere. */
const accountAttemptsSoFar = (count: number) => db.rateLimit.create({ data: { key: `login:account:${USERNAME}`, count, resetAt: new Date(Date.now() + LOGIN_WINDOW_MS) } });

const attempt = (password: string, ip: string, cookie?: string) => login(request("POST", "/api/admin/login", { body: { username: USERNAME, password }, ip, cookie }));

/** "name=value" of the device cookie a successful sign-in set. */
function deviceCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("band-admin-device="));
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=strict/i);
  return cookie!.split(";")[0]!;
}

beforeAll(async () => {
  passwordHash = await testPasswordHash(PASSWORD);
});

beforeEach(async () => {
  await resetDatabase();
  await db.admin.create({ data: { username: USERNAME, passwordHash } });
});

describe("admin sign-in limits", () => {
  it("counts parallel wrong passwords from one address before checking them: at most the limit are evaluated", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`guess ${i}`, "198.51.100.20")));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20 - LOGIN_MAX_FAILURES);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it("limits guesses at one account from many addresses, while a browser with the device cookie still signs in", async () => {
    const device = deviceCookieOf(await attempt(PASSWORD, "203.0.113.1"));

    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt(`guess ${i}`, `198.51.100.${100 + i}`)).status);
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThanOrEqual(LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS);
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);

    // An unknown browser, even with the right password, waits like the attacker...
    const unknown = await attempt(PASSWORD, "203.0.113.2");
    expect(unknown.status).toBe(429);
    expect(Number(unknown.headers.get("retry-after"))).toBeGreaterThan(0);
    // ...a forged device cookie is an unknown browser...
    expect((await attempt(PASSWORD, "203.0.113.2", "band-admin-device=AAAAAAAAAAAAAAAAAAAA.forged")).status).toBe(429);
    // ...and the admin's own browser gets in.
    const admin = await attempt(PASSWORD, "203.0.113.3", device);
    expect(admin.status).toBe(200);
    expect(deviceCookieOf(admin).split(".")[0]).toBe(device.split(".")[0]);
  });

  it("does not take a device cookie issued for another account as trusted", async () => {
    const otherDevice = issueDeviceCookie("other");
    await accountAttemptsSoFar(LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS);
    expect((await attempt(PASSWORD, "203.0.113.9", `${otherDevice.name}=${otherDevice.value}`)).status).toBe(429);
  });

  it("gives the slots of a successful sign-in back, so the admin signing in often is never refused", async () => {
    await accountAttemptsSoFar(LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS - 1);
    for (let i = 0; i < 3; i++) expect((await attempt(PASSWORD, `203.0.113.${i}`)).status).toBe(200);
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: `login:account:${USERNAME}` } })).count).toBe(LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS - 1);
  });
});

describe("rate_limits", () => {
  it("starts a new window once the old one is over, and prunes expired rows", async () => {
    await db.rateLimit.create({ data: { key: "stale", count: 99, resetAt: new Date(Date.now() - 1000) } });
    expect(await recordHit("stale", 5, 60_000)).toEqual({ limited: false, retryAfterSeconds: 0 });
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: "stale" } })).count).toBe(1);

    await db.rateLimit.create({ data: { key: "expired", count: 3, resetAt: new Date(Date.now() - 1000) } });
    expect(await pruneExpiredLimits()).toBe(1);
    expect(await db.rateLimit.findMany({ select: { key: true } })).toEqual([{ key: "stale" }]);
  });
});

describe("sign-in floods with a new username each time (issue #31)", () => {
  it("are counted per address across usernames: past the budget they answer 429 without a password check", async () => {
    const ip = "203.0.113.77";
    // The earlier guesses of this address, as the counter holds them.
    await db.rateLimit.create({ data: { key: `login:address:${ip}`, count: LOGIN_MAX_ADDRESS_ATTEMPTS, resetAt: new Date(Date.now() + LOGIN_WINDOW_MS) } });
    const started = Date.now();
    const response = await login(request("POST", "/api/admin/login", { body: { username: `guess-${started}`, password: "whatever password" }, ip }));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address is not held back, and the admin's right password still works from one.
    expect((await attempt(PASSWORD, "203.0.113.78")).status).toBe(200);
  });

  it("answer a spent budget from memory: one lockout in the audit log and no counter write per refused attempt", async () => {
    const ip = "203.0.113.79";
    await db.rateLimit.create({ data: { key: `login:address:${ip}`, count: LOGIN_MAX_ADDRESS_ATTEMPTS, resetAt: new Date(Date.now() + LOGIN_WINDOW_MS) } });
    const guess = (index: number) => login(request("POST", "/api/admin/login", { body: { username: `flood-${index}`, password: "whatever password" }, ip }));
    expect((await guess(0)).status).toBe(429);
    const counterAfterFirst = await db.rateLimit.findUniqueOrThrow({ where: { key: `login:address:${ip}` } });
    for (let index = 1; index <= 25; index += 1) expect((await guess(index)).status).toBe(429);
    expect(await db.rateLimit.findUniqueOrThrow({ where: { key: `login:address:${ip}` } })).toEqual(counterAfterFirst);
    expect(await db.rateLimit.count({ where: { key: { startsWith: "login:ip:" } } })).toBe(0);
    expect(await db.auditEvent.count({ where: { action: "lockout" } })).toBe(1);
  });

  it("counts an IPv6 /64 as one address", async () => {
    for (let i = 0; i < LOGIN_MAX_ADDRESS_ATTEMPTS; i += 1) {
      await recordHit(`login:address:2001:db8:1:2::/64`, LOGIN_MAX_ADDRESS_ATTEMPTS, LOGIN_WINDOW_MS);
    }
    const response = await login(request("POST", "/api/admin/login", { body: { username: "someone", password: "whatever password" }, ip: "2001:db8:1:2:aaaa:bbbb:cccc:dddd" }));
    expect(response.status).toBe(429);
  });

  it("answers at once, without hashing, once as many password checks as allowed are running", async () => {
    // At the production cost a check lasts long enough for the guesses to overlap.
    await db.admin.update({ where: { username: USERNAME }, data: { passwordHash: await hashPassword(PASSWORD) } });
    const guesses = Array.from({ length: MAX_CONCURRENT_PASSWORD_CHECKS + 2 }, (_, i) => attempt("a wrong password", `198.51.100.${100 + i}`));
    const statuses = (await Promise.all(guesses)).map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_CONCURRENT_PASSWORD_CHECKS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it("keeps a busy refusal on the address's count, and gives the account's back (issue 60)", async () => {
    await db.admin.update({ where: { username: USERNAME }, data: { passwordHash: await hashPassword(PASSWORD) } });
    const ip = "198.51.100.120";
    const statuses = (await Promise.all([attempt("wrong one", ip), attempt("wrong two", ip)])).map((response) => response.status).sort();
    expect(statuses).toEqual([401, 429]);
    expect(await db.rateLimit.findUnique({ where: { key: `login:address:${ip}` } })).toMatchObject({ count: 2 });
    expect(await db.rateLimit.findUnique({ where: { key: `login:ip:${ip}:${USERNAME}` } })).toMatchObject({ count: 1 });
  });
});

describe("a name with no account (issue 60)", () => {
  it("is answered without a password check: no slot taken, the address charged alone, a pause as long as a check", async () => {
    // A real check first, so the pause has a measure to match.
    await db.admin.update({ where: { username: USERNAME }, data: { passwordHash: await hashPassword(PASSWORD) } });
    const timed = async (run: () => Promise<Response>) => {
      const started = performance.now();
      const response = await run();
      return { status: response.status, ms: performance.now() - started };
    };
    // The measure is the middle of three checks, one after another: a single check on a busy
    // machine (CI runs two suites side by side) can take twice as long as the ones around it, and
    // the server's own measure is an average of several.
    const checks = [];
    for (const ip of ["198.51.100.140", "198.51.100.141", "198.51.100.142"]) checks.push(await timed(() => attempt("a wrong password", ip)));
    expect(checks.map((check) => check.status)).toEqual([401, 401, 401]);
    const known = { ms: checks.map((check) => check.ms).sort((a, b) => a - b)[1]! };
    const guesses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        timed(() => login(request("POST", "/api/admin/login", { body: { username: `nobody-${i}`, password: "a wrong password" }, ip: `198.51.100.${150 + i}` }))),
      ),
    );
    // Six at once, none refused as busy: they take no check slot.
    expect(guesses.map((guess) => guess.status)).toEqual(Array(6).fill(401));
    // Not instant: as long as a check, give or take, so the timing does not say which names exist.
    for (const guess of guesses) expect(guess.ms).toBeGreaterThan(known.ms * 0.4);
    const keys = (await db.rateLimit.findMany({ where: { key: { contains: "198.51.100.15" } }, select: { key: true } })).map((row) => row.key).sort();
    expect(keys).toEqual(Array.from({ length: 6 }, (_, i) => `login:address:198.51.100.${150 + i}`));
    expect(await db.auditEvent.count({ where: { action: "sign-in", outcome: "failure", username: { startsWith: "nobody-" } } })).toBe(6);
  });
});
