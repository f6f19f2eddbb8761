import "server-only";
import { recordAudit } from "../audit/events";
import { db } from "../db";
import { clearLimit, recordHit, refundHit } from "../rate-limit";
import { issueDeviceCookie, trustedDevice, type DeviceCookie } from "./device";
import { verifyPassword } from "./password";
import { isTwoFactorEnabled, verifySecondFactor } from "./two-factor";

// The one place every admin sign-in passes through: /api/admin/login (used by /admin,
// /notifications and the logo managers) and next-auth's Credentials provider.

/** Attempts per username from one address. */
export const LOGIN_MAX_FAILURES = 5;
/** Attempts per username from all browsers without that account's device cookie together. */
export const LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS = 10;
/** Attempts from one browser holding the account's device cookie. */
export const LOGIN_MAX_DEVICE_ATTEMPTS = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** `code`: the second factor (normalised by lib/validation/two-factor.ts), asked for once 2FA is on. */
export type LoginAttempt = { username: string; password: string; code?: string; ip: string; deviceCookie?: string; userAgent?: string | null };

export type LoginResult =
  | { ok: true; admin: { id: number; username: string }; deviceCookie: DeviceCookie }
  | { ok: false; reason: "invalid" }
  /** The password was right; the account has 2FA, so the same sign-in is sent again with a code. */
  | { ok: false; reason: "code-required" }
  | { ok: false; reason: "invalid-code" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** The counters an attempt is charged to, in order; the first one over its limit refuses it. */
function countersFor(account: string, ip: string, deviceId: string | null): { key: string; max: number }[] {
  if (deviceId) return [{ key: `login:device:${deviceId}`, max: LOGIN_MAX_DEVICE_ATTEMPTS }];
  return [
    { key: `login:ip:${ip}:${account}`, max: LOGIN_MAX_FAILURES },
    { key: `login:account:${account}`, max: LOGIN_MAX_UNKNOWN_DEVICE_ATTEMPTS },
  ];
}

/**
 * Each attempt is counted before the password is checked, so parallel guesses cannot all be
 * evaluated; a successful sign-in gives its slots back.
 */
export async function verifyAdminLogin({ username, password, code, ip, deviceCookie, userAgent }: LoginAttempt): Promise<LoginResult> {
  const origin = { username: username.slice(0, 100), ipAddress: ip, userAgent };
  const account = username.toLowerCase();
  const deviceId = trustedDevice(deviceCookie, account);
  const counters = countersFor(account, ip, deviceId);
  for (const { key, max } of counters) {
    const limit = await recordHit(key, max, LOGIN_WINDOW_MS);
    if (limit.limited) {
      await recordAudit({ ...origin, action: "lockout", outcome: "failure", target: key.split(":")[1] });
      return { ok: false, reason: "throttled", retryAfterSeconds: limit.retryAfterSeconds };
    }
  }

  const admin = await db.admin.findUnique({ where: { username }, omit: { passwordHash: false } });
  const passwordMatches = await verifyPassword(password, admin?.passwordHash);
  if (!admin || !admin.isActive || !passwordMatches) {
    await recordAudit({ ...origin, adminId: admin?.id, action: "sign-in", outcome: "failure" });
    return { ok: false, reason: "invalid" };
  }

  // A code is checked under the same counters as the password: a wrong one is not given back, so
  // guessing codes runs into the same lockout. Asking for the code costs nothing.
  if (await isTwoFactorEnabled(admin.id)) {
    if (!code) {
      for (const { key } of counters) await refundHit(key);
      return { ok: false, reason: "code-required" };
    }
    const second = await verifySecondFactor(admin, code);
    if (!second.ok) {
      await recordAudit({ ...origin, adminId: admin.id, action: "sign-in", outcome: "failure", target: "two-factor code" });
      return { ok: false, reason: "invalid-code" };
    }
    if (second.method === "recovery-code") {
      await recordAudit({ ...origin, adminId: admin.id, action: "recovery-code-use", target: `${second.recoveryCodesLeft} left` });
    }
  }
  await recordAudit({ ...origin, adminId: admin.id, action: "sign-in" });

  for (const { key } of counters) await (key.startsWith("login:ip:") ? clearLimit(key) : refundHit(key));
  return { ok: true, admin: { id: admin.id, username: admin.username }, deviceCookie: issueDeviceCookie(account, deviceId ?? undefined) };
}
