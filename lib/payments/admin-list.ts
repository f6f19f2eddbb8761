import "server-only";
import { billToOf, type BillTo } from "./bill-to";
import { lagosDate } from "@/lib/dates/lagos-days";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { newestFirst, olderThan, PAGE_LIMIT, pageOf, type Page } from "@/lib/paging/keyset";
import type { PageCursor } from "@/lib/validation/page-cursor";
import { sameName } from "./agreement";
import { hasReceipt } from "./numbering";
import { paidOn } from "./quotes";
import { OPEN_QUOTE_STATUSES } from "./summary";

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
  /** Who marked it received by hand (null for Paystack's and from before the team). */
  recordedBy: string | null;
  /** Tax the client withheld at source (counted in amount), and its credit note's number once recorded. */
  withholdingTax: number;
  whtCreditNote: string | null;
};

export type AdminQuote = {
  id: number;
  /** The band's price before VAT and the VAT; total is what the client pays. */
  subtotal: number;
  vat: number;
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
  /** Who marked the refund done by hand, and what they did. */
  refundNote: string | null;
  createdAt: string;
  cancelledAt: string | null;
  /** The client's acceptance of the terms: the name they typed, whether it is the enquiry's client's, when, and the terms' version. */
  acceptance: { name: string; matchesClient: boolean; at: string; termsVersion: string | null } | null;
  invoiceNumber: string | null;
  /** Who the invoice and receipts are made out to (issue 64). */
  billTo: BillTo;
  payments: AdminPayment[];
};

const withClientAndPayments = { contact: true, payments: { orderBy: { id: "asc" as const } } };

/** An enquiry's quotes, newest first (the quote panel of one enquiry: a handful). */
export async function listQuotes({ contactId, today = lagosDate() }: { contactId: number; today?: string }): Promise<AdminQuote[]> {
  const quotes = await db.bookingQuote.findMany({ where: { contactId }, include: withClientAndPayments, orderBy: { id: "desc" } });
  return quotes.map((quote) => quoteView(quote, today));
}

/** The Payments tab's quotes (replaced ones aside), a page at a time, newest first. */
export async function quotesPage(cursor?: PageCursor, today = lagosDate(), limit = PAGE_LIMIT): Promise<Page<AdminQuote>> {
  const quotes = await db.bookingQuote.findMany({
    where: { AND: [{ status: { not: "replaced" } }, olderThan("createdAt", cursor)] },
    include: withClientAndPayments,
    orderBy: newestFirst("createdAt"),
    take: limit + 1,
  });
  const page = pageOf(quotes, (quote) => quote.createdAt, limit);
  return { rows: page.rows.map((quote) => quoteView(quote, today)), nextCursor: page.nextCursor };
}

/** How many payments the tab lists (and its CSV holds): those of every quote not replaced. */
export const countListedPayments = () => db.bookingPayment.count({ where: { quote: { status: { not: "replaced" } } } });

type QuoteRow = Prisma.BookingQuoteGetPayload<{ include: typeof withClientAndPayments }>;

function quoteView(quote: QuoteRow, today: string): AdminQuote {
  const depositPaid = paidOn(quote, "deposit");
  const balancePaid = paidOn(quote, "balance");
  const open = OPEN_QUOTE_STATUSES.includes(quote.status);
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
    subtotal: quote.subtotal,
    vat: quote.vat,
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
    billTo: billToOf(quote),
    paid: depositPaid + balancePaid,
    owed: open ? quote.total - depositPaid - balancePaid : 0,
    overdue,
    refundAmount: quote.refundAmount,
    refundStatus: quote.refundStatus,
    refundNote: quote.refundNote,
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
      withholdingTax: payment.withholdingTax,
      whtCreditNote: payment.whtCreditNote,
      receiptNumber: payment.receiptNumber,
      recordedBy: payment.recordedBy,
    })),
  };
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
  "recordedBy",
  "withholdingTaxNaira",
  "whtCreditNote",
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
      recordedBy: payment.recordedBy ?? "",
      withholdingTaxNaira: payment.withholdingTax,
      whtCreditNote: payment.whtCreditNote ?? "",
    })),
  );
}
