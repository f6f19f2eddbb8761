import "server-only";
import { recordAudit } from "@/lib/audit/events";
import { db } from "@/lib/db";
import { clearLimit, recordHit, refundHit } from "@/lib/rate-limit";
import { issueDeviceCookie, trustedDevice, type DeviceCookie } from "./device";
import { hashPassword, needsRehash, verifySignInPassword } from "./password";
import { consumeLoginChallenge, issueLoginChallenge, pendingSignIn, type ChallengeCookie } from "./login-challenge";
import { isTwoFactorEnabled, verifySecondFactor } from "./two-factor";

// The one place every admin sign-in passes through: /api/admin/login (used by /admin,
// /notifications and the logo managers) and next-auth's Credentials provider.

/** Attempts per username from one address. */
export const LOGIN_MAX_FAILURES = 5;
/** Attempts per username from all browsers without that account's device cookie together. */
export const LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS = 10;
/** Attempts from one address (an IPv6 /64) across every username: guessing with a new name each time is counted too. */
export const LOGIN_MAX_ADDRESS_ATTEMPTS = 20;
/** Attempts from one browser holding the account's device cookie. */
const LOGIN_MAX_DEVICE_ATTEMPTS = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type LoginAttempt = { username: string; password: string; ip: string; deviceCookie?: string; userAgent?: string | null };
/** The second step: `code` normalised by lib/validation/two-factor.ts, `challenge` the pending sign-in's token. */
export type CodeAttempt = { username: string; code: string; challenge?: string; ip: string; deviceCookie?: string; userAgent?: string | null };

