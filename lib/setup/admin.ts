import "server-only";
import type { Env } from "../env";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { generatePassword, hashPassword, verifyPassword } from "../auth/password";
import { db } from "../db";
import { dataDir } from "../env";
import { adminAccountSchema } from "../validation/admin-login";

export const CREDENTIALS_FILE = "admin-credentials.txt";
const GENERATED_USERNAME = "admin";

export type AdminSetup =
  | { kind: "from-env"; username: string; changed: boolean }
  | { kind: "generated"; username: string; password: string; file: string }
  | { kind: "existing" };

/**
 * ADMIN_USERNAME and ADMIN_PASSWORD, when set, are the admin account (its password follows the
 * environment). Without them the first start creates "admin" with a generated password, kept in
 * DATA_DIR so it can be read again.
 */
export async function ensureAdmin(env: Env = process.env): Promise<AdminSetup> {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = env;
  if (username || password) {
    if (!username || !password) throw new Error("ADMIN_USERNAME and ADMIN_PASSWORD must be set together");
    const parsed = adminAccountSchema.safeParse({ username, password });
    if (!parsed.success) {
      throw new Error(`ADMIN_USERNAME / ADMIN_PASSWORD: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
    }
    return upsertAdmin(parsed.data.username, parsed.data.password);
  }
  if ((await db.admin.count()) > 0) return { kind: "existing" };

  const generated = generatePassword();
  await db.admin.create({ data: { username: GENERATED_USERNAME, passwordHash: await hashPassword(generated) } });
  const file = path.join(dataDir(), CREDENTIALS_FILE);
  writeFileSync(file, `username: ${GENERATED_USERNAME}\npassword: ${generated}\n`, { mode: 0o600 });
  return { kind: "generated", username: GENERATED_USERNAME, password: generated, file };
}

async function upsertAdmin(username: string, password: string): Promise<AdminSetup> {
  const existing = await db.admin.findUnique({ where: { username }, omit: { passwordHash: false } });
  if (existing && existing.isActive && (await verifyPassword(password, existing.passwordHash))) {
    return { kind: "from-env", username, changed: false };
  }
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const admin = await tx.admin.upsert({
      where: { username },
      create: { username, passwordHash },
      update: { passwordHash, isActive: true },
    });
    // A new password ends every sign-in made with the old one.
    await tx.adminSession.updateMany({ where: { adminId: admin.id, revokedAt: null }, data: { revokedAt: new Date() } });
  });
  return { kind: "from-env", username, changed: true };
}
