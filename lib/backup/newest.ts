import "server-only";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { dataDir } from "@/lib/env";
import { isBackupArchive } from "./names";

/** Where `npm run backup` writes its archives on this machine. */
const backupFolder = () => path.join(dataDir(), "backups");

/** The newest archive under DATA_DIR/backups: when it was written and its size; null when there is none. */
export function newestBackup(folder = backupFolder()): { at: Date; bytes: number; name: string } | null {
  if (!existsSync(/*turbopackIgnore: true*/ folder)) return null;
  let newest: { at: Date; bytes: number; name: string } | null = null;
  for (const entry of readdirSync(/*turbopackIgnore: true*/ folder, { withFileTypes: true })) {
    if (!entry.isFile() || !isBackupArchive(entry.name)) continue;
    const stats = statSync(/*turbopackIgnore: true*/ path.join(folder, entry.name));
    if (!newest || stats.mtime > newest.at) newest = { at: stats.mtime, bytes: stats.size, name: entry.name };
  }
  return newest;
}
