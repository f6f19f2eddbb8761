import "server-only";
import { lagosDate } from "@/lib/dates/lagos-days";
import { db } from "@/lib/db";

// Invoice and receipt numbers (issue 47): INV-2026-0001, RCT-2026-0001… one series per kind and
// year (the Lagos year the number is given), without gaps and never renumbered. The counter is
// incremented in the same transaction that stores the number, so a transaction that fails takes
// its number back with it; on PostgreSQL the counter's row lock makes concurrent payments wait for
// one another, on SQLite the transactions run one at a time.

type Client = Pick<typeof db, "documentCounter">;
export type DocumentSeries = "INV" | "RCT";

/** The next number of a series, in the caller's transaction. */
export async function nextDocumentNumber(tx: Client, series: DocumentSeries, at = new Date()): Promise<string> {
  const key = `${series}-${lagosDate(at).slice(0, 4)}`;
  // An upsert whose row another transaction is creating fails on the key; the loser starts again.
  const counter = await tx.documentCounter.upsert({ where: { series: key }, create: { series: key, last: 1 }, update: { last: { increment: 1 } } });
  return `${key}-${String(counter.last).padStart(4, "0")}`;
}

/** A transaction that lost a race for a counter's first row (a unique violation): it is tried again. */
async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || (code !== "P2002" && code !== "P2034")) throw error;
    }
  }
}

/** A receipt exists for a payment that was counted: paid, refunded since, or undone after it was numbered. */
export const hasReceipt = (payment: { status: string; receiptNumber: string | null }) =>
  Boolean(payment.receiptNumber) || payment.status === "paid" || payment.status === "refunded";

const TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

/** The quote's invoice number, given now if it has none. */
export async function invoiceNumberOf(quoteId: number): Promise<string> {
  return withRetry(() =>
    db.$transaction(async (tx) => {
      const quote = await tx.bookingQuote.findUniqueOrThrow({ where: { id: quoteId }, select: { invoiceNumber: true } });
      if (quote.invoiceNumber) return quote.invoiceNumber;
      const now = new Date();
      const invoiceNumber = await nextDocumentNumber(tx, "INV", now);
      const given = await tx.bookingQuote.updateMany({ where: { id: quoteId, invoiceNumber: null }, data: { invoiceNumber, invoicedAt: now } });
      // Another request numbered it meanwhile: throwing undoes this number, so the series keeps no gap.
      if (given.count === 0) throw Object.assign(new Error("invoice numbered meanwhile"), { code: "P2034" });
      return invoiceNumber;
    }, TRANSACTION),
  );
}

/** A counted payment's receipt number; payments from before receipts were numbered get theirs now. */
export async function receiptNumberOf(paymentId: number): Promise<string> {
  return withRetry(() =>
    db.$transaction(async (tx) => {
      const payment = await tx.bookingPayment.findUniqueOrThrow({ where: { id: paymentId }, select: { receiptNumber: true } });
      if (payment.receiptNumber) return payment.receiptNumber;
      const receiptNumber = await nextDocumentNumber(tx, "RCT");
      const given = await tx.bookingPayment.updateMany({ where: { id: paymentId, receiptNumber: null }, data: { receiptNumber } });
      if (given.count === 0) throw Object.assign(new Error("receipt numbered meanwhile"), { code: "P2034" });
      return receiptNumber;
    }, TRANSACTION),
  );
}
