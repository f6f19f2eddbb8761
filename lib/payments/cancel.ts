import "server-only";
import { enqueue } from "@/lib/outbox/enqueue";
import { ApiError } from "@/lib/common/api-error";
import { db } from "@/lib/db";
import { cancellationMail } from "./mails";
import { paidOn } from "./quotes";
import { askPaystackForRefund, paidPaystackDeposit } from "./refunds";
import { refundFor, type RefundTerms } from "@/lib/common/payment-terms";

// The admin cancels a booking: the terms give the deposit refund for the day it happens, the date
// is released (the enquiry is closed), the client is told, and Paystack is asked for the refund;
// its refund.* events then record how it went (lib/payments/refunds.ts: until it is done).

const loadQuote = (quoteId: number) => db.bookingQuote.findUnique({ where: { id: quoteId }, include: { contact: true, payments: true } });

/** What cancelling now would refund; null for an unknown quote. */
export async function cancellationTerms(quoteId: number): Promise<(RefundTerms & { depositPaid: number; status: string }) | null> {
  const quote = await loadQuote(quoteId);
  if (!quote) return null;
  const depositPaid = paidOn(quote, "deposit");
  return { ...refundFor(depositPaid, quote.contact.eventDate), depositPaid, status: quote.status };
}

export type CancelResult = { refund: RefundTerms; refundStatus: string | null };

export async function cancelBooking(quoteId: number, refundShown: number): Promise<CancelResult> {
  const quote = await loadQuote(quoteId);
  if (!quote) throw new ApiError(404, "not_found", "Quote not found");
  if (quote.status === "cancelled" || quote.status === "replaced") throw new ApiError(409, "conflict", `This quote is already ${quote.status}`);
  const refund = refundFor(paidOn(quote, "deposit"), quote.contact.eventDate);
  if (refund.amount !== refundShown) throw new ApiError(409, "conflict", `The refund is now ${refund.amount} Naira (${refund.percent}%): check it and confirm again`);
  const paystackDeposit = paidPaystackDeposit(quote.payments);
  // A deposit paid by bank transfer is refunded the same way, by the band.
  const refundStatus = refund.amount === 0 ? null : paystackDeposit ? "requested" : "to refund by bank transfer";

  const claimed = await db.$transaction(async (tx) => {
    const done = await tx.bookingQuote.updateMany({
      where: { id: quoteId, status: { in: ["sent", "deposit-paid", "paid"] } },
      data: { status: "cancelled", cancelledAt: new Date(), refundAmount: refund.amount, refundStatus },
    });
    if (done.count === 0) return false;
    await tx.contact.update({ where: { id: quote.contactId }, data: { status: "closed" } });
    if (quote.contact.email && quote.status !== "sent") {
      await enqueue(tx, { kind: "booking-cancelled", to: quote.contact.email, contactId: quote.contactId, ...cancellationMail(quote.contact, refund.amount) });
    }
    return true;
  });
  if (!claimed) throw new ApiError(409, "conflict", "This quote was changed meanwhile: reload it");
  if (refund.amount === 0 || !paystackDeposit) return { refund, refundStatus };
  return { refund, refundStatus: await askPaystackForRefund(quoteId, paystackDeposit.reference, refund.amount) };
}
