import "server-only";
// Backups (issue 65): the database on either engine (SQLite: its online snapshot; PostgreSQL:
// every table's rows, lib/backup/database-rows.ts) and the uploads (the local folder, or fetched
// from the bucket or Blob), in one timestamped .tar.gz under DATA_DIR/backups, and, with a backup
// bucket, in s3://<bucket>/backups too (lib/backup/offsite.ts). Used by `npm run backup` and
// `npm run restore` and by the nightly job (lib/backup/runs.ts).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { copyDatabase } from "@/lib/db/copy";
import { createDb, type Db } from "@/lib/db/create-db";
import { isPostgresUrl, sqliteFilePath } from "@/lib/env";
import { fileStorage } from "@/lib/storage";
import { dumpDatabaseRows, loadDatabaseRows, ROWS_FOLDER } from "./database-rows";
import { ARCHIVE_PREFIX, isBackupArchive } from "./names";
import { backupBucket, downloadBackup, isS3Url, pruneBucketBackups, uploadBackup } from "./offsite";
import { stageStoredFiles } from "./stored-files";

const DATABASE_ENTRY = "band.db";
const MANIFEST_ENTRY = "backup.json";

/** `database`: "band.db" (an SQLite snapshot), "database" (every table's rows) or null (an archive from before PostgreSQL was backed up). */
type Manifest = { createdAt: string; database: string | null; engine?: "sqlite" | "postgresql"; tables?: Record<string, number>; uploads: number; missing?: string[] };
export type BackupResult = {
  file: string;
  bytes: number;
  engine: "sqlite" | "postgresql";
  uploads: number;
  /** Stored files the database points to that the bucket or Blob did not have. */
  missing: string[];
  /** s3://bucket/backups/name when the archive also left the machine. */
  offsite: string | null;
  removed: string[];
};

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

async function snapshotSqlite(databaseUrl: string, target: string): Promise<void> {
  const source = new Database(sqliteFilePath(databaseUrl), { readonly: true, fileMustExist: true });
  try {
    // All pages in one step: one read transaction, so the copy is one consistent moment even
    // while the server keeps writing (a multi-step backup would restart on every write).
    await source.backup(target, { progress: () => 1_000_000_000 });
  } finally {
    source.close();
  }
}

/** Runs `work` with the given client, or with one of its own for `databaseUrl`, closed after. */
async function withDb<T>(given: Db | undefined, databaseUrl: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = given ?? createDb(databaseUrl);
  try {
    return await work(db);
  } finally {
    if (!given) await db.$disconnect();
  }
}

