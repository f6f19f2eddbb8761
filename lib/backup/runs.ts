import "server-only";
import os from "node:os";
import { cache } from "react";
import path from "node:path";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { lagosDate, lagosMinutesOfDay } from "@/lib/dates/lagos-days";
import { databaseUrl, dataDir } from "@/lib/env";
import { createBackup, type BackupResult } from "./archive";
import { backupBucket } from "./offsite";
import { logError } from "@/lib/log";

// The backups the band never has to think about (issue 65): the server makes one every night at
// 02:30 Lagos time (the jobs timer; /api/cron/backup on Vercel), each recorded in backup_runs for
// the Overview and GET /api/health. A night is claimed by its row, so of several servers one
// makes it; a failed night is logged, shown, and tried again the next night.

/** 02:30 in Lagos, in minutes after its midnight. */
const NIGHTLY_AT_MINUTES = 2 * 60 + 30;
/** The Overview warns when no backup has succeeded for this long. */
const WARN_AFTER_MS = 48 * 3_600_000;

/** BACKUP_KEEP, else 14: how many archives the disk and the bucket keep. */
export function backupKeep(env: { BACKUP_KEEP?: string | undefined } | NodeJS.ProcessEnv = process.env): number {
  const keep = Number(env.BACKUP_KEEP || 14);
  if (!Number.isInteger(keep) || keep < 1) throw new Error("BACKUP_KEEP must be a whole number of at least 1");
  return keep;
}

/** Where archives are written: DATA_DIR/backups, or the temporary folder on Vercel (whose disk is not kept; the bucket is). */
const backupFolder = () => (process.env.VERCEL ? path.join(os.tmpdir(), "backups") : path.join(dataDir(), "backups"));

export type BackupOutcome = { ok: true; result: BackupResult } | { ok: false; error: string };

/** Makes a backup now and records it; `night` claims that night's nightly backup (null when another server has it). */
export async function recordedBackup({ night = null, destination, keep }: { night?: string | null; destination?: string; keep?: number } = {}): Promise<BackupOutcome | null> {
  let run: { id: number };
  try {
    run = await db.backupRun.create({ data: { night }, select: { id: true } });
  } catch (error) {
    if (night && isUniqueViolation(error)) return null;
    throw error;
  }
  try {
    if (process.env.VERCEL && !backupBucket()) throw new Error("On Vercel a backup must leave the machine: set BACKUP_S3_BUCKET (or S3_BUCKET)");
    const result = await createBackup({ dataDir: dataDir(), databaseUrl: databaseUrl(), destination: destination ?? backupFolder(), keep: keep ?? backupKeep(), db });
    const location = [process.env.VERCEL ? null : destination ? result.file : "DATA_DIR/backups", result.offsite].filter(Boolean).join(" and ");
    await db.backupRun.update({
      where: { id: run.id },
      data: { finishedAt: new Date(), ok: true, name: path.basename(result.file), location, bytes: result.bytes },
    });
    return { ok: true, result };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    logError("backup failed:", message);
    await db.backupRun.update({ where: { id: run.id }, data: { finishedAt: new Date(), ok: false, error: message } });
    return { ok: false, error: message };
  }
}

/** The nightly backup, once it is 02:30 in Lagos and tonight's has not been made (nor claimed by another server). */
export async function nightlyBackupIfDue(now = new Date()): Promise<BackupOutcome | null> {
  if (lagosMinutesOfDay(now) < NIGHTLY_AT_MINUTES) return null;
  const night = lagosDate(now);
  // Asked every five minutes: once tonight's is made (or claimed), a read answers, not a refused insert.
  if (await db.backupRun.findUnique({ where: { night }, select: { id: true } })) return null;
  return recordedBackup({ night });
}

/** Whether this server makes the nightly backup itself (the jobs timer): not with BACKUP_NIGHTLY=off. */
export const nightlyBackupOn = () => process.env.BACKUP_NIGHTLY !== "off";

export type BackupStatus = {
  /** This server makes one every night (nightlyBackupOn); false: only `npm run backup` or a scheduler do. */
  nightly: boolean;
  last: { at: string; name: string | null; location: string | null; bytes: number | null } | null;
  /** The newest run's failure, when it failed. */
  lastError: string | null;
  /** No backup has succeeded in 48 hours, or none ever and a try failed or the install is 48 hours old. */
  overdue: boolean;
};

/** Once per request (React's cache): the Overview's backup line and its launch checklist both ask. */
export const backupStatus = cache(async (now = new Date()): Promise<BackupStatus> => {
  const [lastOk, newest, firstAccount] = await Promise.all([
    db.backupRun.findFirst({ where: { ok: true }, orderBy: { finishedAt: "desc" } }),
    db.backupRun.findFirst({ where: { finishedAt: { not: null } }, orderBy: { finishedAt: "desc" } }),
    // When the install began: its first account is made the first time the server starts.
    db.admin.findFirst({ orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
  ]);
  const olderThanWarning = (at: Date) => now.getTime() - at.getTime() > WARN_AFTER_MS;
  return {
    nightly: nightlyBackupOn(),
    last: lastOk ? { at: lastOk.finishedAt!.toISOString(), name: lastOk.name, location: lastOk.location, bytes: lastOk.bytes } : null,
    lastError: newest && !newest.ok ? newest.error : null,
    // Never a success: overdue once a try has failed, or once the install is 48 hours old (a fresh
    // one has not had its first night yet, and is not warned about it).
    overdue: lastOk ? olderThanWarning(lastOk.finishedAt!) : newest !== null || (firstAccount !== null && olderThanWarning(firstAccount.createdAt)),
  };
});
