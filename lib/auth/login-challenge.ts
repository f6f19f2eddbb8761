import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { cookieFromHeader, secureCookies } from "./cookie";

// Between the password step and the code step the browser holds a "password accepted, code pending"
// token instead of the password: 256 random bits in an httpOnly cookie, stored here only as SHA-256,
// good for one sign-in within five minutes, from the browser (user agent) it was issued to. Wrong
// codes leave it as it is (they count toward the login lockout) and never extend it.

export const LOGIN_CHALLENGE_TTL_SECONDS = 5 * 60;

export type ChallengeCookie = { name: string; value: string; options: { httpOnly: true; sameSite: "strict"; path: "/"; secure: boolean; maxAge: number } };

export function loginChallengeCookieName(): string {
  return secureCookies() ? "__Host-band-admin-2fa-pending" : "band-admin-2fa-pending";
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const tokenHashOf = (token: string) => sha256(`admin-login-challenge\0${token}`);
const userAgentHashOf = (userAgent: string | null | undefined) => sha256(`admin-login-user-agent\0${userAgent ?? ""}`);
const cookie = (value: string, maxAge: number): ChallengeCookie => ({
  name: loginChallengeCookieName(),
  value,
  options: { httpOnly: true, sameSite: "strict", path: "/", secure: secureCookies(), maxAge },
});

/** The cookie that ends a pending sign-in in the browser. */
export const clearedChallengeCookie = (): ChallengeCookie => cookie("", 0);

/** After the right password for an admin with 2FA on: a new token, as the cookie to set. */
export async function issueLoginChallenge(adminId: number, userAgent: string | null | undefined): Promise<ChallengeCookie> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.adminLoginChallenge.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
  await db.adminLoginChallenge.create({
    data: { adminId, tokenHash: tokenHashOf(token), userAgentHash: userAgentHashOf(userAgent), expiresAt: new Date(now + LOGIN_CHALLENGE_TTL_SECONDS * 1000) },
  });
  return cookie(token, LOGIN_CHALLENGE_TTL_SECONDS);
}

export type PendingSignIn = { challengeId: number; admin: { id: number; username: string } };

/** The live challenge behind a token for this username and user agent, or null (unknown, used, expired, another account's). */
export async function pendingSignIn(token: string | undefined, username: string, userAgent: string | null | undefined): Promise<PendingSignIn | null> {
  if (!token || !/^[\w-]{43}$/.test(token)) return null;
  const row = await db.adminLoginChallenge.findUnique({
    where: { tokenHash: tokenHashOf(token) },
    select: { id: true, expiresAt: true, userAgentHash: true, admin: { select: { id: true, username: true, isActive: true } } },
  });
  if (!row || row.expiresAt.getTime() <= Date.now() || row.userAgentHash !== userAgentHashOf(userAgent)) return null;
  if (!row.admin.isActive || row.admin.username !== username) return null;
  return { challengeId: row.id, admin: { id: row.admin.id, username: row.admin.username } };
}

/** Spends the challenge: true for exactly one caller, and only while it has not expired. */
export async function consumeLoginChallenge(challengeId: number): Promise<boolean> {
  const spent = await db.adminLoginChallenge.deleteMany({ where: { id: challengeId, expiresAt: { gt: new Date() } } });
  return spent.count === 1;
}

/** The challenge token from a raw Cookie header (next-auth hands authorize() plain headers). */
export const challengeFromCookieHeader = (cookieHeader: string | undefined) => cookieFromHeader(cookieHeader, loginChallengeCookieName());
