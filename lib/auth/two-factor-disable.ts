import "server-only";
import { db } from "@/lib/db";
import { recordHit } from "@/lib/rate-limit";
import { twoFactorCodeSchema } from "@/lib/validation/two-factor";
import { verifyPassword } from "./password";
import { removeTwoFactor, renewRecoveryCodes, verifySecondFactor } from "./two-factor";

/** Wrong passwords or codes allowed per admin when turning 2FA off or renewing recovery codes. */
export const TWO_FACTOR_DISABLE_MAX_ATTEMPTS = 5;
const TWO_FACTOR_DISABLE_WINDOW_MS = 15 * 60 * 1000;

type Method = "password" | "totp" | "recovery-code";
/** A deliberate result (docs/errors.md): the routes audit a refused proof before they throw the answer. */
type ProofFailure = { ok: false; reason: "not-enabled" | "wrong-proof"; message: string } | { ok: false; reason: "throttled"; retryAfterSeconds: number; message: string };

export type DisableResult = { ok: true; endedSessions: number; method: Method } | ProofFailure;
export type RenewResult = { ok: true; recoveryCodes: string[]; method: Method } | ProofFailure;

type ProofInput = { adminId: number; username: string; password?: string; code?: string };

/**
 * Checks that the signed-in admin, whose 2FA is on, knows their password or has a code (a
 * recovery code is spent), within a per-admin limit shared by the changes that need it, so a
 * stolen session cannot guess.
 */
async function proveAdmin(input: ProofInput): Promise<{ ok: true; method: Method } | ProofFailure> {
  const { adminId, username } = input;
  const row = await db.adminTwoFactor.findUnique({ where: { adminId }, select: { enabledAt: true } });
  if (!row?.enabledAt) return { ok: false, reason: "not-enabled", message: "Two-factor sign-in is not on" };

  const limit = await recordHit(`two-factor-disable:${adminId}`, TWO_FACTOR_DISABLE_MAX_ATTEMPTS, TWO_FACTOR_DISABLE_WINDOW_MS);
  if (limit.limited) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return { ok: false, reason: "throttled", retryAfterSeconds: limit.retryAfterSeconds, message: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` };
  }

  if (input.password) {
    const admin = await db.admin.findUnique({ where: { id: adminId }, omit: { passwordHash: false } });
    if (admin && (await verifyPassword(input.password, admin.passwordHash))) return { ok: true, method: "password" };
  }
  const code = twoFactorCodeSchema.safeParse(input.code ?? "");
  if (code.success) {
    const second = await verifySecondFactor({ id: adminId, username }, code.data);
    if (second.ok) return { ok: true, method: second.method };
  }
  return { ok: false, reason: "wrong-proof", message: "The password or code is not correct" };
}

/** Turns the signed-in admin's 2FA off after checking their password or a code; the other sessions end. */
export async function disableTwoFactor(input: ProofInput & { sessionId: string }): Promise<DisableResult> {
  const proof = await proveAdmin(input);
  if (!proof.ok) return proof;
  const endedSessions = (await removeTwoFactor(input.adminId, input.sessionId)) ?? 0;
  return { ok: true, endedSessions, method: proof.method };
}

/** Ten new recovery codes in place of the old ones, after the same check as turning 2FA off. */
export async function renewRecoveryCodesWithProof(input: ProofInput): Promise<RenewResult> {
  const proof = await proveAdmin(input);
  if (!proof.ok) return proof;
  const recoveryCodes = await renewRecoveryCodes(input.adminId);
  if (!recoveryCodes) return { ok: false, reason: "not-enabled", message: "Two-factor sign-in is not on" };
  return { ok: true, recoveryCodes, method: proof.method };
}
