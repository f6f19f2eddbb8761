import "server-only";
import { applyEarlyStatus } from "@/lib/outbox/statuses";
import { AlertRecipientGone, AlertRejected, alertChannels, deliverAlert, type AlertSent } from "@/lib/alerts/deliver";
import { queueAlertFallback } from "@/lib/alerts/fallback";
import { SendFailed } from "@/lib/alerts/send-failed";
import { db } from "@/lib/db";
import { mailAttachmentFile } from "@/lib/documents/serve";
import type { Outbox } from "@/lib/generated/sqlite/client";
import { emailConfigured, mailFrom, notifyTo } from "@/lib/email/config";
import { BAND_ADDRESS } from "@/lib/email/band-address";
import { parseReplyTo } from "@/lib/email/reply-to";
import { sendMail, smtpTimeoutsFor } from "@/lib/email/transport";
import { logError } from "@/lib/log";

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
      logError(`outbox: recording a sent message failed, retrying in ${delay} ms`, error);
      await pause(delay);
    }
  }
}

const sentRecorded = ({ providerMessageId, answer }: AlertSent) => ({ ...(providerMessageId ? { providerMessageId } : {}), providerAnswer: answer });
/** The service's answer a failed send carries (a push service's "410 Gone", a mail server's "550 …"), if it gave one. */
function answerOf(error: unknown): string | null {
  if (error instanceof SendFailed) return error.answer;
  const response = (error as { response?: unknown } | null)?.response;
  return typeof response === "string" ? response.slice(0, 300) : null;
}

/** Sends one claimed row on its channel; answers the provider's message id and answer where it gives them. */
async function deliver(message: Outbox, claim: number, smtpTimeouts: DrainOptions["smtpTimeouts"]): Promise<AlertSent> {
  // An alert's request is timed out well inside the claim: 15 s, less when the claim is short.
  if (message.channel !== "email") return deliverAlert(message, Math.min(15_000, claim / 4));
  const to = message.to === BAND_ADDRESS ? notifyTo() : message.to;
  if (!to) throw new Error("NOTIFY_TO is not set");
  // A receipt whose payment was since deleted (its enquiry deleted) goes without its file.
  const attachment = message.attachment ? await mailAttachmentFile(message.attachment) : null;
  const answer = await sendMail(
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
  return { providerMessageId: null, answer };
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
  let fallbacks = 0;
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
    let delivered: AlertSent;
    try {
      delivered = await deliver(current, claim, smtpTimeouts);
    } catch (error) {
      if (error instanceof AlertRecipientGone && !error.answer) {
        // Nothing to retry and nothing to tell: the device was turned off before its alert went.
        await db.outbox.deleteMany({ where: { id: message.id } });
        continue;
      }
      const givingUp = attempts >= MAX_ATTEMPTS || error instanceof AlertRejected || error instanceof AlertRecipientGone;
      await db.outbox.update({
        where: { id: message.id },
        data: {
          attempts,
          lastError: errorText(error),
          providerAnswer: answerOf(error),
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
          failedAt: givingUp ? now() : null,
        },
      });
      failed++;
      // A band alert on WhatsApp that gave up is told at once on another channel (issue 65).
      if (givingUp && message.channel === "whatsapp" && (await tellFailedAlert(message.id))) fallbacks++;
      continue;
    }
    // The message is out: from here on only the record is retried, so it is never sent twice. The
    // claim keeps other drains away while this runs.
    await withBookkeepingRetries(() => db.outbox.update({ where: { id: message.id }, data: { sentAt: now(), attempts, lastError: null, ...sentRecorded(delivered) } }), claim / 2);
    const { providerMessageId } = delivered;
    if (providerMessageId) {
      const earlyFailure = await applyEarlyStatus(message.id, providerMessageId).catch((error: unknown) => {
        logError("an early WhatsApp status was not applied", error);
        return false;
      });
      if (earlyFailure && (await tellFailedAlert(message.id))) fallbacks++;
    }
    sent++;
  }
  // The fallbacks just queued are pushes or a mail, which have no fallback of their own: one more pass sends them now.
  if (fallbacks > 0) {
    const more = await drainOutbox({ limit, now, smtpTimeouts });
    return { configured: more.configured, sent: sent + more.sent, failed: failed + more.failed };
  }
  return { configured: emailConfigured(), sent, failed };
}

/** Queues a failed band alert's fallback; a failure to queue it is logged, never lost silently: the Overview still lists the alert. */
const tellFailedAlert = (outboxId: number) =>
  queueAlertFallback(outboxId).catch((error: unknown) => {
    logError(`outbox: the fallback of failed alert ${outboxId} was not queued`, error);
    return false;
  });

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
