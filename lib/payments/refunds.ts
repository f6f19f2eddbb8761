import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { isFailedRefund, REFUND_AWAITING_PAYSTACK, REFUND_DONE_STATUSES, REFUNDED_BY_HAND } from "@/lib/common/refund-states";
import { db, type Tx } from "@/lib/db";
import { BAND_ADDRESS } from "@/lib/email/band-address";
import { enqueue } from "@/lib/outbox/enqueue";
import { siteOrigin } from "@/lib/site-origin";
import { isFlaggedRefund, recordFlaggedRefund } from "./flagged";
import { refundFailedNotice } from "./mails";
import { formatNaira } from "./naira";
import { fetchRefund, PaystackError, refundTransaction } from "./paystack";

// A cancelled booking's refund until it is done. Paystack's refunds end as `processed` (its
// refund.processed event); a deposit paid by transfer, a refund Paystack refused or failed, or one
// it never confirmed (its webhook not set up) is ended by the band: asked of Paystack again, looked
// up at Paystack (also daily, by refund-lookups.ts), or marked refunded by hand with what was done.
// Until then it is listed under "Refunds still owed".

export type RefundOwed = {
  quoteId: number;
  clientName: string;
  amount: number;
  status: string;
  cancelledAt: string | null;
  /** The deposit's Paystack reference, when it was paid there: such a refund can be asked again. */
  paystackReference: string | null;
  /** Paystack took it and has not confirmed it: the band can ask Paystack where it is. */
  checkable: boolean;
  /** When the site last asked Paystack where it is (the band's button or the daily lookup). */
  checkedAt: string | null;
};

/** A cancelled booking with a refund that is not done. */
const owedWhere = { status: "cancelled", refundAmount: { gt: 0 }, refundStatus: { not: null, notIn: REFUND_DONE_STATUSES } };

/** The deposit paid at Paystack, the transaction a cancelled booking's refund is asked on. */
export const paidPaystackDeposit = (payments: { part: string; method: string; status: string; reference: string }[]) =>
  payments.find((payment) => payment.part === "deposit" && payment.method === "paystack" && payment.status === "paid");

/** A refund Paystack took (its id kept) and has not confirmed or failed. */
const isCheckable = (quote: { refundPaystackId: string | null; refundStatus: string | null }) =>
  quote.refundPaystackId !== null && REFUND_AWAITING_PAYSTACK.includes(quote.refundStatus ?? "");

/** Cancelled bookings whose refund is not done yet, the longest owed first. */
export async function refundsOwed(): Promise<RefundOwed[]> {
  const quotes = await db.bookingQuote.findMany({
    where: owedWhere,
    orderBy: [{ cancelledAt: "asc" }, { id: "asc" }],
    take: 100,
    select: {
      id: true,
      refundAmount: true,
      refundStatus: true,
      refundPaystackId: true,
      refundCheckedAt: true,
      cancelledAt: true,
      contact: { select: { name: true } },
      payments: true,
    },
  });
  return quotes.map((quote) => ({
    quoteId: quote.id,
    clientName: quote.contact.name,
    amount: quote.refundAmount ?? 0,
    status: quote.refundStatus ?? "",
    cancelledAt: quote.cancelledAt?.toISOString() ?? null,
    paystackReference: paidPaystackDeposit(quote.payments)?.reference ?? null,
    checkable: isCheckable(quote),
    checkedAt: quote.refundCheckedAt?.toISOString() ?? null,
  }));
}

/** How many cancelled bookings' refunds are not done yet. */
export const countRefundsOwed = () => db.bookingQuote.count({ where: owedWhere });

/**
 * Asks Paystack to refund `amount` of a quote's deposit transaction, its refund state then being
 * `requested`: `pending` when Paystack takes it (unless a refund.* event got there first), else
 * `failed: why`. Returns the state written.
 */
export async function askPaystackForRefund(quoteId: number, reference: string, amount: number): Promise<string> {
  let status: string;
  try {
    const refund = await refundTransaction(reference, amount);
    status = "pending";
    // Kept whatever its state: a refund.* event may have got here before Paystack's answer.
    if (refund.id) await db.bookingQuote.update({ where: { id: quoteId }, data: { refundPaystackId: refund.id } });
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    status = `failed: ${error.message}`.slice(0, 200);
  }
  await db.bookingQuote.updateMany({ where: { id: quoteId, refundStatus: "requested" }, data: { refundStatus: status } });
  return status;
}

async function owedRefundOf(quoteId: number) {
  const quote = await db.bookingQuote.findFirst({ where: { id: quoteId, ...owedWhere }, include: { contact: { select: { name: true } }, payments: true } });
  if (quote) return { ...quote, refundAmount: quote.refundAmount!, refundStatus: quote.refundStatus! };
  if ((await db.bookingQuote.count({ where: { id: quoteId } })) === 0) throw new ApiError(404, "not_found", "Quote not found");
  throw new ApiError(409, "conflict", "This booking has no refund still owed: reload the payments");
}

