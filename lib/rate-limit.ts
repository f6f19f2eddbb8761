import "server-only";
import { db } from "./db";

// Fixed-window counters kept in the database, so every server instance sees the same counts.

export type Limit = { limited: boolean; retryAfterSeconds: number };

export async function checkLimit(key: string, max: number): Promise<Limit> {
  const row = await db.rateLimit.findUnique({ where: { key } });
  const now = Date.now();
  if (!row || row.resetAt.getTime() <= now || row.count < max) return { limited: false, retryAfterSeconds: 0 };
  return { limited: true, retryAfterSeconds: (row.resetAt.getTime() - now) / 1000 };
}

/** Counts one hit against key in a window of windowMs; answers whether it is now over max. */
export async function recordHit(key: string, max: number, windowMs: number): Promise<Limit> {
  const now = new Date();
  const freshReset = new Date(now.getTime() + windowMs);
  let row = await db.rateLimit.upsert({
    where: { key },
    create: { key, count: 1, resetAt: freshReset },
    update: { count: { increment: 1 } },
  });
  if (row.resetAt <= now) {
    row = await db.rateLimit.update({ where: { key }, data: { count: 1, resetAt: freshReset } });
  }
  return {
    limited: row.count > max,
    retryAfterSeconds: row.count > max ? (row.resetAt.getTime() - now.getTime()) / 1000 : 0,
  };
}

export async function clearLimit(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}

export async function pruneExpiredLimits(): Promise<void> {
  await db.rateLimit.deleteMany({ where: { resetAt: { lt: new Date() } } });
}
