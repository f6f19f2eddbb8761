import "server-only";
import { queueMissedFallbacks } from "@/lib/alerts/fallback";
import { queueReplyReminders } from "@/lib/alerts/queue";
import { drainOutbox } from "@/lib/delivery/drain";
import { dropStaleEarlyStatuses } from "@/lib/outbox/statuses";
import { queuePlanReminders } from "@/lib/payments/plan-reminders";
import { lookUpUnconfirmedRefunds } from "@/lib/payments/refund-lookups";
import { queueBalanceReminders } from "@/lib/payments/reminders";
import { queueGigReminders } from "@/lib/players/gigs";
import { siteOrigin } from "@/lib/site-origin";
import { logError } from "@/lib/log";

/**
 * The work due every minute, whoever runs it (the server's timer, or the cron route on Vercel):
 * queue the balance, reply, plan and gig reminders that are due and any failed alert's fallback
 * not yet queued, send what is waiting, then look up at Paystack the refunds it has not confirmed
 * for a day. One failing kind never holds up the others nor the sending.
 */
export async function runMinutelyJobs({ limit }: { limit?: number } = {}) {
  const reminders = await queueBalanceReminders().catch(failed("balance reminders", 0));
  const replyReminders = await queueReplyReminders().catch(failed("reply reminders", 0));
  const planReminders = await queuePlanReminders().catch(failed("plan reminders", 0));
  const gigReminders = await queueGigReminders(siteOrigin()).catch(failed("gig reminders", 0));
  const fallbacks = await queueMissedFallbacks().catch(failed("fallbacks of failed alerts", 0));
  const drained = await drainOutbox(limit === undefined ? undefined : { limit });
  await dropStaleEarlyStatuses().catch(failed("dropping stale WhatsApp statuses", null));
  // After the sending: a Paystack slow to answer holds up no mail of this minute.
  const refundLookups = await lookUpUnconfirmedRefunds().catch(failed("looking up unconfirmed refunds", 0));
  return { ...drained, reminders, replyReminders, planReminders, gigReminders, fallbacks, refundLookups };
}

function failed<T>(what: string, instead: T) {
  return (error: unknown) => {
    logError(`${what} failed`, error);
    return instead;
  };
}
