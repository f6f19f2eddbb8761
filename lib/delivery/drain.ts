import "server-only";
import { applyEarlyStatus } from "@/lib/outbox/statuses";
import { AlertRecipientGone, AlertRejected, alertChannels, deliverAlert } from "@/lib/alerts/deliver";
import { db } from "@/lib/db";
import { mailAttachmentFile } from "@/lib/documents/serve";
import type { Outbox, Prisma } from "@/lib/generated/sqlite/client";
import { emailConfigured, mailFrom, notifyTo } from "@/lib/email/config";
import { BAND_ADDRESS } from "@/lib/email/band-address";
import { parseReplyTo } from "@/lib/email/reply-to";
import { sendMail, smtpTimeoutsFor } from "@/lib/email/transport";

// Notifications (mails, and the alerts on WhatsApp and to the admin's devices: lib/alerts) are
// written to the outbox in the same transaction as what they announce, then sent from here: after the response, by the cron route and by the server's own timer. A message
// is claimed before sending, so two drains never send it twice; a failure waits and is retried,
// up to MAX_ATTEMPTS, then it is marked failed until the admin retries it.

/**
 * A claim outlives every SMTP timeout and the bookkeeping retries (both derived from it). Two
 * minutes; OUTBOX_CLAIM_SECONDS shortens it for the crash test, so a killed server's claims lapse soon.
 */
export function claimMs(): number {
  const seconds = Number(process.env.OUTBOX_CLAIM_SECONDS);
  return Number.isFinite(seconds) && seconds >= 5 ? seconds * 1000 : 2 * 60_000;
}
const BASE_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** 30 s doubling to an hour: the 54th failed attempt comes about two days after the first. */
export const MAX_ATTEMPTS = 54;
/** After a successful send, recording it is retried (never the send) for half the claim. */
const BOOKKEEPING_FIRST_DELAY_MS = 250;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, BASE_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** `configured`: whether mail can be sent (alerts go out either way). */
export type DrainResult = { configured: boolean; sent: number; failed: number };
type DrainOptions = { limit?: number; now?: () => Date; smtpTimeouts?: ReturnType<typeof smtpTimeoutsFor> };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withBookkeepingRetries(write: () => Promise<unknown>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (let delay = BOOKKEEPING_FIRST_DELAY_MS; ; delay *= 2) {
    try {
      await write();
      return;
    } catch (error) {
      if (Date.now() + delay > deadline) throw error;
      console.error(`outbox: recording a sent message failed, retrying in ${delay} ms`, error);
      await pause(delay);
    }
  }
}

const alertRecorded = (providerMessageId: string | null) => (providerMessageId ? { providerMessageId } : {});

/** Sends one claimed row on its channel; answers the provider's message id where it gives one. */
async function deliver(message: Outbox, claim: number, smtpTimeouts: DrainOptions["smtpTimeouts"]): Promise<string | null> {
  // An alert's request is timed out well inside the claim: 15 s, less when the claim is short.
  if (message.channel !== "email") return deliverAlert(message, Math.min(15_000, claim / 4));
  const to = message.to === BAND_ADDRESS ? notifyTo() : message.to;
  if (!to) throw new Error("NOTIFY_TO is not set");
  // A receipt whose payment was since deleted (its enquiry deleted) goes without its file.
  const attachment = message.attachment ? await mailAttachmentFile(message.attachment) : null;
  await sendMail(
    {
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: messageIdOf(message),
      replyTo: parseReplyTo(message.replyTo),
      attachments: attachment ? [attachment] : [],
    },
    smtpTimeouts ?? smtpTimeoutsFor(claim),
  );
  return null;
}

/** The channels that can send now: mail once SMTP is set, WhatsApp once Meta's variables are, push always. */
const sendableChannels = () => [...(emailConfigured() ? ["email"] : []), ...alertChannels()];

export async function drainOutbox({ limit = 25, now = () => new Date(), smtpTimeouts }: DrainOptions = {}): Promise<DrainResult> {
  const claim = claimMs();
  const due = await db.outbox.findMany({
    where: { sentAt: null, failedAt: null, nextAttemptAt: { lte: now() }, channel: { in: sendableChannels() } },
    orderBy: { id: "asc" },
    take: limit,
  });
  let sent = 0;
  let failed = 0;
  for (const message of due) {
    const claimed = await db.outbox.updateMany({
      where: { id: message.id, sentAt: null, failedAt: null, nextAttemptAt: message.nextAttemptAt },
      data: { nextAttemptAt: new Date(now().getTime() + claim) },
    });
    if (claimed.count === 0) continue; // another drain has it
    // What is sent is read after the claim: a wave's digest rewrites its count until it is claimed
    // (lib/alerts/queue.ts), never after.
    const current = await db.outbox.findUnique({ where: { id: message.id } });
    if (!current) continue;
    const attempts = message.attempts + 1;
    let providerMessageId: string | null;
    try {
      providerMessageId = await deliver(current, claim, smtpTimeouts);
    } catch (error) {
      if (error instanceof AlertRecipientGone) {
        // Nothing to retry: the device is gone.
        await db.outbox.deleteMany({ where: { id: message.id } });
        continue;
      }
      const givingUp = attempts >= MAX_ATTEMPTS || error instanceof AlertRejected;
      await db.outbox.update({
        where: { id: message.id },
        data: {
          attempts,
          lastError: errorText(error),
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
          failedAt: givingUp ? now() : null,
        },
      });
      failed++;
      continue;
    }
    // The message is out: from here on only the record is retried, so it is never sent twice. The
    // claim keeps other drains away while this runs.
    await withBookkeepingRetries(
      () => db.outbox.update({ where: { id: message.id }, data: { sentAt: now(), attempts, lastError: null, ...alertRecorded(providerMessageId) } }),
      claim / 2,
    );
    if (providerMessageId) await applyEarlyStatus(message.id, providerMessageId).catch((error: unknown) => console.error("an early WhatsApp status was not applied", error));
    sent++;
  }
  return { configured: emailConfigured(), sent, failed };
}

/**
 * One Message-ID per outbox row, the same on every attempt: if a server dies between the mail
 * server's "accepted" and the record of it, the resend after the restart is the same message,
 * which mail clients show once.
 */
function messageIdOf(message: { id: number; createdAt: Date }): string {
  const domain = /@([^@\s>]+)>?$/.exec(mailFrom())?.[1] ?? "localhost";
  return `<outbox-${message.id}-${message.createdAt.getTime()}@${domain}>`;
}

/** The admin's Retry on a message that gave up: a fresh round of attempts, starting now. */
export async function retryFailedMessage(id: number): Promise<boolean> {
  const result = await db.outbox.updateMany({
    where: { id, sentAt: null, failedAt: { not: null } },
    data: { failedAt: null, attempts: 0, nextAttemptAt: new Date() },
  });
  return result.count === 1;
}

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
