import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { emailConfigured } from "@/lib/email/config";

// What the panel shows of the outbox (lib/delivery/drain.ts sends it): the counts by state and
// channel, what waits or gave up, and the delivery log of issue 65.

const outboxChannels = ["email", "whatsapp", "push"] as const;
type ChannelCounts = { sent: number; pending: number; failing: number; failed: number };
const noCounts = (): ChannelCounts => ({ sent: 0, pending: 0, failing: 0, failed: 0 });
const OUTBOX_STATES: Record<keyof ChannelCounts, Prisma.OutboxWhereInput> = {
  sent: { sentAt: { not: null } },
  pending: { sentAt: null, failedAt: null },
  failing: { sentAt: null, failedAt: null, attempts: { gt: 0 } },
  failed: { sentAt: null, failedAt: { not: null } },
};

/** Each state's count in all and per channel (issue 64: mails, WhatsApp messages and pushes said apart): one GROUP BY a state. */
async function outboxCounts(): Promise<{ totals: ChannelCounts; byChannel: Record<(typeof outboxChannels)[number], ChannelCounts> }> {
  const states = Object.keys(OUTBOX_STATES) as (keyof ChannelCounts)[];
  const groups = await Promise.all(states.map((state) => db.outbox.groupBy({ by: ["channel"], where: OUTBOX_STATES[state], _count: { _all: true } })));
  const totals = noCounts();
  const byChannel = { email: noCounts(), whatsapp: noCounts(), push: noCounts() };
  states.forEach((state, index) => {
    for (const group of groups[index]!) {
      totals[state] += group._count._all;
      const channel = outboxChannels.find((name) => name === group.channel);
      if (channel) byChannel[channel][state] = group._count._all;
    }
  });
  return { totals, byChannel };
}

/** One message of the delivery log: where it went and how far it got. */
export type DeliveryLogEntry = {
  id: number;
  kind: string;
  channel: string;
  to: string;
  /** What the message is ("Your quote from …", "WhatsApp alert to …"). */
  subject: string;
  /** waiting | retrying | gave-up | sent | delivered | read | failed (the provider's report). */
  state: string;
  providerMessageId: string | null;
  /** The provider's reason (Meta's "(#code) title"), or the last attempt's error. */
  error: string | null;
  /** What the service answered the send: a push service's "201 Created" or "410 Gone", a mail server's "250 …". */
  answer: string | null;
  createdAt: string;
  contactId: number | null;
};

const DELIVERY_LOG_SIZE = 50;

function deliveryState(row: { sentAt: Date | null; failedAt: Date | null; attempts: number; deliveryState: string | null }): string {
  if (row.sentAt) return row.deliveryState ?? "sent";
  if (row.failedAt) return "gave-up";
  return row.attempts > 0 ? "retrying" : "waiting";
}

/** The newest messages (of one enquiry, with contactId), newest first: the panel's delivery log. */
async function deliveryLog(contactId?: number): Promise<DeliveryLogEntry[]> {
  const rows = await db.outbox.findMany({
    where: contactId ? { contactId } : {},
    orderBy: { id: "desc" },
    take: DELIVERY_LOG_SIZE,
    select: {
      id: true,
      kind: true,
      channel: true,
      to: true,
      subject: true,
      providerMessageId: true,
      deliveryState: true,
      deliveryError: true,
      lastError: true,
      providerAnswer: true,
      sentAt: true,
      failedAt: true,
      attempts: true,
      createdAt: true,
      contactId: true,
    },
  });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    state: deliveryState(row),
    providerMessageId: row.providerMessageId,
    error: row.deliveryError ?? row.lastError,
    answer: row.providerAnswer,
    createdAt: row.createdAt.toISOString(),
    contactId: row.contactId,
  }));
}

export async function outboxStatus(contactId?: number) {
  const [log, { totals, byChannel }, recent] = await Promise.all([
    deliveryLog(contactId),
    outboxCounts(),
    db.outbox.findMany({
      where: { sentAt: null },
      orderBy: [{ failedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      take: 20,
      select: {
        id: true,
        kind: true,
        to: true,
        subject: true,
        attempts: true,
        lastError: true,
        nextAttemptAt: true,
        sentAt: true,
        failedAt: true,
        createdAt: true,
        contactId: true,
      },
    }),
  ]);
  return { emailConfigured: emailConfigured(), ...totals, byChannel, recent, log };
}
