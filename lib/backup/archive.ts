// Backups of a self-hosted install: a consistent snapshot of the SQLite database (SQLite's online
// backup, safe while the site serves) and the uploads, in one timestamped .tar.gz. Used by
// `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { isPostgresUrl, sqliteFilePath } from "@/lib/env";
import { ARCHIVE_PREFIX, isBackupArchive } from "./names";

const DATABASE_ENTRY = "band.db";
const MANIFEST_ENTRY = "backup.json";

type Manifest = { createdAt: string; database: string | null; uploads: number };
export type BackupResult = { file: string; database: boolean; uploads: number; removed: string[] };

function tar(args: string[]) {
  const result = spawnSync("tar", args, { encoding: "utf8" });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`tar ${args[0]} failed: ${result.stderr.trim()}`);
}

function countFiles(folder: string): number {
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}.partial`)).length;
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

export async function createBackup({
  dataDir,
  databaseUrl,
  destination = path.join(dataDir, "backups"),
  keep = 14,
  now = new Date(),
}: {
  dataDir: string;
  databaseUrl: string;
  destination?: string;
  keep?: number;
  now?: Date;
}): Promise<BackupResult> {
  mkdirSync(destination, { recursive: true });
  const staging = mkdtempSync(path.join(destination, ".staging-"));
  try {
    const hasDatabase = !isPostgresUrl(databaseUrl);
    if (hasDatabase) {
      const source = new Database(sqliteFilePath(databaseUrl), { readonly: true, fileMustExist: true });
      try {
        // All pages in one step: one read transaction, so the copy is one consistent moment even
        // while the server keeps writing (a multi-step backup would restart on every write).
        await source.backup(path.join(staging, DATABASE_ENTRY), { progress: () => 1_000_000_000 });
      } finally {
        source.close();
      }
    }
    const uploads = path.join(dataDir, "uploads");
    const manifest: Manifest = { createdAt: now.toISOString(), database: hasDatabase ? DATABASE_ENTRY : null, uploads: countFiles(uploads) };
    writeFileSync(path.join(staging, MANIFEST_ENTRY), JSON.stringify(manifest, null, 2));

    const file = path.join(destination, `${ARCHIVE_PREFIX}${stamp(now)}.tar.gz`);
    const partial = path.join(staging, "archive.tar.gz");
    const entries = ["-C", staging, MANIFEST_ENTRY, ...(hasDatabase ? [DATABASE_ENTRY] : [])];
    if (existsSync(uploads)) entries.push("-C", dataDir, "--exclude=uploads/.partial", "uploads");
    tar(["-czf", partial, ...entries]);
    renameSync(partial, file);
    return { file, database: hasDatabase, uploads: manifest.uploads, removed: pruneBackups(destination, keep) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` archives in a folder; answers the ones it deleted. */
export function pruneBackups(destination: string, keep: number): string[] {
  const archives = readdirSync(destination).filter(isBackupArchive).sort().reverse();
  const removed = archives.slice(Math.max(1, keep)).map((name) => path.join(destination, name));
  for (const file of removed) rmSync(file, { force: true });
  return removed;
}

export type RestoreResult = { replaced: string[]; keptIn: string | null; database: boolean; uploads: number; createdAt: string };

/**
 * Restores an archive into a stopped install. What it replaces is moved to
 * DATA_DIR/replaced-<time>, not deleted. Refuses while the database looks in use (a write-ahead
 * log is present) unless `force`.
 */
/**
 * The restored database gets a new page-cache scope on its next start (lib/cache/scope.ts), so the
 * pages cached after the backup was made, on disk or in Redis, are never served for it.
 */
function forgetCacheScope(database: string): void {
  const restored = new Database(database, { fileMustExist: true });
  try {
    const hasTable = restored.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cache_scope'").get();
    if (hasTable) restored.prepare("DELETE FROM cache_scope").run();
  } finally {
    restored.close();
  }
}

export function restoreBackup({
  archive,
  dataDir,
  databaseUrl,
  force = false,
  now = new Date(),
}: {
  archive: string;
  dataDir: string;
  databaseUrl: string;
  force?: boolean;
  now?: Date;
}): RestoreResult {
  if (!existsSync(archive)) throw new Error(`No such backup: ${archive}`);
  mkdirSync(dataDir, { recursive: true });
  const database = isPostgresUrl(databaseUrl) ? null : sqliteFilePath(databaseUrl);
  const wal = database ? `${database}-wal` : null;
  if (!force && wal && existsSync(wal) && statSync(wal).size > 0) {
    throw new Error(`${wal} exists: the server looks like it is running (or did not stop cleanly). Stop it first; pass --force if it is stopped.`);
  }
  const staging = mkdtempSync(path.join(dataDir, ".restore-"));
  try {
    tar(["-xzf", archive, "-C", staging]);
    const manifestFile = path.join(staging, MANIFEST_ENTRY);
    if (!existsSync(manifestFile)) throw new Error(`${archive} is not a backup made by npm run backup`);
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
    const restoredDatabase = manifest.database ? path.join(staging, manifest.database) : null;
    if (restoredDatabase) {
      const check = new Database(restoredDatabase, { readonly: true, fileMustExist: true });
      const integrity = check.pragma("integrity_check", { simple: true });
      check.close();
      if (integrity !== "ok") throw new Error(`The backup's database fails its integrity check: ${integrity}`);
    }
    if (restoredDatabase && !database)
      throw new Error("This install uses PostgreSQL: restore its database with pg_restore (docs/operations.md, Durability and backups); this archive holds an SQLite database");

    const keptIn = path.join(dataDir, `replaced-${stamp(now)}`);
    const replaced: string[] = [];
    const moveAside = (file: string) => {
      if (!existsSync(file)) return;
      mkdirSync(keptIn, { recursive: true });
      renameSync(file, path.join(keptIn, path.basename(file)));
      replaced.push(file);
    };
    if (restoredDatabase && database) {
      for (const file of [database, `${database}-wal`, `${database}-shm`]) moveAside(file);
      mkdirSync(path.dirname(database), { recursive: true });
      renameSync(restoredDatabase, database);
      forgetCacheScope(database);
    }
    const uploads = path.join(dataDir, "uploads");
    moveAside(uploads);
    if (existsSync(path.join(staging, "uploads"))) renameSync(path.join(staging, "uploads"), uploads);
    return { replaced, keptIn: replaced.length ? keptIn : null, database: Boolean(restoredDatabase), uploads: manifest.uploads, createdAt: manifest.createdAt };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
