import "server-only";
import { recordAudit } from "@/lib/audit/events";
import { ApiError } from "@/lib/common/api-error";
import { REFUND_AWAITING_PAYSTACK } from "@/lib/common/refund-states";
import { db } from "@/lib/db";
import { logError } from "@/lib/log";
import { checkRefundAtPaystack, refundAuditTarget } from "./refunds";

// A refund Paystack took and never confirmed (its refund.* events did not come: the webhook not set
// up, or a delivery lost) is looked up at Paystack once a day by the minutely jobs, as the band's
// "Ask Paystack where it is" does. So a refund made is counted in its month and told to the client
// without anyone's click, and one that failed reaches the band's mail.

const DAY_MS = 86_400_000;
/** A refund is first looked up a day after it was asked (its events usually come within minutes), then daily. */
const REFUND_LOOKUP_EVERY_MS = DAY_MS;
/** At most this many lookups per run: Paystack is not flooded after a long outage; the rest wait a minute. */
const LOOKUPS_PER_RUN = 5;

/** Looks up at Paystack each refund awaiting its confirmation that is due; answers how many were asked. */
export async function lookUpUnconfirmedRefunds(now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - REFUND_LOOKUP_EVERY_MS);
  const due = await db.bookingQuote.findMany({
    where: {
      status: "cancelled",
      refundPaystackId: { not: null },
      refundStatus: { in: REFUND_AWAITING_PAYSTACK },
      cancelledAt: { lt: dayAgo },
      OR: [{ refundCheckedAt: null }, { refundCheckedAt: { lt: dayAgo } }],
    },
    orderBy: [{ cancelledAt: "asc" }, { id: "asc" }],
    take: LOOKUPS_PER_RUN,
    select: { id: true, refundStatus: true, refundCheckedAt: true },
  });
  let asked = 0;
  for (const quote of due) {
    // Claimed first, so of several servers one asks; an answer that does not come is asked again tomorrow.
    const claimed = await db.bookingQuote.updateMany({ where: { id: quote.id, refundCheckedAt: quote.refundCheckedAt }, data: { refundCheckedAt: now } });
    if (claimed.count === 0) continue;
    asked += 1;
    try {
      const result = await checkRefundAtPaystack(quote.id);
      // A change is audited as the band's click is, in Paystack's name as its confirmed payments are.
      if (result.status !== quote.refundStatus)
        await recordAudit({
          action: "payment",
          username: "Paystack",
          target: refundAuditTarget(quote.id, result, `looked up by the site's daily check: ${result.status}`),
        });
    } catch (error) {
      const failed = `looking up the refund of quote ${quote.id} at Paystack failed`;
      // Paystack's own answer (the 502 the band's button shows) in one line; anything else with its stack.
      if (error instanceof ApiError) logError(`${failed}: ${error.message}`);
      else logError(failed, error);
    }
  }
  return asked;
}
