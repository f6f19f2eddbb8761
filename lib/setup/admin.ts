import "server-only";
import type { Env } from "@/lib/env";
import { writeFileSync } from "node:fs";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "@/lib/auth/common-passwords";
import { generatePassword, hashPassword, verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { adminAccountSchema } from "@/lib/validation/admin-login";
import { credentialsFilePath, removeCredentialsFile } from "@/lib/auth/credentials-file";

export { CREDENTIALS_FILE } from "@/lib/auth/credentials-file";
const GENERATED_USERNAME = "admin";

export type AdminSetup =
  | { kind: "from-env"; username: string; changed: boolean; deactivated: string[] }
  | { kind: "generated"; username: string; password: string; file: string }
  | { kind: "existing" }
  /** An owner removed this account from the team: the environment does not bring it back. */
  | { kind: "removed"; username: string };

/**
 * ADMIN_USERNAME and ADMIN_PASSWORD, when set, are the first owner's account: the password is applied when
 * the account is new or ADMIN_PASSWORD differs from the one applied last, so a password changed
 * in the panel survives restarts. Without them the first start creates "admin" with a generated
 * password, kept in DATA_DIR until it is changed.
 */
export async function ensureAdmin(env: Env = process.env): Promise<AdminSetup> {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = env;
  if (username || password) {
    if (!username || !password) throw new Error("ADMIN_USERNAME and ADMIN_PASSWORD must be set together");
    const parsed = adminAccountSchema.safeParse({ username, password });
    if (!parsed.success) {
      throw new Error(`ADMIN_USERNAME / ADMIN_PASSWORD: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
    }
    if (isCommonPassword(parsed.data.password)) throw new Error(`ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`);
    const removed = await db.admin.findFirst({ where: { username: parsed.data.username, removedAt: { not: null } }, select: { id: true } });
    if (removed) return { kind: "removed", username: parsed.data.username };
    const changed = await upsertAdmin(parsed.data.username, parsed.data.password);
    const deactivated = await deactivateGeneratedAdmin(parsed.data.username);
    // The password in use now comes from the environment (or was changed in the panel).
    await removeCredentialsFile();
    return { kind: "from-env", username: parsed.data.username, changed, deactivated };
  }
  if ((await db.admin.count()) > 0) return { kind: "existing" };

  const generated = generatePassword();
  await db.admin.create({ data: { username: GENERATED_USERNAME, passwordHash: await hashPassword(generated) } });
  const file = credentialsFilePath();
  writeFileSync(file, `username: ${GENERATED_USERNAME}\npassword: ${generated}\n`, { mode: 0o600 });
  return { kind: "generated", username: GENERATED_USERNAME, password: generated, file };
}

/** Whether the password was (re)applied from the environment. */
async function upsertAdmin(username: string, password: string): Promise<boolean> {
  const existing = await db.admin.findUnique({ where: { username }, omit: { passwordHash: false, envPasswordHash: false } });
  if (existing?.isActive) {
    const envUnchanged = existing.envPasswordHash ? await verifyPassword(password, existing.envPasswordHash) : await verifyPassword(password, existing.passwordHash);
    if (envUnchanged) {
      if (!existing.envPasswordHash) await db.admin.update({ where: { id: existing.id }, data: { envPasswordHash: existing.passwordHash } });
      return false;
    }
  }
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const admin = await tx.admin.upsert({
      where: { username },
      create: { username, passwordHash, envPasswordHash: passwordHash },
      update: { passwordHash, envPasswordHash: passwordHash, passwordChangedAt: new Date(), isActive: true },
    });
    // A new password ends every sign-in made with the old one, and those still waiting for a code.
    await tx.adminSession.updateMany({ where: { adminId: admin.id, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.adminLoginChallenge.deleteMany({ where: { adminId: admin.id } });
  });
  return true;
}

/**
 * The account created at first start stays behind when the environment names another one; it is
 * switched off (and its sessions ended) so its password no longer opens the panel.
 */
async function deactivateGeneratedAdmin(username: string): Promise<string[]> {
  if (username === GENERATED_USERNAME) return [];
  const generated = await db.admin.findUnique({ where: { username: GENERATED_USERNAME }, select: { id: true, isActive: true, joinedAt: true } });
  // A person who joined by invitation and chose "admin" is not the generated account.
  if (!generated?.isActive || generated.joinedAt) return [];
  await db.$transaction(async (tx) => {
    await tx.admin.update({ where: { id: generated.id }, data: { isActive: false } });
    await tx.adminSession.updateMany({ where: { adminId: generated.id, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.adminLoginChallenge.deleteMany({ where: { adminId: generated.id } });
  });
  return [GENERATED_USERNAME];
}
