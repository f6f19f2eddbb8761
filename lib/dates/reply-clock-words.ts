// The reply clock in words, for the inbox: "answer within 3 h", "overdue by 2 h", "answered in
// 40 min". Pure: the panel's browser code and the tests use it.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A duration, roughly: "40 min", "3 h", "2 days". Under an hour in minutes; under two days in hours. */
export function durationWords(ms: number, round: (value: number) => number = Math.round): string {
  const value = Math.max(0, ms);
  if (value < HOUR_MS) return `${Math.max(1, round(value / MINUTE_MS))} min`;
  if (value < 2 * DAY_MS) return `${round(value / HOUR_MS)} h`;
  return `${round(value / DAY_MS)} days`;
}

export type ReplyClock = { createdAt: string; replyDueAt: string | null; firstReplyAt: string | null };

/** Unanswered with a clock running (enquiries from before the clock have none). */
export const isWaiting = (contact: ReplyClock) => contact.firstReplyAt === null && contact.replyDueAt !== null;

/** The clock's state in words, and whether it is overdue; null for an enquiry without a clock. */
export function replyClockWords(contact: ReplyClock, now: Date): { words: string; overdue: boolean } | null {
  if (contact.firstReplyAt) {
    return { words: `answered in ${durationWords(new Date(contact.firstReplyAt).getTime() - new Date(contact.createdAt).getTime())}`, overdue: false };
  }
  if (!contact.replyDueAt) return null;
  const left = new Date(contact.replyDueAt).getTime() - now.getTime();
  // The time left rounded down: the band never reads more time than it has.
  return left > 0 ? { words: `answer within ${durationWords(left, Math.floor)}`, overdue: false } : { words: `overdue by ${durationWords(-left)}`, overdue: true };
}

/**
 * The inbox's order: those waiting first, soonest due first; then the rest as they came (newest
 * first). `alsoWaiting`: the waiting ones read apart (GET /api/contacts?waiting=1), however old,
 * put first even when no page loaded holds them.
 */
export function waitingFirst<T extends ReplyClock & { id: number; quarantinedAt: string | null }>(contacts: T[], alsoWaiting: T[] = []): T[] {
  const isWaitingHere = (contact: T) => !contact.quarantinedAt && isWaiting(contact);
  const byId = new Map<number, T>();
  for (const contact of [...alsoWaiting.filter(isWaitingHere), ...contacts.filter(isWaitingHere)]) if (!byId.has(contact.id)) byId.set(contact.id, contact);
  const waiting = [...byId.values()].sort((a, b) => new Date(a.replyDueAt!).getTime() - new Date(b.replyDueAt!).getTime() || a.id - b.id);
  return [...waiting, ...contacts.filter((contact) => !byId.has(contact.id))];
}