export async function createBackup({
  dataDir,
  databaseUrl,
  destination = path.join(dataDir, "backups"),
  keep = 14,
  now = new Date(),
  db,
}: {
  dataDir: string;
  databaseUrl: string;
  destination?: string;
  keep?: number;
  now?: Date;
  db?: Db;
}): Promise<BackupResult> {
  mkdirSync(destination, { recursive: true });
  const staging = mkdtempSync(path.join(destination, ".staging-"));
  try {
    const engine = isPostgresUrl(databaseUrl) ? "postgresql" : "sqlite";
    const storedLocally = fileStorage().kind === "local";
    const { tables, missing } = await withDb(db, databaseUrl, async (client) => ({
      tables: engine === "postgresql" ? await dumpDatabaseRows(client, path.join(staging, ROWS_FOLDER), { postgres: true }) : undefined,
      missing: storedLocally ? [] : (await stageStoredFiles(client, path.join(staging, "uploads"))).missing,
    }));
    if (engine === "sqlite") await snapshotSqlite(databaseUrl, path.join(staging, DATABASE_ENTRY));
    const uploads = storedLocally ? path.join(dataDir, "uploads") : path.join(staging, "uploads");
    const manifest: Manifest = {
      createdAt: now.toISOString(),
      database: engine === "sqlite" ? DATABASE_ENTRY : ROWS_FOLDER,
      engine,
      ...(tables ? { tables } : {}),
      uploads: countFiles(uploads),
      ...(missing.length ? { missing } : {}),
    };
    writeFileSync(path.join(staging, MANIFEST_ENTRY), JSON.stringify(manifest, null, 2));

    const file = path.join(destination, `${ARCHIVE_PREFIX}${stamp(now)}.tar.gz`);
    const partial = path.join(staging, "archive.tar.gz");
    const entries = ["-C", staging, MANIFEST_ENTRY, manifest.database!];
    if (existsSync(uploads)) entries.push("-C", path.dirname(uploads), "--exclude=uploads/.partial", "uploads");
    tar(["-czf", partial, ...entries]);
    // Renamed into place only when whole: a failed backup never leaves a half archive as the newest.
    renameSync(partial, file);
    const bucket = backupBucket();
    const offsite = bucket ? await uploadBackup(file, bucket) : null;
    const removed = [...pruneBackups(destination, keep), ...(bucket ? await pruneBucketBackups(bucket, keep) : [])];
    return { file, bytes: statSync(file).size, engine, uploads: manifest.uploads, missing, offsite, removed };
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

function checkSqliteIntegrity(file: string): void {
  const check = new Database(file, { readonly: true, fileMustExist: true });
  const integrity = check.pragma("integrity_check", { simple: true });
  check.close();
  if (integrity !== "ok") throw new Error(`The backup's database fails its integrity check: ${integrity}`);
}

export type RestoreResult = { replaced: string[]; keptIn: string | null; database: boolean; tables: number; uploads: number; createdAt: string };

/**
 * Restores an archive (a file, or s3://bucket/backups/name) into a stopped install: an SQLite
 * snapshot into SQLite (or, copied row by row, into PostgreSQL), a backup's rows into either.
 * `migrate` brings an empty database to the schema first (the script runs the migrations). What
 * it replaces on the disk is moved to DATA_DIR/replaced-<time>, not deleted. Refuses while the
 * SQLite database looks in use (a write-ahead log is present), or a PostgreSQL target that
 * already holds enquiries or admins, unless `force`.
 */
export async function restoreBackup({
  archive,
  dataDir,
  databaseUrl,
  migrate,
  force = false,
  now = new Date(),
}: {
  archive: string;
  dataDir: string;
  databaseUrl: string;
  migrate: () => void;
  force?: boolean;
  now?: Date;
}): Promise<RestoreResult> {
  mkdirSync(dataDir, { recursive: true });
  // Migrations take seconds: a PostgreSQL target is migrated once, for the check and the load alike.
  let migrated = false;
  const migrateOnce = () => {
    if (!migrated) migrate();
    migrated = true;
  };
  const targetIsPostgres = isPostgresUrl(databaseUrl);
  const database = targetIsPostgres ? null : sqliteFilePath(databaseUrl);
  if (!isS3Url(archive) && !existsSync(archive)) throw new Error(`No such backup: ${archive}`);
  const wal = database ? `${database}-wal` : null;
  if (!force && wal && existsSync(wal) && statSync(wal).size > 0) {
    throw new Error(`${wal} exists: the server looks like it is running (or did not stop cleanly). Stop it first; pass --force if it is stopped.`);
  }
  const staging = mkdtempSync(path.join(dataDir, ".restore-"));
  try {
    const file = isS3Url(archive) ? await downloadBackup(archive, staging) : archive;
    tar(["-xzf", file, "-C", staging]);
    const manifestFile = path.join(staging, MANIFEST_ENTRY);
    if (!existsSync(manifestFile)) throw new Error(`${archive} is not a backup made by npm run backup`);
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
    const snapshot = manifest.database === DATABASE_ENTRY ? path.join(staging, DATABASE_ENTRY) : null;
    const rows = manifest.database === ROWS_FOLDER ? path.join(staging, ROWS_FOLDER) : null;
    if (snapshot) checkSqliteIntegrity(snapshot);
    if (targetIsPostgres && (snapshot || rows) && !force) {
      const holds = await withDb(undefined, databaseUrl, async (db) => {
        migrateOnce();
        return (await db.contact.count()) + (await db.admin.count());
      });
      if (holds > 0) throw new Error("The PostgreSQL database already holds enquiries or admins: restore into an empty one, or pass --force to replace them.");
    }

    const keptIn = path.join(dataDir, `replaced-${stamp(now)}`);
    const replaced: string[] = [];
    const moveAside = (existing: string) => {
      if (!existsSync(existing)) return;
      mkdirSync(keptIn, { recursive: true });
      renameSync(existing, path.join(keptIn, path.basename(existing)));
      replaced.push(existing);
    };
    let tables = 0;
    if (database && (snapshot || rows)) for (const existing of [database, `${database}-wal`, `${database}-shm`]) moveAside(existing);
    if (database && snapshot) {
      mkdirSync(path.dirname(database), { recursive: true });
      renameSync(snapshot, database);
      forgetCacheScope(database);
    } else if (snapshot || rows) {
      // Into a freshly migrated database: PostgreSQL, or an SQLite file made anew for a backup's rows.
      migrateOnce();
      const copied = await withDb(undefined, databaseUrl, (target) =>
        snapshot ? withDb(undefined, `file:${snapshot}`, (source) => copyDatabase(source, target, { targetIsPostgres })) : loadDatabaseRows(target, rows!, { targetIsPostgres }),
      );
      tables = copied.length;
    }
    const uploads = path.join(dataDir, "uploads");
    moveAside(uploads);
    if (existsSync(path.join(staging, "uploads"))) renameSync(path.join(staging, "uploads"), uploads);
    return { replaced, keptIn: replaced.length ? keptIn : null, database: Boolean(snapshot || rows), tables, uploads: manifest.uploads, createdAt: manifest.createdAt };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
