import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "@/lib/env";

const SECRET_FILE = "nextauth-secret";

/**
 * NEXTAUTH_SECRET, or the one kept in DATA_DIR, made on first use. A serverless deployment has no
 * lasting DATA_DIR, so it must set NEXTAUTH_SECRET.
 */
export function authSecret(): string {
  const fromEnv = process.env.NEXTAUTH_SECRET?.trim();
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir(), SECRET_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
    return secret;
  }
}
