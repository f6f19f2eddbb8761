import "server-only";
import { db } from "@/lib/db";

// The reply clock: each enquiry is due an answer replyHours after it arrives (replyDueAt); the
// first answer (a status change away from new, a quote sent, or the admin's "I replied by phone or
// WhatsApp") sets firstReplyAt once. The Overview sums up the last 30 days.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Client = Pick<typeof db, "contact">;

export const replyDueAtFrom = (received: Date, replyHours: number) => new Date(received.getTime() + replyHours * HOUR_MS);

/** Marks the enquiry answered by `by` (a username), unless it already was; true when this was its first reply. */
export async function recordFirstReply(client: Client, contactId: number, by: string, at = new Date()): Promise<boolean> {
  return (await client.contact.updateMany({ where: { id: contactId, firstReplyAt: null }, data: { firstReplyAt: at, firstReplyBy: by } })).count === 1;
}

/** Enquiries on the clock: not demo, not held as spam, received after the clock existed. */
const onTheClock = { isDemo: false, quarantinedAt: null, replyDueAt: { not: null } } as const;

export type ReplyClockSummary = {
  /** Enquiries on the clock received in the last 30 days. */
  received: number;
  /** Median minutes from received to first reply, over those answered; null with none answered. */
  medianReplyMinutes: number | null;
  /** Of those whose outcome is known (answered, or unanswered past due), the share answered in time (0–1); null with none. */
  shareWithinPromise: number | null;
  /** Unanswered now, whatever their age. */
  waitingNow: number;
  /** Of those, past their due time. */
  overdueNow: number;
};

export async function replyClockSummary(now = new Date()): Promise<ReplyClockSummary> {
  const [recent, waitingNow, overdueNow] = await Promise.all([
    db.contact.findMany({
      where: { ...onTheClock, createdAt: { gte: new Date(now.getTime() - 30 * DAY_MS) } },
      select: { createdAt: true, replyDueAt: true, firstReplyAt: true },
    }),
    db.contact.count({ where: { ...onTheClock, firstReplyAt: null } }),
    db.contact.count({ where: { ...onTheClock, firstReplyAt: null, replyDueAt: { lt: now } } }),
  ]);
  const replyMinutes = recent
    .filter((row) => row.firstReplyAt)
    .map((row) => (row.firstReplyAt!.getTime() - row.createdAt.getTime()) / 60_000)
    .sort((a, b) => a - b);
  const known = recent.filter((row) => row.firstReplyAt || row.replyDueAt! < now);
  const inTime = known.filter((row) => row.firstReplyAt && row.firstReplyAt <= row.replyDueAt!).length;
  return {
    received: recent.length,
    medianReplyMinutes: replyMinutes.length ? Math.round(median(replyMinutes)) : null,
    shareWithinPromise: known.length ? inTime / known.length : null,
    waitingNow,
    overdueNow,
  };
}

function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
