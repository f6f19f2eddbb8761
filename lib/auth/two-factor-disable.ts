import "server-only";
import { db } from "../db";
import { recordHit } from "../rate-limit";
import { twoFactorCodeSchema } from "../validation/two-factor";
import { verifyPassword } from "./password";
import { removeTwoFactor, verifySecondFactor } from "./two-factor";

/** Wrong passwords or codes allowed per admin when turning 2FA off (a stolen session cannot guess). */
export const TWO_FACTOR_DISABLE_MAX_ATTEMPTS = 5;
export const TWO_FACTOR_DISABLE_WINDOW_MS = 15 * 60 * 1000;

export type DisableResult =
  | { ok: true; endedSessions: number; method: "password" | "totp" | "recovery-code" }
  | { ok: false; reason: "not-enabled" | "wrong-proof"; message: string }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number; message: string };

/** Turns the signed-in admin's 2FA off after checking their password or a code; the other sessions end. */
export async function disableTwoFactor(input: { adminId: number; username: string; sessionId: string; password?: string; code?: string }): Promise<DisableResult> {
  const { adminId, username, sessionId } = input;
  const row = await db.adminTwoFactor.findUnique({ where: { adminId }, select: { enabledAt: true } });
  if (!row?.enabledAt) return { ok: false, reason: "not-enabled", message: "Two-factor sign-in is not on" };

  const limit = await recordHit(`two-factor-disable:${adminId}`, TWO_FACTOR_DISABLE_MAX_ATTEMPTS, TWO_FACTOR_DISABLE_WINDOW_MS);
  if (limit.limited) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return { ok: false, reason: "throttled", retryAfterSeconds: limit.retryAfterSeconds, message: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` };
  }

  let method: "password" | "totp" | "recovery-code" | null = null;
  if (input.password) {
    const admin = await db.admin.findUnique({ where: { id: adminId }, omit: { passwordHash: false } });
    if (admin && (await verifyPassword(input.password, admin.passwordHash))) method = "password";
  }
  const code = twoFactorCodeSchema.safeParse(input.code ?? "");
  if (!method && code.success) {
    const second = await verifySecondFactor({ id: adminId, username }, code.data);
    if (second.ok) method = second.method;
  }
  if (!method) return { ok: false, reason: "wrong-proof", message: "The password or code is not correct" };

  const endedSessions = (await removeTwoFactor(adminId, sessionId)) ?? 0;
  return { ok: true, endedSessions, method };
}
