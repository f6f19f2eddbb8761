import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { UNDO_WINDOW_MS, type PaymentPart } from "@/lib/validation/payments";
import { payable } from "./checkout";
import { confirmPayment } from "./confirm";
import { formatNaira } from "./naira";

// Bank transfers the admin marks by hand (issue #44): the amount that arrived and the day. The
// amount due takes the same path as a Paystack payment, so the date is booked the same way; any
// other amount is recorded as received and flagged, and books nothing. A mark can be undone for
// 24 hours (a stray tap, a transfer that bounced): the part is owed again and, for the deposit,
// the date is free again. Nothing is refunded and the client is not told.

/** `amount` is the cash received; `withholdingTax` what the client withheld; together they settle `due` or are flagged. */
export type MarkResult = { paymentId: number; amount: number; withholdingTax: number; due: number; flagged: boolean };

/** Records the number of the credit note a client sends for tax it withheld (the band claims the tax back with it). */
export async function recordWhtCreditNote(quoteId: number, paymentId: number, whtCreditNote: string): Promise<void> {
  const payment = await db.bookingPayment.findFirst({ where: { id: paymentId, quoteId } });
  if (!payment) throw new ApiError(404, "not_found", "Payment not found");
  if (payment.withholdingTax <= 0) throw new ApiError(409, "conflict", "No tax was withheld on this payment");
  await db.bookingPayment.update({ where: { id: paymentId }, data: { whtCreditNote } });
}

/** Noon in Lagos on the day the transfer arrived: a time that reads as that day everywhere in the panel. */
const lagosNoon = (day: string) => new Date(`${day}T12:00:00+01:00`);

export async function markPaidByHand(
  quoteId: number,
  { part, amount, receivedOn, withholdingTax = 0 }: { part: PaymentPart; amount: number; receivedOn: string; withholdingTax?: number },
  siteOrigin: string,
  by: string,
): Promise<MarkResult> {
  const quote = await db.bookingQuote.findUnique({ where: { id: quoteId }, include: { contact: true, payments: true } });
  if (!quote || quote.status === "replaced") throw new ApiError(404, "not_found", "Quote not found");
  const due = payable(quote, part);
  if ("error" in due) throw new ApiError(409, "conflict", due.error);
  const reference = `manual-${quote.id}-${part}-${randomBytes(4).toString("hex")}`;
  const paidAt = lagosNoon(receivedOn);
  // The part is settled by the cash and the tax the client withheld at source (a company's 5 %):
  // the payment's amount is what it settles, of which withholdingTax never reached the band's account.
  const settled = amount + withholdingTax;
  if (settled !== due.amount) {
    const withheld = withholdingTax ? ` and ${formatNaira(withholdingTax)} withheld as tax` : "";
    const flag = `${formatNaira(amount)} received${withheld}, ${formatNaira(due.amount)} was due: not counted, and the date is not booked until the ${part} is paid in full`;
    const payment = await db.bookingPayment.create({
      data: { quoteId, part, method: "manual", reference, amount: settled, withholdingTax, status: "flagged", flag, paidAt, recordedBy: by },
    });
    return { paymentId: payment.id, amount, withholdingTax, due: due.amount, flagged: true };
  }
  const payment = await db.bookingPayment.create({ data: { quoteId, part, method: "manual", reference, amount: due.amount, withholdingTax, recordedBy: by } });
  const outcome = await confirmPayment(reference, { amountKobo: due.amount * 100, currency: "NGN", how: "manual", paidAt }, siteOrigin);
  if (outcome !== "paid") throw new ApiError(409, "conflict", "This part was paid meanwhile");
  return { paymentId: payment.id, amount, withholdingTax, due: due.amount, flagged: false };
}

export type UndoResult = { part: PaymentPart; amount: number; clientName: string; dateFreed: boolean };

/** Takes back a mark made by hand within UNDO_WINDOW_MS: the part is owed again; undoing the deposit frees the date. */
export async function undoManualMark(quoteId: number, paymentId: number, by: string, now = Date.now()): Promise<UndoResult> {
  return db.$transaction(async (tx) => {
    const payment = await tx.bookingPayment.findFirst({ where: { id: paymentId, quoteId }, include: { quote: { include: { contact: true, payments: true } } } });
    if (!payment) throw new ApiError(404, "not_found", "Payment not found");
    if (payment.method !== "manual") throw new ApiError(409, "conflict", "Only a payment marked by hand can be undone; a Paystack payment is refunded by cancelling the booking");
    if (payment.status !== "paid" && payment.status !== "flagged") throw new ApiError(409, "conflict", "This mark was already undone");
    if (now - payment.createdAt.getTime() > UNDO_WINDOW_MS) throw new ApiError(409, "conflict", "A mark can be undone within 24 hours of making it");
    const { quote } = payment;
    const part = payment.part === "balance" ? "balance" : "deposit";
    if (quote.status === "cancelled") throw new ApiError(409, "conflict", "This booking was cancelled");
    const counted = payment.status === "paid";
    if (counted && part === "deposit" && quote.payments.some((other) => other.part === "balance" && other.status === "paid")) {
      throw new ApiError(409, "conflict", "Undo the balance first");
    }
    await tx.bookingPayment.update({
      where: { id: payment.id },
      data: { status: "undone", flag: `marked by hand by ${payment.recordedBy ?? "the band"}, then undone by ${by}: not received` },
    });
    if (counted) {
      await tx.bookingQuote.update({ where: { id: quote.id }, data: { status: part === "deposit" ? "sent" : "deposit-paid" } });
      // The deposit booked the date: it is free again, the band having been in touch.
      if (part === "deposit") await tx.contact.update({ where: { id: quote.contactId }, data: { status: "contacted" } });
    }
    return { part, amount: payment.amount, clientName: quote.contact.name, dateFreed: counted && part === "deposit" } as const;
  });
}
