import "server-only";
import { recordAudit } from "@/lib/audit/events";
import { db } from "@/lib/db";
import { clearLimit, recordHit, refundHit } from "@/lib/rate-limit";
import type { AdminLoginStep } from "@/lib/validation/admin-login";
import { issueDeviceCookie, trustedDevice, type DeviceCookie } from "./device";
import { hashPassword, needsRehash, verifySignInPassword, type PasswordLane } from "./password";
import { consumeLoginChallenge, issueLoginChallenge, pendingSignIn, type ChallengeCookie } from "./login-challenge";
import { isTwoFactorEnabled, secondFactorMatches, verifySecondFactor } from "./two-factor";

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
/** Attempts per account that brought a right two-factor code with a wrong password. */
export const LOGIN_MAX_SECOND_FACTOR_ATTEMPTS = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type LoginAttempt = { username: string; password: string; ip: string; deviceCookie?: string; userAgent?: string | null };
/** Both at once, from a browser without the device cookie while its account is locked for strangers. */
type PasswordAndCodeAttempt = LoginAttempt & { code: string };
/** The second step: `code` normalised by lib/validation/two-factor.ts, `challenge` the pending sign-in's token. */
type CodeAttempt = { username: string; code: string; challenge?: string; ip: string; deviceCookie?: string; userAgent?: string | null };

/**
 * A deliberate result, not a throw (docs/errors.md): next-auth's authorize() and the login route
 * both read it, and each refusal is audited and counted before the route answers it.
 */
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

/**
 * The lane of an attempt: the admin's own browser (the device cookie), a browser that brought a
 * two-factor code with its password, or a stranger. Each has its own password-check slots, and
 * only strangers share the account's count, which guesses from anywhere fill.
 */
function laneOf(deviceId: string | null, withCode: boolean): PasswordLane {
  if (deviceId) return "device";
  return withCode ? "second-factor" : "stranger";
}

const addressCounter = (ip: string) => ({ key: `login:address:${ip}`, max: LOGIN_MAX_ADDRESS_ATTEMPTS });

/**
 * The counters an attempt is charged to, in order; the first one over its limit refuses it. A name
 * with no account is charged to its address alone: there is no account to protect, and a flood of
 * made-up names then costs one counter write an attempt (SQLite writes hold the server's thread).
 */
