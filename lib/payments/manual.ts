import "server-only";
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

type Refused = { ok: false; status: 404 | 409; error: string };
export type MarkResult = { ok: true; paymentId: number; amount: number; due: number; flagged: boolean } | Refused;

/** Noon in Lagos on the day the transfer arrived: a time that reads as that day everywhere in the panel. */
const lagosNoon = (day: string) => new Date(`${day}T12:00:00+01:00`);

export async function markPaidByHand(
  quoteId: number,
  { part, amount, receivedOn }: { part: PaymentPart; amount: number; receivedOn: string },
  siteOrigin: string,
): Promise<MarkResult> {
  const quote = await db.bookingQuote.findUnique({ where: { id: quoteId }, include: { contact: true, payments: true } });
  if (!quote || quote.status === "replaced") return { ok: false, status: 404, error: "Quote not found" };
  const due = payable(quote, part);
  if ("error" in due) return { ok: false, status: 409, error: due.error };
  const reference = `manual-${quote.id}-${part}-${randomBytes(4).toString("hex")}`;
  const paidAt = lagosNoon(receivedOn);
  if (amount !== due.amount) {
    const flag = `${formatNaira(amount)} received, ${formatNaira(due.amount)} was due: not counted, and the date is not booked until the ${part} is paid in full`;
    const payment = await db.bookingPayment.create({ data: { quoteId, part, method: "manual", reference, amount, status: "flagged", flag, paidAt } });
    return { ok: true, paymentId: payment.id, amount, due: due.amount, flagged: true };
  }
  const payment = await db.bookingPayment.create({ data: { quoteId, part, method: "manual", reference, amount: due.amount } });
  const outcome = await confirmPayment(reference, { amountKobo: due.amount * 100, currency: "NGN", how: "manual", paidAt }, siteOrigin);
  return outcome === "paid" ? { ok: true, paymentId: payment.id, amount, due: due.amount, flagged: false } : { ok: false, status: 409, error: "This part was paid meanwhile" };
}

export type UndoResult = { ok: true; part: PaymentPart; amount: number; clientName: string; dateFreed: boolean } | Refused;

/** Takes back a mark made by hand within UNDO_WINDOW_MS: the part is owed again; undoing the deposit frees the date. */
export async function undoManualMark(quoteId: number, paymentId: number, now = Date.now()): Promise<UndoResult> {
  return db.$transaction(async (tx) => {
    const payment = await tx.bookingPayment.findFirst({ where: { id: paymentId, quoteId }, include: { quote: { include: { contact: true, payments: true } } } });
    if (!payment) return { ok: false, status: 404, error: "Payment not found" } as const;
    if (payment.method !== "manual")
      return { ok: false, status: 409, error: "Only a payment marked by hand can be undone; a Paystack payment is refunded by cancelling the booking" } as const;
    if (payment.status !== "paid" && payment.status !== "flagged") return { ok: false, status: 409, error: "This mark was already undone" } as const;
    if (now - payment.createdAt.getTime() > UNDO_WINDOW_MS) return { ok: false, status: 409, error: "A mark can be undone within 24 hours of making it" } as const;
    const { quote } = payment;
    const part = payment.part === "balance" ? "balance" : "deposit";
    if (quote.status === "cancelled") return { ok: false, status: 409, error: "This booking was cancelled" } as const;
    const counted = payment.status === "paid";
    if (counted && part === "deposit" && quote.payments.some((other) => other.part === "balance" && other.status === "paid")) {
      return { ok: false, status: 409, error: "Undo the balance first" } as const;
    }
    await tx.bookingPayment.update({ where: { id: payment.id }, data: { status: "undone", flag: `marked by hand, then undone: not received` } });
    if (counted) {
      await tx.bookingQuote.update({ where: { id: quote.id }, data: { status: part === "deposit" ? "sent" : "deposit-paid" } });
      // The deposit booked the date: it is free again, the band having been in touch.
      if (part === "deposit") await tx.contact.update({ where: { id: quote.contactId }, data: { status: "contacted" } });
    }
    return { ok: true, part, amount: payment.amount, clientName: quote.contact.name, dateFreed: counted && part === "deposit" } as const;
  });
}
