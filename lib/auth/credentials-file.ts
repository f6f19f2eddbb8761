import "server-only";
import { rm } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "@/lib/env";

/** Where the first start writes the generated admin password (read once, then deleted). */
export const CREDENTIALS_FILE = "admin-credentials.txt";

export function credentialsFilePath(): string {
  return path.join(dataDir(), CREDENTIALS_FILE);
}

/** Deletes the generated password's file once that password is no longer the one in use. */
export async function removeCredentialsFile(): Promise<void> {
  await rm(credentialsFilePath(), { force: true });
}
