import "server-only";
import { Readable } from "node:stream";
import { newestBackup } from "@/lib/backup/newest";
import { backupStatus } from "@/lib/backup/runs";
import { db } from "@/lib/db";
import { emailConfigured } from "@/lib/email/config";
import { redisConfigured, withRedis } from "@/lib/redis/connection";
import { fileStorage } from "@/lib/storage";
import { whatsappConfigured } from "@/lib/whatsapp-cloud/client";
import { logError } from "@/lib/log";

// GET /api/health (issue 65): whether the site can serve and take enquiries (the database answers,
// uploads can be written), and, for the band's operator, what is degraded and why. Cheap enough for
// a monitor every 30 s: one query, and a storage probe at most every STORAGE_PROBE_MS.

type CheckState = "ok" | "down" | "off";
type HealthStatus = "ok" | "degraded" | "down";
export type HealthDetails = {
  status: HealthStatus;
  checks: { database: CheckState; storage: CheckState; redis: CheckState; email: CheckState; whatsapp: CheckState; push: CheckState };
  outbox: { pending: number; failed: number; oldestPendingMinutes: number };
  alerts: { failedLast24h: number };
  backup: { lastAt: string | null; where: string | null; bytes: number | null };
};

const STORAGE_PROBE_MS = 15_000;
/** A message due this long ago and still unsent: the outbox is stuck (its timer runs each minute). */
const STUCK_AFTER_MINUTES = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

const probe = globalThis as typeof globalThis & { bandStorageProbe?: { at: number; ok: boolean } };

async function databaseUp(): Promise<boolean> {
  try {
    await db.$queryRaw`SELECT 1`;
    return true;
  } catch {
    return false;
  }
}

/** Writes and removes a tiny file where uploads go (the disk, the bucket or Blob); remembered for STORAGE_PROBE_MS. */
async function storageWritable(now = Date.now()): Promise<boolean> {
  if (probe.bandStorageProbe && now - probe.bandStorageProbe.at < STORAGE_PROBE_MS) return probe.bandStorageProbe.ok;
  let ok = false;
  try {
    const storage = fileStorage();
    const stored = await storage.put(`health/probe-${process.pid}.txt`, Readable.from([Buffer.from("ok")]), "text/plain");
    await storage.remove(storage.kind === "blob" ? stored.url : stored.key);
    ok = true;
  } catch (error) {
    logError("health: the file storage refused a write", error);
  }
  probe.bandStorageProbe = { at: now, ok };
  return ok;
}

/** The public answer: up when the database answers and uploads can be written. */
export async function healthStatus(): Promise<"ok" | "down"> {
  const [database, storage] = await Promise.all([databaseUp(), storageWritable()]);
  return database && storage ? "ok" : "down";
}

/** A channel is down while messages to it wait after a failed attempt. */
const channelState = async (configured: boolean, channel: string): Promise<CheckState> =>
  !configured ? "off" : (await db.outbox.count({ where: { channel, sentAt: null, failedAt: null, attempts: { gt: 0 } } })) > 0 ? "down" : "ok";

/** Everything the operator needs to see at once (the cron secret's holder or an owner). */
export async function healthDetails(now = new Date()): Promise<HealthDetails> {
  const [database, storage] = await Promise.all([databaseUp(), storageWritable(now.getTime())]);
  const redis: CheckState = !redisConfigured() ? "off" : (await withRedis((client) => client.ping())) === "PONG" ? "ok" : "down";
  if (!database) {
    return {
      status: "down",
      checks: { database: "down", storage: storage ? "ok" : "down", redis, email: emailConfigured() ? "ok" : "off", whatsapp: whatsappConfigured() ? "ok" : "off", push: "off" },
      outbox: { pending: 0, failed: 0, oldestPendingMinutes: 0 },
      alerts: { failedLast24h: 0 },
      backup: await backupFacts(false),
    };
  }
  const devices = await db.pushSubscription.count();
  const [email, whatsapp, push] = await Promise.all([channelState(emailConfigured(), "email"), channelState(whatsappConfigured(), "whatsapp"), channelState(devices > 0, "push")]);
  const [pending, failed, oldest, failedAlerts] = await Promise.all([
    db.outbox.count({ where: { sentAt: null, failedAt: null } }),
    db.outbox.count({ where: { sentAt: null, failedAt: { not: null } } }),
    db.outbox.findFirst({ where: { sentAt: null, failedAt: null, nextAttemptAt: { lte: now } }, orderBy: { nextAttemptAt: "asc" }, select: { nextAttemptAt: true } }),
    // Alerts queued in the last day that gave up at the send or that Meta reported failed later.
    db.outbox.count({
      where: { channel: { in: ["whatsapp", "push"] }, createdAt: { gte: new Date(now.getTime() - DAY_MS) }, OR: [{ failedAt: { not: null } }, { deliveryState: "failed" }] },
    }),
  ]);
  const oldestPendingMinutes = oldest ? Math.max(0, Math.floor((now.getTime() - oldest.nextAttemptAt.getTime()) / 60_000)) : 0;
  const degraded = redis === "down" || email === "down" || whatsapp === "down" || push === "down" || oldestPendingMinutes >= STUCK_AFTER_MINUTES;
  return {
    status: !storage ? "down" : degraded ? "degraded" : "ok",
    checks: { database: "ok", storage: storage ? "ok" : "down", redis, email, whatsapp, push },
    outbox: { pending, failed, oldestPendingMinutes },
    alerts: { failedLast24h: failedAlerts },
    backup: await backupFacts(true),
  };
}

/** The last backup that succeeded (backup_runs), or, before any was recorded, the newest archive on the disk. */
async function backupFacts(database: boolean): Promise<HealthDetails["backup"]> {
  const recorded = database ? (await backupStatus()).last : null;
  if (recorded) return { lastAt: recorded.at, where: recorded.location, bytes: recorded.bytes };
  const newest = newestBackup();
  return newest ? { lastAt: newest.at.toISOString(), where: "DATA_DIR/backups", bytes: newest.bytes } : { lastAt: null, where: null, bytes: null };
}