export type LoginResult =
  | { ok: true; admin: { id: number; username: string }; deviceCookie: DeviceCookie }
  | { ok: false; reason: "invalid" }
  /** The password was right and the account has 2FA: the browser gets a pending sign-in token instead. */
  | { ok: false; reason: "code-required"; challengeCookie: ChallengeCookie }
  | { ok: false; reason: "invalid-code" }
  /** The pending sign-in token is unknown, spent, expired or not this account's: back to the password. */
  | { ok: false; reason: "challenge-expired" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** The counters an attempt is charged to, in order; the first one over its limit refuses it. */
function countersFor(account: string, ip: string, deviceId: string | null): { key: string; max: number }[] {
  if (deviceId) return [{ key: `login:device:${deviceId}`, max: LOGIN_MAX_DEVICE_ATTEMPTS }];
  return [
    { key: `login:address:${ip}`, max: LOGIN_MAX_ADDRESS_ATTEMPTS },
    { key: `login:ip:${ip}:${account}`, max: LOGIN_MAX_FAILURES },
    { key: `login:account:${account}`, max: LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS },
  ];
}

/**
 * Budgets the database has already refused, until their window ends: a flood past its budget is
 * answered from memory, without a counter write or an audit row per refused attempt, so it cannot
 * slow the pages down through the database (issue #31). Only a refusal the database made is
 * remembered, so several server processes still agree; bounded, oldest forgotten first.
 */
const spentBudgets = new Map<string, number>();
const MAX_REMEMBERED_BUDGETS = 10_000;

function spentBudgetSeconds(key: string, now = Date.now()): number | null {
  const until = spentBudgets.get(key);
  if (until === undefined) return null;
  if (until <= now) {
    spentBudgets.delete(key);
    return null;
  }
  return Math.ceil((until - now) / 1000);
}

function rememberSpentBudget(key: string, retryAfterSeconds: number) {
  if (spentBudgets.size >= MAX_REMEMBERED_BUDGETS) {
    const now = Date.now();
    for (const [remembered, until] of spentBudgets) if (until <= now) spentBudgets.delete(remembered);
    while (spentBudgets.size >= MAX_REMEMBERED_BUDGETS) spentBudgets.delete(spentBudgets.keys().next().value!);
  }
  spentBudgets.set(key, Date.now() + retryAfterSeconds * 1000);
}

/** For tests, whose database is emptied between cases. */
export function forgetSpentBudgets() {
  spentBudgets.clear();
}

type Origin = { username: string; ipAddress: string; userAgent?: string | null };
type Charged = { counters: { key: string }[]; deviceId: string | null; throttled?: undefined } | { throttled: LoginResult };

/**
 * Each attempt (a password or a code) is counted before it is checked, so parallel guesses cannot
 * all be evaluated; a successful sign-in gives its slots back.
 */
async function chargeAttempt(account: string, ip: string, deviceCookie: string | undefined, origin: Origin): Promise<Charged> {
  const deviceId = trustedDevice(deviceCookie, account);
  const counters = countersFor(account, ip, deviceId);
  for (const { key } of counters) {
    const retryAfterSeconds = spentBudgetSeconds(key);
    if (retryAfterSeconds !== null) return { throttled: { ok: false, reason: "throttled", retryAfterSeconds } };
  }
  for (const { key, max } of counters) {
    const limit = await recordHit(key, max, LOGIN_WINDOW_MS);
    if (limit.limited) {
      rememberSpentBudget(key, limit.retryAfterSeconds);
      await recordAudit({ ...origin, action: "lockout", outcome: "failure", target: key.split(":")[1] });
      return { throttled: { ok: false, reason: "throttled", retryAfterSeconds: limit.retryAfterSeconds } };
    }
  }
  return { counters, deviceId };
}

async function signedIn(admin: { id: number; username: string }, charged: { counters: { key: string }[]; deviceId: string | null }, origin: Origin): Promise<LoginResult> {
  await recordAudit({ ...origin, adminId: admin.id, action: "sign-in" });
  for (const { key } of charged.counters) await (key.startsWith("login:ip:") ? clearLimit(key) : refundHit(key));
  return { ok: true, admin, deviceCookie: issueDeviceCookie(admin.username.toLowerCase(), charged.deviceId ?? undefined) };
}

/** The password step. For an admin with 2FA on, a right password answers a pending sign-in token. */
export async function verifyAdminLogin({ username, password, ip, deviceCookie, userAgent }: LoginAttempt): Promise<LoginResult> {
  const origin = { username: username.slice(0, 100), ipAddress: ip, userAgent };
  const charged = await chargeAttempt(username.toLowerCase(), ip, deviceCookie, origin);
  if (charged.throttled) return charged.throttled;

  const admin = await db.admin.findUnique({ where: { username }, omit: { passwordHash: false } });
  const passwordMatches = await verifySignInPassword(password, admin?.passwordHash);
  if (passwordMatches === "busy") {
    for (const { key } of charged.counters) await refundHit(key);
    return { ok: false, reason: "throttled", retryAfterSeconds: 2 };
  }
  if (!admin || !admin.isActive || !passwordMatches) {
    await recordAudit({ ...origin, adminId: admin?.id, action: "sign-in", outcome: "failure" });
    return { ok: false, reason: "invalid" };
  }
  // A hash from before scrypt is replaced now that the password is known to be right.
  if (needsRehash(admin.passwordHash)) await db.admin.update({ where: { id: admin.id }, data: { passwordHash: await hashPassword(password) } });
  // Asking for the code costs nothing; the code is then counted like a password.
  if (await isTwoFactorEnabled(admin.id)) {
    for (const { key } of charged.counters) await refundHit(key);
    return { ok: false, reason: "code-required", challengeCookie: await issueLoginChallenge(admin.id, userAgent) };
  }
  return signedIn({ id: admin.id, username: admin.username }, charged, origin);
}

/**
 * The code step: a code from the app or a recovery code, with the pending sign-in token. It is
 * charged to the same counters as the password, and a wrong code is not given back, so guessing
 * codes runs into the same lockout; the token stays valid (never extended) until it expires.
 */
export async function verifyLoginCode({ username, code, challenge, ip, deviceCookie, userAgent }: CodeAttempt): Promise<LoginResult> {
  const origin = { username: username.slice(0, 100), ipAddress: ip, userAgent };
  const charged = await chargeAttempt(username.toLowerCase(), ip, deviceCookie, origin);
  if (charged.throttled) return charged.throttled;

  const pending = await pendingSignIn(challenge, username, userAgent);
  if (!pending) {
    await recordAudit({ ...origin, action: "sign-in", outcome: "failure", target: "expired sign-in" });
    return { ok: false, reason: "challenge-expired" };
  }
  const { admin } = pending;
  const second = await verifySecondFactor(admin, code);
  if (!second.ok) {
    await recordAudit({ ...origin, adminId: admin.id, action: "sign-in", outcome: "failure", target: "two-factor code" });
    return { ok: false, reason: "invalid-code" };
  }
  if (!(await consumeLoginChallenge(pending.challengeId))) {
    await recordAudit({ ...origin, adminId: admin.id, action: "sign-in", outcome: "failure", target: "expired sign-in" });
    return { ok: false, reason: "challenge-expired" };
  }
  if (second.method === "recovery-code") {
    await recordAudit({ ...origin, adminId: admin.id, action: "recovery-code-use", target: `${second.recoveryCodesLeft} left` });
  }
  return signedIn(admin, charged, origin);
}
