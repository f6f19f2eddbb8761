"use client";

import { Button, buttonClass } from "@/components/ui/button";
import { readableDate, readableMonth } from "@/lib/dates/readable";
import { formatNaira } from "@/lib/payments/naira";
import type { AdminQuote } from "@/lib/payments/admin-list";
import type { RefundOwed } from "@/lib/payments/refunds";
import type { AwaitingCreditNote, FlaggedPayment, MonthTotals } from "@/lib/payments/summary";
import { usePagedList } from "@/components/admin/use-paged-list";
import { FlaggedPayments } from "./flagged-payments";
import { QuoteActions } from "./quote-actions";
import { RefundsOwed } from "./refunds-owed";
import { QuoteBillTo } from "./quote-bill-to";
import { QuotePayments } from "./quote-payments";
import { owedLine, quoteStatusLabels } from "./quote-status";

type Summary = {
  paystackConfigured: boolean;
  months: MonthTotals[];
  owed: number;
  flagged: FlaggedPayment[];
  refundsOwed: RefundOwed[];
  awaitingCreditNotes: AwaitingCreditNote[];
};

/** The quotes and payments with their state, 500 at a time; what is owed, what needs checking, the totals per month and the CSV. */
export function PaymentsTab() {
  const { rows: quotes, first: data, error, isLoading, mutate, hasMore, loadingMore, loadMore } = usePagedList<AdminQuote, Summary>("/api/admin/payments", "quotes");
  const flagged = data?.flagged ?? [];
  const refunds = data?.refundsOwed ?? [];
  const creditNotes = data?.awaitingCreditNotes ?? [];
  const owed = data?.owed ?? 0;
  return (
    <div className="space-y-6">
      {data && !data.paystackConfigured && (
        <p className="rounded-md border border-border bg-muted p-3 text-sm">
          Online payment is off: PAYSTACK_SECRET_KEY is not set. Clients see your bank details (Settings → Bank transfer), and you mark each transfer received here.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => mutate()}>
          Refresh
        </Button>
        <a href="/api/admin/payments?format=csv" className={buttonClass("outline")} download>
          Export payments (CSV)
        </a>
        <a href={"/api/admin/payments?format=csv&report=months"} className={buttonClass("outline")} download>
          Export months (CSV)
        </a>
      </div>
      {error && (
        <div role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-4">
          <p className="font-semibold">Failed to load the payments</p>
          <p className="text-sm">{error.message}</p>
        </div>
      )}
      {isLoading && <p className="text-muted-foreground">Loading payments...</p>}
      {creditNotes.length > 0 && (
        <section aria-labelledby="credit-notes-heading" className="rounded-md border border-border bg-card p-4">
          <h3 id="credit-notes-heading" className="font-semibold">
            Withholding tax awaiting its credit note
          </h3>
          <p className="text-sm text-muted-foreground">Ask each client for the credit note, then record its number on the payment below: it is how the tax is claimed back.</p>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {creditNotes.map((payment) => (
              <li key={payment.id}>
                {payment.clientName}: {formatNaira(payment.withholdingTax)}
                {payment.paidAt && `, paid ${readableDate(payment.paidAt.slice(0, 10))}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      {flagged.length > 0 && <FlaggedPayments flagged={flagged} paystackConfigured={data?.paystackConfigured ?? false} onChanged={() => mutate()} />}
      {refunds.length > 0 && <RefundsOwed refunds={refunds} paystackConfigured={data?.paystackConfigured ?? false} onChanged={() => mutate()} />}
      {data && (
        <section aria-labelledby="months-heading">
          <h3 id="months-heading" className="text-lg font-semibold">
            By month
          </h3>
          <p className="text-sm text-muted-foreground">Still owed on open bookings: {formatNaira(owed)}</p>
          {data.months.length === 0 ? (
            <p className="text-muted-foreground">No money received or paid out yet.</p>
          ) : (
            <table className="stacked-table mt-2 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-4">
                    Month
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Received
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Refunded
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Players&apos; pay
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Expenses
                  </th>
                  <th scope="col" className="py-2">
                    Margin
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.months.map((row) => (
                  <tr key={row.month} className="border-b border-border">
                    <td data-label="Month" className="py-2 pr-4">
                      {readableMonth(`${row.month}-01`)}
                    </td>
                    <td data-label="Received" className="py-2 pr-4">
                      {formatNaira(row.received)}
                    </td>
                    <td data-label="Refunded" className="py-2 pr-4">
                      {formatNaira(row.refunded)}
                    </td>
                    <td data-label="Players' pay" className="py-2 pr-4">
                      {formatNaira(row.playersPay)}
                    </td>
                    <td data-label="Expenses" className="py-2 pr-4">
                      {formatNaira(row.expenses)}
                    </td>
                    <td data-label="Margin" className="py-2">
                      {formatNaira(row.margin)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
      {quotes && (
        <section aria-labelledby="quotes-heading">
          <h3 id="quotes-heading" className="text-lg font-semibold">
            Quotes and bookings
          </h3>
          {quotes.length === 0 && <p className="text-muted-foreground">No quote sent yet. Send one from an enquiry in Quote Requests.</p>}
          <ul className="mt-2 space-y-3" aria-label="Quotes">
            {quotes.map((quote) => (
              <li key={quote.id} className="rounded-lg border border-border bg-card p-4 text-sm">
                <p className="font-semibold">
                  {quote.clientName}: {readableDate(quote.eventDate)} · {formatNaira(quote.total)}
                </p>
                <p>
                  {quoteStatusLabels[quote.status] ?? quote.status}. Paid {formatNaira(quote.paid)}, owed {formatNaira(quote.owed)}
                  {owedLine(quote) && <span className="ml-2 rounded bg-danger/15 px-2 py-0.5 text-danger">{owedLine(quote)}</span>}
                </p>
                <QuoteBillTo quote={quote} onChanged={() => void mutate()} />
                <QuotePayments quote={quote} onChanged={() => void mutate()} />
                <QuoteActions quote={quote} onChanged={() => void mutate()} />
              </li>
            ))}
          </ul>
          {hasMore && (
            <Button variant="outline" className="mt-3" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? "Loading..." : "Load older quotes"}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
