import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as check } from "@/app/api/admin/check/route";
import { POST as login } from "@/app/api/admin/login/route";
import { DELETE as endOne } from "@/app/api/admin/sessions/[id]/route";
import { DELETE as endOthers, GET as listSessions } from "@/app/api/admin/sessions/route";
import type { ActiveSession } from "@/lib/auth/admin-sessions";
import { db } from "@/lib/db";
import { resetDatabase } from "../support/db";
import { testPasswordHash } from "../support/password";
import { cookieFrom, request } from "../support/requests";

const USERNAME = "session-admin";
const PASSWORD = "session-admin-password";
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const none = { params: Promise.resolve({}) };

async function signIn(ip: string, userAgent: string, username = USERNAME) {
  const response = await login(request("POST", "/api/admin/login", { body: { username, password: PASSWORD }, ip, headers: { "user-agent": userAgent } }));
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

async function isSignedIn(cookie: string) {
  return ((await (await check(request("GET", "/api/admin/check", { cookie }))).json()) as { authenticated: boolean }).authenticated;
}

async function sessionsOf(cookie: string) {
  const response = await listSessions(request("GET", "/api/admin/sessions", { cookie }), none);
  expect(response.status).toBe(200);
  return ((await response.json()) as { sessions: ActiveSession[] }).sessions;
}

const endSession = (cookie: string | undefined, id: string, origin?: string) =>
  endOne(request("DELETE", `/api/admin/sessions/${id}`, { cookie, origin }), { params: Promise.resolve({ id }) });

beforeEach(async () => {
  await resetDatabase();
  await db.admin.create({ data: { username: USERNAME, passwordHash: await testPasswordHash(PASSWORD) } });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("idle timeout", () => {
  it("ends a session unused for ADMIN_IDLE_MINUTES, and a request in time keeps it alive", async () => {
    vi.stubEnv("ADMIN_IDLE_MINUTES", "5");
    const cookie = await signIn("192.0.2.41", LAPTOP);
    const [row] = await db.adminSession.findMany();

    await db.adminSession.update({ where: { id: row!.id }, data: { lastSeenAt: new Date(Date.now() - 4 * 60_000) } });
    expect(await isSignedIn(cookie)).toBe(true);
    const touched = await db.adminSession.findUniqueOrThrow({ where: { id: row!.id } });
    expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);

    await db.adminSession.update({ where: { id: row!.id }, data: { lastSeenAt: new Date(Date.now() - 6 * 60_000) } });
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it("writes last-seen at most once a minute", async () => {
    const cookie = await signIn("192.0.2.42", LAPTOP);
    const seen = new Date(Date.now() - 20_000);
    await db.adminSession.updateMany({ data: { lastSeenAt: seen } });
    expect(await isSignedIn(cookie)).toBe(true);
    expect((await db.adminSession.findFirstOrThrow()).lastSeenAt.getTime()).toBe(seen.getTime());
  });

  it("defaults to 60 minutes", async () => {
    const cookie = await signIn("192.0.2.43", LAPTOP);
    await db.adminSession.updateMany({ data: { lastSeenAt: new Date(Date.now() - 59 * 60_000) } });
    expect(await isSignedIn(cookie)).toBe(true);
    await db.adminSession.updateMany({ data: { lastSeenAt: new Date(Date.now() - 61 * 60_000) } });
    expect(await isSignedIn(cookie)).toBe(false);
  });
});

describe("/api/admin/sessions", () => {
  it("lists the admin's live sessions with device, address and last use, this one first", async () => {
    const laptop = await signIn("192.0.2.44", LAPTOP);
    await signIn("198.51.100.9", PHONE);
    const ended = await signIn("203.0.113.5", PHONE);
    await db.adminSession.updateMany({ where: { ipAddress: "203.0.113.5" }, data: { revokedAt: new Date() } });
    expect(await isSignedIn(ended)).toBe(false);

    const sessions = await sessionsOf(laptop);
    expect(sessions.map(({ device, ipAddress, current }) => ({ device, ipAddress, current }))).toEqual([
      { device: "Safari on macOS", ipAddress: "192.0.2.44", current: true },
      { device: "Chrome on Android", ipAddress: "198.51.100.9", current: false },
    ]);
    expect(Date.parse(sessions[1]!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("ends another session at once, refuses to end this one or an unknown one", async () => {
    const laptop = await signIn("192.0.2.45", LAPTOP);
    const phone = await signIn("198.51.100.10", PHONE);
    const [mine, other] = await sessionsOf(laptop);

    expect((await endSession(laptop, mine!.id)).status).toBe(400);
    expect((await endSession(laptop, "no-such-session")).status).toBe(404);
    expect((await endSession(laptop, "x".repeat(101))).status).toBe(400);
    const response = await endSession(laptop, other!.id);
    expect(response.status).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await endSession(laptop, other!.id)).status).toBe(404);
  });

  it("cannot end another admin's session", async () => {
    await db.admin.create({ data: { username: "second-admin", passwordHash: await testPasswordHash(PASSWORD) } });
    const mine = await signIn("192.0.2.46", LAPTOP);
    const theirs = await signIn("198.51.100.11", PHONE, "second-admin");
    const [theirSession] = await sessionsOf(theirs);
    expect((await endSession(mine, theirSession!.id)).status).toBe(404);
    expect(await isSignedIn(theirs)).toBe(true);
  });

  it("ends all other sessions", async () => {
    const laptop = await signIn("192.0.2.47", LAPTOP);
    const phones = [await signIn("198.51.100.12", PHONE), await signIn("198.51.100.13", PHONE)];
    const response = await endOthers(request("DELETE", "/api/admin/sessions", { cookie: laptop }), none);
    expect(await response.json()).toEqual({ ended: 2 });
    for (const phone of phones) expect(await isSignedIn(phone)).toBe(false);
    expect((await sessionsOf(laptop)).length).toBe(1);
  });

  it("refuses visitors (401) and foreign origins (403)", async () => {
    const laptop = await signIn("192.0.2.48", LAPTOP);
    const phone = await signIn("198.51.100.14", PHONE);
    const [, other] = await sessionsOf(laptop);
    expect((await listSessions(request("GET", "/api/admin/sessions"), none)).status).toBe(401);
    expect((await endOthers(request("DELETE", "/api/admin/sessions"), none)).status).toBe(401);
    expect((await endSession(undefined, other!.id)).status).toBe(401);
    expect((await endSession(laptop, other!.id, "https://evil.example")).status).toBe(403);
    expect((await endOthers(request("DELETE", "/api/admin/sessions", { cookie: laptop, origin: "https://evil.example" }), none)).status).toBe(403);
    expect(await isSignedIn(phone)).toBe(true);
  });
});
