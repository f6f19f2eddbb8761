import "server-only";
import { db } from "../db";
import { checkLimit, clearLimit, recordHit } from "../rate-limit";
import { verifyPassword } from "./password";

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type LoginResult =
  | { ok: true; admin: { id: number; username: string } }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

// Throttled per username *and* address: guessing from one place is slowed down, while the admin
// signing in from anywhere else is not locked out.
const throttleKey = (username: string, ip: string) => `login:${ip}:${username.toLowerCase()}`;

export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export async function verifyAdminLogin(username: string, password: string, ip: string): Promise<LoginResult> {
  const key = throttleKey(username, ip);
  const limit = await checkLimit(key, LOGIN_MAX_FAILURES);
  if (limit.limited) return { ok: false, reason: "throttled", retryAfterSeconds: limit.retryAfterSeconds };

  const admin = await db.admin.findUnique({ where: { username }, omit: { passwordHash: false } });
  const passwordMatches = await verifyPassword(password, admin?.passwordHash);
  if (!admin || !admin.isActive || !passwordMatches) {
    await recordHit(key, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS);
    return { ok: false, reason: "invalid" };
  }
  await clearLimit(key);
  return { ok: true, admin: { id: admin.id, username: admin.username } };
}
