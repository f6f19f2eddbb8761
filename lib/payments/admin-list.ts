import "server-only";
import { lagosDate } from "@/lib/common/dates";
import { db } from "@/lib/db";
import { sameName } from "./agreement";
import { hasReceipt } from "./numbering";
import { paidOn } from "./quotes";

// The Payments view (GET /api/admin/payments): every quote with its payments and what is owed,
// the totals received per month (Lagos), and the CSV rows of every payment.

type AdminPayment = {
  id: number;
  part: string;
  method: string;
  reference: string;
  amount: number;
  currency: string;
  status: string;
  flag: string | null;
  paidAt: string | null;
  createdAt: string;
  /** Whether the payment has a receipt (GET …/documents/receipt-{id}.pdf), and its number once given. */
  hasReceipt: boolean;
  receiptNumber: string | null;
};

export type AdminQuote = {
  id: number;
  contactId: number;
  clientName: string;
  eventType: string;
  eventDate: string;
  url: string;
  total: number;
  deposit: number;
  balance: number;
  depositDue: string;
  balanceDue: string | null;
  status: string;
  /** Naira paid (deposit and balance) and still owed; owed is 0 once cancelled. */
  paid: number;
  owed: number;
  /** A part whose due date has passed unpaid. */
  overdue: "deposit" | "balance" | null;
  refundAmount: number | null;
  refundStatus: string | null;
  createdAt: string;
  cancelledAt: string | null;
  /** The client's acceptance of the terms: the name they typed, whether it is the enquiry's client's, when, and the terms' version. */
  acceptance: { name: string; matchesClient: boolean; at: string; termsVersion: string | null } | null;
  invoiceNumber: string | null;
  payments: AdminPayment[];
};

const OPEN = ["sent", "deposit-paid", "paid"];

export async function listQuotes({ contactId, today = lagosDate() }: { contactId?: number; today?: string } = {}): Promise<AdminQuote[]> {
  const quotes = await db.bookingQuote.findMany({
    where: contactId ? { contactId } : { status: { not: "replaced" } },
    include: { contact: true, payments: { orderBy: { id: "asc" } } },
    orderBy: { id: "desc" },
    take: 1000,
  });
  return quotes.map((quote) => {
    const depositPaid = paidOn(quote, "deposit");
    const balancePaid = paidOn(quote, "balance");
    const open = OPEN.includes(quote.status);
    const depositDue = lagosDate(quote.depositDueAt);
    const balanceDue = quote.balanceDueAt && lagosDate(quote.balanceDueAt);
    const overdue = !open
      ? null
      : depositPaid === 0 && depositDue < today
        ? "deposit"
        : quote.balance > 0 && balancePaid === 0 && balanceDue && balanceDue < today
          ? "balance"
          : null;
    return {
      id: quote.id,
      contactId: quote.contactId,
      clientName: quote.contact.name,
      eventType: quote.contact.eventType,
      eventDate: quote.contact.eventDate,
      url: quote.url,
      total: quote.total,
      deposit: quote.deposit,
      balance: quote.balance,
      depositDue,
      balanceDue,
      status: quote.status,
      paid: depositPaid + balancePaid,
      owed: open ? quote.total - depositPaid - balancePaid : 0,
      overdue,
      refundAmount: quote.refundAmount,
      refundStatus: quote.refundStatus,
      createdAt: quote.createdAt.toISOString(),
      cancelledAt: quote.cancelledAt?.toISOString() ?? null,
      acceptance:
        quote.acceptedAt && quote.acceptedName
          ? {
              name: quote.acceptedName,
              matchesClient: sameName(quote.acceptedName, quote.contact.name),
              at: quote.acceptedAt.toISOString(),
              termsVersion: quote.acceptedTermsVersion,
            }
          : null,
      invoiceNumber: quote.invoiceNumber,
      payments: quote.payments.map((payment) => ({
        id: payment.id,
        part: payment.part,
        method: payment.method,
        reference: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
        status: payment.status,
        flag: payment.flag,
        paidAt: payment.paidAt?.toISOString() ?? null,
        createdAt: payment.createdAt.toISOString(),
        hasReceipt: hasReceipt(payment),
        receiptNumber: payment.receiptNumber,
      })),
    };
  });
}

/** Naira received per Lagos month (refunded payments still count when received) and refunded (by the month of the cancellation), newest first. */
export function monthlyTotals(quotes: AdminQuote[]): { month: string; received: number; refunded: number }[] {
  const months = new Map<string, { received: number; refunded: number }>();
  for (const quote of quotes) {
    for (const payment of quote.payments) {
      if (!payment.paidAt || (payment.status !== "paid" && payment.status !== "refunded")) continue;
      const month = lagosDate(new Date(payment.paidAt)).slice(0, 7);
      const entry = months.get(month) ?? { received: 0, refunded: 0 };
      entry.received += payment.amount;
      months.set(month, entry);
    }
    if (quote.refundStatus === "processed" && quote.refundAmount && quote.cancelledAt) {
      const month = lagosDate(new Date(quote.cancelledAt)).slice(0, 7);
      const entry = months.get(month) ?? { received: 0, refunded: 0 };
      entry.refunded += quote.refundAmount;
      months.set(month, entry);
    }
  }
  return [...months.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([month, totals]) => ({ month, ...totals }));
}

export const PAYMENT_EXPORT_COLUMNS = [
  "reference",
  "enquiryId",
  "client",
  "eventDate",
  "part",
  "method",
  "amountNaira",
  "currency",
  "status",
  "flag",
  "paidAt",
  "quoteStatus",
] as const;

export function paymentExportRows(quotes: AdminQuote[]) {
  return quotes.flatMap((quote) =>
    quote.payments.map((payment) => ({
      reference: payment.reference,
      enquiryId: quote.contactId,
      client: quote.clientName,
      eventDate: quote.eventDate,
      part: payment.part,
      method: payment.method,
      amountNaira: payment.amount,
      currency: payment.currency,
      status: payment.status,
      flag: payment.flag ?? "",
      paidAt: payment.paidAt ?? "",
      quoteStatus: quote.status,
    })),
  );
}
