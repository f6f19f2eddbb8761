import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { openSecret, sealSecret, TokenDecryptError } from "@/lib/security/token-crypto";

const KEY_ROW = 1;
const ACTION_KEY_VARIABLE = "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY";

export type ServerActionsKey = { key: string; source: "environment" | "database" | "made" };

/** A key as Next.js takes it: AES-256, base64. */
const newKey = () => randomBytes(32).toString("base64");

/**
 * The key every build names its server actions with: NEXT_SERVER_ACTIONS_ENCRYPTION_KEY when set,
 * otherwise the one kept in this database, made the first time. Next.js derives each action's id
 * from this key, the action's file and its name, so two builds of the same code with the same key
 * answer each other's forms; with a key of their own (Next.js's default), they refuse them.
 */
export async function serverActionsKey(): Promise<ServerActionsKey> {
  const fromEnv = process.env[ACTION_KEY_VARIABLE]?.trim();
  if (fromEnv) return { key: fromEnv, source: "environment" };
  const stored = await db.serverActionsKey.findUnique({ where: { id: KEY_ROW } });
  if (stored) return { key: opened(stored.sealedKey), source: "database" };
  try {
    const key = newKey();
    await db.serverActionsKey.create({ data: { id: KEY_ROW, sealedKey: sealSecret(key) } });
    return { key, source: "made" };
  } catch (error) {
    // Another server starting on the same database made it first: every server takes that one.
    const made = await db.serverActionsKey.findUnique({ where: { id: KEY_ROW } });
    if (made) return { key: opened(made.sealedKey), source: "database" };
    throw error;
  }
}

function opened(sealedKey: string): string {
  try {
    return openSecret(sealedKey);
  } catch (error) {
    if (error instanceof TokenDecryptError) {
      throw new Error(
        `The server actions key kept in the database was sealed with another INTEGRATIONS_KEY or NEXTAUTH_SECRET: every server on this database must have the same ones (docs/deploying.md, "Several servers"), or set ${ACTION_KEY_VARIABLE} on all of them.`,
      );
    }
    throw error;
  }
}
