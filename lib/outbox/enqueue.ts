import "server-only";
import type { Tx } from "@/lib/db";

// The one writer of outbox rows (issue 61). A message is queued in the same transaction as what it
// announces, so it is sent if and only if that was stored; lib/delivery/drain.ts sends it later.

export type OutboxMessage = {
  /** What the message is for: "quote", "enquiry-notification", "whatsapp-alert", … */
  kind: string;
  /** email (the default), whatsapp or push (lib/alerts/queue.ts). */
  channel?: "email" | "whatsapp" | "push";
  /** An address, a WhatsApp number's digits, or "subscription:<id>". */
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** JSON { name, address } (lib/email/reply-to.ts). */
  replyTo?: string | null;
  /** What a WhatsApp template or a push carries, as JSON (lib/alerts/messages.ts). */
  payload?: string | null;
  /** A document made when the mail is sent: "receipt:<payment id>". */
  attachment?: string | null;
  contactId?: number | null;
  /** A message that waits (a digest at the end of its window) names when it is due. */
  nextAttemptAt?: Date;
  createdAt?: Date;
};

/** Queues one message in the caller's transaction (or, for a message that stands alone, on db). */
export async function enqueue(tx: Pick<Tx, "outbox">, message: OutboxMessage): Promise<{ id: number }> {
  return tx.outbox.create({ data: message, select: { id: true } });
}

const DAY_MS = 86_400_000;

/** Whether a mail of this kind went (or is queued) to this address in the last 24 hours. */
export async function mailedWithinADay(tx: Pick<Tx, "outbox">, kind: string, to: string): Promise<boolean> {
  return (await tx.outbox.count({ where: { kind, to: { equals: to }, createdAt: { gte: new Date(Date.now() - DAY_MS) } } })) > 0;
}
