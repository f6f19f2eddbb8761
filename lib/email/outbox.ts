import "server-only";
import { db } from "../db";
import { emailConfigured, notifyTo } from "./config";
import { sendMail } from "./transport";

// Notifications are written to the outbox in the same transaction as what they announce, then
// sent from here: after the response, by the cron route and by the server's own timer. A message
// is claimed before sending, so two drains never send it twice; a failure waits and is retried.

/** Stands in the `to` column for the band's address, read from NOTIFY_TO when sending. */
export const BAND_ADDRESS = "band";

const CLAIM_MS = 2 * 60_000;
const BASE_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, BASE_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export type DrainResult = { configured: boolean; sent: number; failed: number };

export async function drainOutbox({ limit = 25, now = () => new Date() }: { limit?: number; now?: () => Date } = {}): Promise<DrainResult> {
  if (!emailConfigured()) return { configured: false, sent: 0, failed: 0 };
  const due = await db.outbox.findMany({
    where: { sentAt: null, nextAttemptAt: { lte: now() } },
    orderBy: { id: "asc" },
    take: limit,
  });
  let sent = 0;
  let failed = 0;
  for (const message of due) {
    const claimed = await db.outbox.updateMany({
      where: { id: message.id, sentAt: null, nextAttemptAt: message.nextAttemptAt },
      data: { nextAttemptAt: new Date(now().getTime() + CLAIM_MS) },
    });
    if (claimed.count === 0) continue; // another drain has it
    const to = message.to === BAND_ADDRESS ? notifyTo() : message.to;
    try {
      if (!to) throw new Error("NOTIFY_TO is not set");
      await sendMail({ to, subject: message.subject, text: message.text, html: message.html });
      await db.outbox.update({ where: { id: message.id }, data: { sentAt: now(), attempts: { increment: 1 }, lastError: null } });
      sent++;
    } catch (error) {
      const attempts = message.attempts + 1;
      await db.outbox.update({
        where: { id: message.id },
        data: {
          attempts,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
        },
      });
      failed++;
    }
  }
  return { configured: true, sent, failed };
}

export async function outboxStatus() {
  const [pending, failing, sent, recent] = await Promise.all([
    db.outbox.count({ where: { sentAt: null } }),
    db.outbox.count({ where: { sentAt: null, attempts: { gt: 0 } } }),
    db.outbox.count({ where: { sentAt: { not: null } } }),
    db.outbox.findMany({
      orderBy: { id: "desc" },
      take: 20,
      select: { id: true, kind: true, to: true, subject: true, attempts: true, lastError: true, nextAttemptAt: true, sentAt: true, createdAt: true, contactId: true },
    }),
  ]);
  return { emailConfigured: emailConfigured(), pending, failing, sent, recent };
}