function countersFor(account: string, ip: string, deviceId: string | null, lane: PasswordLane, accountExists: boolean): { key: string; max: number }[] {
  if (!accountExists) return [addressCounter(ip)];
  if (deviceId) return [{ key: `login:device:${deviceId}`, max: LOGIN_MAX_DEVICE_ATTEMPTS }];
  const fromThisAddress = [addressCounter(ip), { key: `login:ip:${ip}:${account}`, max: LOGIN_MAX_FAILURES }];
  return lane === "stranger" ? [...fromThisAddress, { key: `login:account:${account}`, max: LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS }] : fromThisAddress;
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
type Counter = { key: string; max: number };
type Throttled = Extract<LoginResult, { reason: "throttled" }>;
type Charged = { counters: Counter[]; deviceId: string | null; lane: PasswordLane; throttled?: undefined } | { throttled: Throttled };

/** Charges the counters in order; the first over its limit refuses the attempt (and is remembered). */
async function chargeCounters(counters: Counter[], origin: Origin): Promise<Throttled | null> {
  for (const { key } of counters) {
    const retryAfterSeconds = spentBudgetSeconds(key);
    if (retryAfterSeconds !== null) return { ok: false, reason: "throttled", retryAfterSeconds };
  }
  for (const { key, max } of counters) {
    const limit = await recordHit(key, max, LOGIN_WINDOW_MS);
    if (limit.limited) {
      rememberSpentBudget(key, limit.retryAfterSeconds);
      await recordAudit({ ...origin, action: "lockout", outcome: "failure", target: key.split(":")[1] });
      return { ok: false, reason: "throttled", retryAfterSeconds: limit.retryAfterSeconds };
    }
  }
  return null;
}

/**
 * Each attempt (a password or a code) is counted before it is checked, so parallel guesses cannot
 * all be evaluated; a successful sign-in gives its slots back.
 */
async function chargeAttempt(account: string, ip: string, deviceCookie: string | undefined, origin: Origin, withCode = false, accountExists = true): Promise<Charged> {
  const deviceId = trustedDevice(deviceCookie, account);
  const lane = laneOf(deviceId, withCode);
  const counters = countersFor(account, ip, deviceId, lane, accountExists);
  const throttled = await chargeCounters(counters, origin);
  return throttled ? { throttled } : { counters, deviceId, lane };
}

const refund = async (counters: Counter[]) => {
  for (const { key } of counters) await refundHit(key);
};
/**
 * A lane whose checks are all running: nothing was hashed, so the account's counts are given back,
 * but the address's is kept, so a flood cannot retry busy refusals for free.
 */
const busy = async (counters: Counter[]): Promise<Throttled> => {
  await refund(counters.filter((counter) => !counter.key.startsWith("login:address:")));
  return { ok: false, reason: "throttled", retryAfterSeconds: 2 };
};

async function signedIn(admin: { id: number; username: string }, charged: { counters: Counter[]; deviceId: string | null }, origin: Origin): Promise<LoginResult> {
  await recordAudit({ ...origin, adminId: admin.id, action: "sign-in" });
  for (const { key } of charged.counters) await (key.startsWith("login:ip:") ? clearLimit(key) : refundHit(key));
  return { ok: true, admin, deviceCookie: issueDeviceCookie(admin.username.toLowerCase(), charged.deviceId ?? undefined) };
}

/** The password step. For an admin with 2FA on, a right password answers a pending sign-in token. */
export async function verifyAdminLogin({ username, password, ip, deviceCookie, userAgent }: LoginAttempt): Promise<LoginResult> {
  const origin = { username: username.slice(0, 100), ipAddress: ip, userAgent };
  const admin = await db.admin.findUnique({ where: { username }, omit: { passwordHash: false } });
  const charged = await chargeAttempt(username.toLowerCase(), ip, deviceCookie, origin, false, admin !== null);
  if (charged.throttled) return charged.throttled;

  const passwordMatches = await verifySignInPassword(password, admin?.passwordHash, charged.lane);
  if (passwordMatches === "busy") return busy(charged.counters);
  if (!admin || !admin.isActive || !passwordMatches) {
    await recordAudit({ ...origin, adminId: admin?.id, action: "sign-in", outcome: "failure" });
    return { ok: false, reason: "invalid" };
  }
  // A hash from before scrypt is replaced now that the password is known to be right.
  if (needsRehash(admin.passwordHash)) await db.admin.update({ where: { id: admin.id }, data: { passwordHash: await hashPassword(password) } });
  // Asking for the code costs nothing; the code is then counted like a password.
  if (await isTwoFactorEnabled(admin.id)) {
    await refund(charged.counters);
    return { ok: false, reason: "code-required", challengeCookie: await issueLoginChallenge(admin.id, userAgent) };
  }
  return signedIn({ id: admin.id, username: admin.username }, charged, origin);
}

/**
 * The code step: a code from the app or a recovery code, with the pending sign-in token. It is
 * charged to the same counters as the password, and a wrong code is not given back, so guessing
 * codes runs into the same lockout; the token stays valid (never extended) until it expires.
 */
async function verifyLoginCode({ username, code, challenge, ip, deviceCookie, userAgent }: CodeAttempt): Promise<LoginResult> {
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

/**
 * The password and a code in one step, for a new browser while strangers' guesses have locked the
 * account: a code that would not be accepted ends the attempt before any hashing, so guesses
 * without one never reach this lane's password check or its own count; a right code with a wrong
 * password counts against the account's second-factor budget.
 */
async function verifyPasswordAndCode({ username, password, code, ip, deviceCookie, userAgent }: PasswordAndCodeAttempt): Promise<LoginResult> {
  const origin = { username: username.slice(0, 100), ipAddress: ip, userAgent };
  const account = username.toLowerCase();
  const charged = await chargeAttempt(account, ip, deviceCookie, origin, true);
  if (charged.throttled) return charged.throttled;

  const admin = await db.admin.findUnique({ where: { username }, omit: { passwordHash: false } });
  if (!admin?.isActive || !(await secondFactorMatches(admin, code))) {
    await recordAudit({ ...origin, adminId: admin?.id, action: "sign-in", outcome: "failure", target: "two-factor code" });
    return { ok: false, reason: "invalid" };
  }
  const counters = charged.lane === "second-factor" ? [...charged.counters, { key: `login:second-factor:${account}`, max: LOGIN_MAX_SECOND_FACTOR_ATTEMPTS }] : charged.counters;
  const throttled = await chargeCounters(counters.slice(charged.counters.length), origin);
  if (throttled) return throttled;

  const passwordMatches = await verifySignInPassword(password, admin.passwordHash, charged.lane);
  if (passwordMatches === "busy") return busy(counters);
  if (!passwordMatches) {
    await recordAudit({ ...origin, adminId: admin.id, action: "sign-in", outcome: "failure" });
    return { ok: false, reason: "invalid" };
  }
  if (needsRehash(admin.passwordHash)) await db.admin.update({ where: { id: admin.id }, data: { passwordHash: await hashPassword(password) } });
  const second = await verifySecondFactor(admin, code);
  if (!second.ok) {
    await recordAudit({ ...origin, adminId: admin.id, action: "sign-in", outcome: "failure", target: "two-factor code" });
    return { ok: false, reason: "invalid" };
  }
  if (second.method === "recovery-code") {
    await recordAudit({ ...origin, adminId: admin.id, action: "recovery-code-use", target: `${second.recoveryCodesLeft} left` });
  }
  return signedIn({ id: admin.id, username: admin.username }, { counters, deviceId: charged.deviceId }, origin);
}

/** Every sign-in step as adminLoginSchema parsed it, from the login route and next-auth alike. */
export function verifySignIn(login: AdminLoginStep, from: { ip: string; deviceCookie?: string; userAgent?: string | null; challenge?: string }): Promise<LoginResult> {
  const { challenge, ...origin } = from;
  switch (login.step) {
    case "password":
      return verifyAdminLogin({ ...origin, username: login.username, password: login.password });
    case "code":
      return verifyLoginCode({ ...origin, username: login.username, code: login.code, challenge });
    case "password-and-code":
      return verifyPasswordAndCode({ ...origin, username: login.username, password: login.password, code: login.code });
  }
}
