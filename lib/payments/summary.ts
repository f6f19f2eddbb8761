import "server-only";
import { db } from "@/lib/db";
import { databaseUrl, isPostgresUrl } from "@/lib/env";
import { REFUND_DONE_STATUSES } from "@/lib/common/refund-states";
import { countRefundsOwed } from "./refunds";

// The Payments tab's figures, from aggregate queries whatever the number of payments: the totals
// per Lagos month, what is still owed on open bookings, and the payments that need checking.

/** A quote whose payments are still due or counted: sent, deposit paid, paid in full. */
export const OPEN_QUOTE_STATUSES = ["sent", "deposit-paid", "paid"];
/** Money that reached the band (a refunded payment was received all the same). */
const RECEIVED = ["paid", "refunded"];

/** A Lagos month's money: received and refunded (the clients), the players' pay and the other costs (issue 63), and what is left. */
export type MonthTotals = { month: string; received: number; refunded: number; playersPay: number; expenses: number; margin: number };
export type FlaggedPayment = { id: number; quoteId: number; method: string; reference: string; flag: string | null; clientName: string };

const quoted = (name: string) => (isPostgresUrl(databaseUrl()) ? `"${name}"` : name);

/**
 * Sums per Lagos month (UTC+1, no daylight saving) of a money column, by a date column, over the
 * rows whose `filter.column` is one of `filter.values` (constants of the code, never input).
 */
function monthlySums(table: string, amount: string, at: string, filter?: { column: string; values: string[] }): Promise<MonthlySum[]> {
  const q = quoted;
  const month = isPostgresUrl(databaseUrl()) ? `to_char(${q(at)} + interval '1 hour', 'YYYY-MM')` : `substr(datetime(${at}, '+1 hour'), 1, 7)`;
  const where = filter ? ` AND ${q(filter.column)} IN (${filter.values.map((value) => `'${value}'`).join(", ")})` : "";
  return db.$queryRawUnsafe(`SELECT ${month} AS month, SUM(${q(amount)}) AS total FROM ${table} WHERE ${q(at)} IS NOT NULL${where} GROUP BY month`);
}

type MonthlySum = { month: string; total: bigint | number | null };

/** The players' pay per month of the day it was paid ("YYYY-MM-DD", a Lagos date already), undone payouts left out. */
const monthlyPayouts = (): Promise<MonthlySum[]> =>
  db.$queryRawUnsafe(`SELECT substr(${quoted("paidOn")}, 1, 7) AS month, SUM(amount) AS total FROM player_payouts WHERE ${quoted("undoneAt")} IS NULL GROUP BY month`);

/** Per Lagos month, newest first: Naira received (refunded payments still count when received), refunded (by the month of the cancellation), paid to players, spent, and the margin left. */
export async function monthlyTotals(): Promise<MonthTotals[]> {
  const [received, refunded, payouts, expenses] = await Promise.all([
    monthlySums("booking_payments", "amount", "paidAt", { column: "status", values: RECEIVED }),
    monthlySums("booking_quotes", "refundAmount", "cancelledAt", { column: "refundStatus", values: REFUND_DONE_STATUSES }),
    monthlyPayouts(),
    monthlySums("event_expenses", "amount", "createdAt"),
  ]);
  const months = new Map<string, MonthTotals>();
  const entry = (month: string) => months.get(month) ?? months.set(month, { month, received: 0, refunded: 0, playersPay: 0, expenses: 0, margin: 0 }).get(month)!;
  for (const row of received) entry(row.month).received += Number(row.total ?? 0);
  for (const row of refunded) entry(row.month).refunded += Number(row.total ?? 0);
  for (const row of payouts) entry(row.month).playersPay += Number(row.total ?? 0);
  for (const row of expenses) entry(row.month).expenses += Number(row.total ?? 0);
  for (const month of months.values()) month.margin = month.received - month.refunded - month.playersPay - month.expenses;
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

export const MONTH_EXPORT_COLUMNS = ["month", "received", "refunded", "playersPay", "expenses", "margin"] as const;

/** Naira still owed on open bookings: their totals less what was received on them. */
export async function owedOnOpenBookings(): Promise<number> {
  const [totals, paid] = await Promise.all([
    db.bookingQuote.aggregate({ where: { status: { in: OPEN_QUOTE_STATUSES } }, _sum: { total: true } }),
    db.bookingPayment.aggregate({
      where: { status: { in: RECEIVED }, part: { in: ["deposit", "balance"] }, quote: { status: { in: OPEN_QUOTE_STATUSES } } },
      _sum: { amount: true },
    }),
  ]);
  return (totals._sum.total ?? 0) - (paid._sum.amount ?? 0);
}

/** What the Overview asks the band to settle: payments that need checking, and refunds still owed. */
export async function moneyToSettle(): Promise<{ flagged: number; refunds: number }> {
  const [flagged, refunds] = await Promise.all([db.bookingPayment.count({ where: { status: "flagged" } }), countRefundsOwed()]);
  return { flagged, refunds };
}

/** Payments that need checking (an amount or currency that did not match), newest first. */
export async function flaggedPayments(): Promise<FlaggedPayment[]> {
  const rows = await db.bookingPayment.findMany({
    where: { status: "flagged" },
    orderBy: { id: "desc" },
    take: 100,
    select: { id: true, quoteId: true, method: true, reference: true, flag: true, quote: { select: { contact: { select: { name: true } } } } },
  });
  return rows.map(({ quote, ...row }) => ({ ...row, clientName: quote.contact.name }));
}

export type AwaitingCreditNote = { id: number; quoteId: number; clientName: string; withholdingTax: number; paidAt: string | null };

/** Payments on which a client withheld tax and the band has not recorded the credit note yet (issue 64), oldest first. */
export async function awaitingCreditNotes(): Promise<AwaitingCreditNote[]> {
  const rows = await db.bookingPayment.findMany({
    where: { status: "paid", withholdingTax: { gt: 0 }, whtCreditNote: null },
    orderBy: { id: "asc" },
    take: 100,
    select: { id: true, quoteId: true, withholdingTax: true, paidAt: true, quote: { select: { contact: { select: { name: true } } } } },
  });
  return rows.map((row) => ({
    id: row.id,
    quoteId: row.quoteId,
    clientName: row.quote.contact.name,
    withholdingTax: row.withholdingTax,
    paidAt: row.paidAt?.toISOString() ?? null,
  }));
}
