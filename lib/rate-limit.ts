import "server-only";
import { db } from "./db";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { logError } from "@/lib/log";

// Fixed-window counters kept in the database, so every server instance sees the same counts.

export type Limit = { limited: boolean; retryAfterSeconds: number };

const PRUNE_EVERY_MS = 60_000;
let lastPrune = 0;

/**
 * Counts one hit against key in a window of windowMs, atomically (one upsert that increments), and
 * answers whether it is now over max. Count *before* doing the limited work, so parallel requests
 * each take a slot and at most max of them get through.
 */
export async function recordHit(key: string, max: number, windowMs: number): Promise<Limit> {
  const now = new Date();
  const freshReset = new Date(now.getTime() + windowMs);
  let row = await incrementOrCreate(key, freshReset);
  if (row.resetAt <= now) {
    // The window is over: the one request whose conditional reset matches starts the next one.
    const reset = await db.rateLimit.updateMany({ where: { key, resetAt: { lte: now } }, data: { count: 1, resetAt: freshReset } });
    row = reset.count ? { key, count: 1, resetAt: freshReset } : await db.rateLimit.update({ where: { key }, data: { count: { increment: 1 } } });
  }
  pruneNowAndThen(now.getTime());
  const limited = row.count > max;
  return { limited, retryAfterSeconds: limited ? (row.resetAt.getTime() - now.getTime()) / 1000 : 0 };
}

async function incrementOrCreate(key: string, resetAt: Date) {
  try {
    return await db.rateLimit.upsert({ where: { key }, create: { key, count: 1, resetAt }, update: { count: { increment: 1 } } });
  } catch (error) {
    // Two first hits raced to create the row: the loser counts on the winner's.
    if (!isUniqueViolation(error)) throw error;
    return db.rateLimit.update({ where: { key }, data: { count: { increment: 1 } } });
  }
}

/** Gives back a hit that turned out not to count (a successful sign-in). */
export async function refundHit(key: string): Promise<void> {
  await db.rateLimit.updateMany({ where: { key, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

export async function clearLimit(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}

export async function pruneExpiredLimits(): Promise<number> {
  const { count } = await db.rateLimit.deleteMany({ where: { resetAt: { lt: new Date() } } });
  return count;
}

/** Expired counters are deleted at most once a minute per server, after a hit. */
function pruneNowAndThen(now: number): void {
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  pruneExpiredLimits().catch((error: unknown) => logError("Pruning rate limits failed", error));
}
