import type { AdminQuote } from "@/lib/payments/admin-list";

const linkClass = "inline-flex min-h-11 items-center rounded-md border border-border px-3 underline-offset-4 hover:underline";

/** The booking's PDFs for the band: invoice, agreement, run sheet and a receipt per payment (issue 47). */
export function QuoteDocuments({ quote }: { quote: AdminQuote }) {
  const base = `/api/admin/contacts/${quote.contactId}/documents`;
  const booked = quote.status === "deposit-paid" || quote.status === "paid";
  const receipts = quote.payments.filter((payment) => payment.hasReceipt);
  return (
    <nav aria-label={`Documents of quote ${quote.id}`} className="mt-2">
      <p className="font-medium">Documents (PDF)</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        <li>
          <a className={linkClass} href={`${base}/invoice.pdf`} download>
            Invoice{quote.invoiceNumber ? ` ${quote.invoiceNumber}` : ""}
          </a>
        </li>
        {quote.acceptance && (
          <li>
            <a className={linkClass} href={`${base}/agreement.pdf`} download>
              Agreement
            </a>
          </li>
        )}
        {booked && (
          <li>
            <a className={linkClass} href={`${base}/run-sheet.pdf`} download>
              Run sheet
            </a>
          </li>
        )}
        {receipts.map((payment) => (
          <li key={payment.id}>
            <a className={linkClass} href={`${base}/receipt-${payment.id}.pdf`} download>
              Receipt {payment.receiptNumber ?? `for the ${payment.part}`}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