/** Moves the refund on from the state it was read in: a second click, or another admin meanwhile, gets 409. */
async function claim(quoteId: number, from: string, data: { refundStatus: string; refundNote?: string }, client: Tx | typeof db = db) {
  const claimed = await client.bookingQuote.updateMany({ where: { id: quoteId, refundStatus: from }, data });
  if (claimed.count === 0) throw new ApiError(409, "conflict", "This refund was changed meanwhile: reload the payments");
}

export type RefundOutcome = { status: string; clientName: string; amount: number };

/** The audit log's words for what was done about a refund: the band's action, or the daily lookup. */
export const refundAuditTarget = (quoteId: number, outcome: RefundOutcome, what: string) =>
  `${outcome.clientName}'s refund of ${formatNaira(outcome.amount)} (quote ${quoteId}): ${what}`;

/** Asks Paystack again for a refund it refused or failed; 502 (the refund still failed, saying why) when it refuses again. */
export async function retryRefund(quoteId: number): Promise<RefundOutcome> {
  const quote = await owedRefundOf(quoteId);
  if (!isFailedRefund(quote.refundStatus)) throw new ApiError(409, "conflict", "Only a refund Paystack did not make is asked again");
  const deposit = paidPaystackDeposit(quote.payments);
  if (!deposit) throw new ApiError(409, "conflict", "This deposit was not paid through Paystack: refund it by bank transfer, then mark it refunded");
  await claim(quoteId, quote.refundStatus, { refundStatus: "requested" });
  const status = await askPaystackForRefund(quoteId, deposit.reference, quote.refundAmount);
  if (isFailedRefund(status)) throw new ApiError(502, "upstream_failed", `Paystack did not take the refund: ${status.slice("failed: ".length)}`);
  return { status, clientName: quote.contact.name, amount: quote.refundAmount };
}

/**
 * Asks Paystack where a refund it took is (GET /refund/{id}), for one whose refund.* events did not
 * come (its webhook not set up), and records the answer as that event would be recorded.
 */
export async function checkRefundAtPaystack(quoteId: number): Promise<RefundOutcome> {
  const quote = await owedRefundOf(quoteId);
  const deposit = paidPaystackDeposit(quote.payments);
  if (!isCheckable(quote) || !deposit) throw new ApiError(409, "conflict", "Only a refund Paystack took and has not confirmed can be looked up there");
  await db.bookingQuote.update({ where: { id: quoteId }, data: { refundCheckedAt: new Date() } });
  let refund;
  try {
    refund = await fetchRefund(quote.refundPaystackId!);
  } catch (error) {
    if (error instanceof PaystackError) throw new ApiError(502, "upstream_failed", `Paystack did not say: ${error.message}`);
    throw error;
  }
  if (refund.status !== quote.refundStatus) await recordRefundEvent(`refund.${refund.status}`, deposit.reference);
  return { status: refund.status, clientName: quote.contact.name, amount: quote.refundAmount };
}

/** Marks a refund done by the band itself (a bank transfer, or a Paystack refund its dashboard shows made), with what was done. */
export async function markRefundedByHand(quoteId: number, note: string, by: string): Promise<RefundOutcome> {
  const quote = await owedRefundOf(quoteId);
  await db.$transaction(async (tx) => {
    await claim(quoteId, quote.refundStatus, { refundStatus: REFUNDED_BY_HAND, refundNote: `by ${by}: ${note}` }, tx);
    await tx.bookingPayment.updateMany({ where: { quoteId, part: "deposit", status: "paid" }, data: { status: "refunded" } });
  });
  return { status: REFUNDED_BY_HAND, clientName: quote.contact.name, amount: quote.refundAmount };
}

/**
 * Paystack's refund.pending / refund.processing / refund.processed / refund.failed for a transaction
 * of ours. A booking's refund that fails is mailed to the band, once: it is money owed to a client.
 */
export async function recordRefundEvent(event: string, transactionReference: string): Promise<boolean> {
  const payment = await db.bookingPayment.findUnique({ where: { reference: transactionReference }, include: { quote: { include: { contact: { select: { name: true } } } } } });
  if (!payment) return false;
  const state = event.slice("refund.".length);
  // A flagged payment's refund is its own: the booking's refund state is left as it is.
  if (isFlaggedRefund(payment.status)) {
    await recordFlaggedRefund(payment, state);
    return true;
  }
  const { quote } = payment;
  // After the band marked the refund done by hand, only Paystack's confirmation is recorded: a late
  // pending or failed event would put a refund the band paid back on the list again.
  const unlessMarkedByHand = state === "processed" ? {} : { OR: [{ refundStatus: null }, { refundStatus: { not: REFUNDED_BY_HAND } }] };
  await db.$transaction(async (tx) => {
    const recorded = await tx.bookingQuote.updateMany({ where: { id: quote.id, ...unlessMarkedByHand }, data: { refundStatus: state } });
    const newlyFailed = state === "failed" && recorded.count > 0 && quote.status === "cancelled" && !isFailedRefund(quote.refundStatus);
    if (newlyFailed) await enqueue(tx, { kind: "refund-failed", to: BAND_ADDRESS, ...refundFailedNotice(quote.contact.name, quote.refundAmount ?? 0, siteOrigin()) });
  });
  if (state === "processed") await db.bookingPayment.updateMany({ where: { id: payment.id, status: "paid" }, data: { status: "refunded" } });
  return true;
}
