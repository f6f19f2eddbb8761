import "server-only";
import { enqueue } from "@/lib/outbox/enqueue";
import { recordAudit } from "@/lib/audit/events";
import { db } from "@/lib/db";
import { BAND_ADDRESS } from "@/lib/email/band-address";
import { bandPaymentNotice, flaggedPaymentNotice, receiptAttachment, receiptMail } from "./mails";
import { nextDocumentNumber } from "./numbering";
import { lagosDate } from "@/lib/dates/lagos-days";

// A payment becomes paid here, exactly once, whoever reports it first: Paystack's webhook, the
// client's return from the checkout (after verifying with Paystack), or the admin marking a bank
// transfer received. The claim is one conditional update (pending → paid); only the report that
// wins it books the date and writes the mails, so a replayed or duplicated event changes nothing.

/** What a report says was paid; `paidAt` the day a bank transfer arrived (the admin says), else now. */
export type Reported = { amountKobo: number; currency: string; how: string; paidAt?: Date };
export type ConfirmOutcome = "paid" | "already-paid" | "flagged" | "unknown";

const TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

function mismatch(payment: { amount: number; currency: string }, reported: Reported): string | null {
  if (reported.currency.toUpperCase() !== payment.currency) return `currency ${reported.currency || "(none)"} instead of ${payment.currency}`;
  if (reported.amountKobo !== payment.amount * 100) return `amount ${reported.amountKobo} kobo instead of ${payment.amount * 100}`;
  return null;
}

/** Flags a payment that must not count (wrong amount or currency, a cancelled quote, a part already paid) and tells the band. */
async function flagPayment(paymentId: number, reference: string, flag: string, siteOrigin: string): Promise<ConfirmOutcome> {
  const flagged = await db.$transaction(async (tx) => {
    const claimed = await tx.bookingPayment.updateMany({ where: { id: paymentId, status: "pending" }, data: { status: "flagged", flag: flag.slice(0, 300) } });
    if (claimed.count) await enqueue(tx, { kind: "payment-flagged", to: BAND_ADDRESS, ...flaggedPaymentNotice(reference, flag, siteOrigin) });
    return claimed.count > 0;
  }, TRANSACTION);
  if (flagged) await recordAudit({ action: "payment", outcome: "failure", username: "Paystack", target: `${reference}: ${flag}` });
  return flagged ? "flagged" : "already-paid";
}

export async function confirmPayment(reference: string, reported: Reported, siteOrigin: string): Promise<ConfirmOutcome> {
  const payment = await db.bookingPayment.findUnique({ where: { reference }, include: { quote: { include: { contact: true } } } });
  if (!payment) return "unknown";
  if (payment.status !== "pending") return payment.status === "flagged" ? "flagged" : "already-paid";
  const wrong = mismatch(payment, reported);
  if (wrong) return flagPayment(payment.id, reference, `${wrong} (${reported.how})`, siteOrigin);
  const { quote } = payment;
  if (quote.status === "cancelled" || quote.status === "replaced") return flagPayment(payment.id, reference, `paid on a ${quote.status} quote: refund it`, siteOrigin);

  const outcome = await db.$transaction(async (tx): Promise<ConfirmOutcome | "duplicate"> => {
    // The quote's row first, rewritten unchanged: on PostgreSQL that locks it, so two reports of the
    // same part (a transfer marked by hand while Paystack confirms a checkout) take turns, and the
    // second's count below sees the first's payment. Without it both counted none and both paid.
    await tx.bookingQuote.update({ where: { id: quote.id }, data: { token: quote.token } });
    const claimed = await tx.bookingPayment.updateMany({ where: { id: payment.id, status: "pending" }, data: { status: "paid", paidAt: reported.paidAt ?? new Date() } });
    if (claimed.count === 0) return "already-paid";
    const samePart = await tx.bookingPayment.count({ where: { quoteId: quote.id, part: payment.part, status: "paid", id: { not: payment.id } } });
    if (samePart > 0) {
      // A second checkout for a part already paid (two tabs): kept apart for a refund, never counted twice.
      await tx.bookingPayment.update({ where: { id: payment.id }, data: { status: "flagged", flag: `the ${payment.part} was already paid: refund this duplicate` } });
      return "duplicate";
    }
    // The receipt's number is given with the payment counted: a rolled-back payment takes it back.
    await tx.bookingPayment.update({ where: { id: payment.id }, data: { receiptNumber: await nextDocumentNumber(tx, "RCT") } });
    const fullyPaid = payment.part === "balance" || quote.balance === 0;
    await tx.bookingQuote.update({ where: { id: quote.id }, data: { status: fullyPaid ? "paid" : "deposit-paid" } });
    await tx.contact.update({ where: { id: quote.contactId }, data: { status: "booked" } });
    const part = payment.part === "balance" ? "balance" : "deposit";
    if (quote.contact.email) {
      const receipt = receiptMail(
        quote.contact,
        part,
        payment.amount,
        { balance: part === "deposit" ? quote.balance : 0, balanceDue: quote.balanceDueAt && lagosDate(quote.balanceDueAt) },
        quote.url,
      );
      await enqueue(tx, { kind: "payment-receipt", to: quote.contact.email, contactId: quote.contactId, attachment: receiptAttachment(payment.id), ...receipt });
    }
    await enqueue(tx, {
      kind: "payment-notice",
      to: BAND_ADDRESS,
      contactId: quote.contactId,
      ...bandPaymentNotice(quote.contact, quote.contactId, part, payment.amount, reported.how, siteOrigin, quote.balance),
    });
    return "paid";
  }, TRANSACTION);
  if (outcome === "duplicate") {
    await recordAudit({ action: "payment", outcome: "failure", username: "Paystack", target: `${reference}: duplicate ${payment.part} payment` });
    return "flagged";
  }
  // A payment marked by hand is audited by its route, with the admin who marked it.
  if (outcome === "paid" && reported.how !== "manual")
    await recordAudit({ action: "payment", username: "Paystack", target: `enquiry ${quote.contactId}: ${payment.part} ₦${payment.amount} (${reference}, ${reported.how})` });
  return outcome;
}
