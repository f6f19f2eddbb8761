import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { db } from "@/lib/db";
import { PaystackError, refundTransaction } from "./paystack";

// A flagged payment (a wrong amount or currency, a part paid twice, money on a cancelled quote, a
// transfer short of the part) never counts. The band settles it here, and it leaves "Payments that
// need checking": a Paystack payment is refunded in full through Paystack (refund-requested, then
// returned when Paystack's refund.processed arrives, or flagged again if it fails), and any flagged
// payment can be marked checked with what the band did (refunded by bank, the rest received and the
// part marked whole). Returned and checked payments stay out of the money, as flagged ones were.

const FLAG_MAX = 600;

export type FlaggedOutcome = { status: "refund-requested" | "checked"; clientName: string; part: string; amount: number; reference: string };

const appendToFlag = (flag: string | null, addition: string) => `${flag ?? "flagged"}; ${addition}`.slice(0, FLAG_MAX);

async function flaggedPaymentOf(quoteId: number, paymentId: number) {
  const payment = await db.bookingPayment.findFirst({ where: { id: paymentId, quoteId }, include: { quote: { include: { contact: { select: { name: true } } } } } });
  if (!payment) throw new ApiError(404, "not_found", "Payment not found");
  if (payment.status !== "flagged") throw new ApiError(409, "conflict", "This payment no longer needs checking: reload the payments");
  return payment;
}

/** Claims a flagged payment for one resolution: a second click, or another admin meanwhile, gets 409. */
async function claim(paymentId: number, data: { status: string; flag: string }) {
  const claimed = await db.bookingPayment.updateMany({ where: { id: paymentId, status: "flagged" }, data });
  if (claimed.count === 0) throw new ApiError(409, "conflict", "This payment no longer needs checking: reload the payments");
}

/** Asks Paystack to refund a flagged Paystack payment in full (what the client actually paid, whatever was expected). */
export async function refundFlaggedPayment(quoteId: number, paymentId: number, by: string): Promise<FlaggedOutcome> {
  const payment = await flaggedPaymentOf(quoteId, paymentId);
  if (payment.method !== "paystack") throw new ApiError(409, "conflict", "Only a Paystack payment is refunded through Paystack: refund a transfer by bank, then mark it checked");
  await claim(payment.id, { status: "refund-requested", flag: appendToFlag(payment.flag, `refund asked of Paystack by ${by}`) });
  try {
    await refundTransaction(payment.reference);
  } catch (error) {
    // Back on the list, as it was: nothing was refunded.
    await db.bookingPayment.update({ where: { id: payment.id }, data: { status: "flagged", flag: payment.flag } });
    if (error instanceof PaystackError) throw new ApiError(502, "upstream_failed", `Paystack did not take the refund: ${error.message}`);
    throw error;
  }
  return { status: "refund-requested", clientName: payment.quote.contact.name, part: payment.part, amount: payment.amount, reference: payment.reference };
}

/** Marks a flagged payment checked, with what the band did about it. */
export async function markFlaggedChecked(quoteId: number, paymentId: number, note: string, by: string): Promise<FlaggedOutcome> {
  const payment = await flaggedPaymentOf(quoteId, paymentId);
  await claim(payment.id, { status: "checked", flag: appendToFlag(payment.flag, `checked by ${by}: ${note}`) });
  return { status: "checked", clientName: payment.quote.contact.name, part: payment.part, amount: payment.amount, reference: payment.reference };
}

/**
 * Paystack's refund.* event for a flagged payment, whether its refund was asked here or in Paystack's
 * dashboard: processed → returned; failed → flagged again, saying so; pending or processing → refund-requested.
 */
export async function recordFlaggedRefund(payment: { id: number; status: string; flag: string | null }, state: string): Promise<void> {
  if (state === "processed") {
    await db.bookingPayment.updateMany({ where: { id: payment.id, status: { in: ["flagged", "refund-requested"] } }, data: { status: "returned" } });
  } else if (state === "failed") {
    await db.bookingPayment.updateMany({
      where: { id: payment.id, status: { in: ["flagged", "refund-requested"] } },
      data: { status: "flagged", flag: appendToFlag(payment.flag, "Paystack's refund failed") },
    });
  } else if (state === "pending" || state === "processing") {
    await db.bookingPayment.updateMany({ where: { id: payment.id, status: "flagged" }, data: { status: "refund-requested" } });
  }
}

/** The states of a flagged payment whose refund events are its own, not a cancelled booking's. */
export const isFlaggedRefund = (status: string) => status === "flagged" || status === "refund-requested";
