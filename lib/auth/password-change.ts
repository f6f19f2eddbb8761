import "server-only";
import { db } from "@/lib/db";
import { recordHit } from "@/lib/rate-limit";
import { removeCredentialsFile } from "@/lib/auth/credentials-file";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { hashPassword, verifyPassword } from "./password";

/** Wrong current passwords allowed per admin in PASSWORD_CHANGE_WINDOW_MS (a stolen session cannot guess it). */
export const PASSWORD_CHANGE_MAX_ATTEMPTS = 5;
const PASSWORD_CHANGE_WINDOW_MS = 15 * 60 * 1000;

/** A deliberate result (docs/errors.md): the route audits a refused change before it throws the answer. */
export type PasswordChangeResult =
  | { ok: true; endedSessions: number }
  | { ok: false; reason: "wrong-current" | "common" | "unchanged"; message: string }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number; message: string };

/**
 * Changes the signed-in admin's password after checking the current one; every other session of
 * that admin ends, the one making the change stays signed in.
 */
export async function changeAdminPassword(input: { adminId: number; sessionId: string; currentPassword: string; newPassword: string }): Promise<PasswordChangeResult> {
  const { adminId, sessionId, currentPassword, newPassword } = input;
  if (isCommonPassword(newPassword)) return { ok: false, reason: "common", message: COMMON_PASSWORD_MESSAGE };

  const limit = await recordHit(`password-change:${adminId}`, PASSWORD_CHANGE_MAX_ATTEMPTS, PASSWORD_CHANGE_WINDOW_MS);
  if (limit.limited) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return { ok: false, reason: "throttled", retryAfterSeconds: limit.retryAfterSeconds, message: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` };
  }
  const admin = await db.admin.findUnique({ where: { id: adminId }, omit: { passwordHash: false } });
  if (!admin || !(await verifyPassword(currentPassword, admin.passwordHash))) {
    return { ok: false, reason: "wrong-current", message: "The current password is not correct" };
  }
  if (currentPassword === newPassword) return { ok: false, reason: "unchanged", message: "The new password must differ from the current one" };

  const passwordHash = await hashPassword(newPassword);
  const ended = await db.$transaction(async (tx) => {
    await tx.admin.update({ where: { id: adminId }, data: { passwordHash, passwordChangedAt: new Date() } });
    // A sign-in waiting for its code was made with the old password.
    await tx.adminLoginChallenge.deleteMany({ where: { adminId } });
    return tx.adminSession.updateMany({ where: { adminId, revokedAt: null, NOT: { id: sessionId } }, data: { revokedAt: new Date() } });
  });
  // The generated password written at first start is no longer the password: it goes.
  await removeCredentialsFile();
  return { ok: true, endedSessions: ended.count };
}
