import { hasReceipt } from "@/lib/payments/numbering";
import { formatNaira } from "@/lib/payments/naira";
import type { BookingQuote } from "@/lib/payments/quotes";

const linkClass = "inline-flex min-h-11 items-center text-primary underline underline-offset-4";

/** The client's documents as PDF (issue 47): the invoice, the agreement once accepted, a receipt per payment. */
export function BookingDocuments({ quote }: { quote: BookingQuote }) {
  const base = `/api/booking/${quote.token}/documents`;
  const receipts = quote.payments.filter(hasReceipt);
  return (
    <section aria-labelledby="documents-heading" className="mt-8">
      <h2 id="documents-heading" className="text-xl font-bold">
        Your documents
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">PDF files to download, print or forward to your company.</p>
      <ul className="mt-2 flex flex-col">
        <li>
          <a className={linkClass} href={`${base}/invoice.pdf`} download>
            Invoice{quote.invoiceNumber ? ` ${quote.invoiceNumber}` : ""}
          </a>
        </li>
        {quote.acceptedAt && (
          <li>
            <a className={linkClass} href={`${base}/agreement.pdf`} download>
              Booking agreement
            </a>
          </li>
        )}
        {receipts.map((payment) => (
          <li key={payment.id}>
            <a className={linkClass} href={`${base}/receipt-${payment.id}.pdf`} download>
              Receipt{payment.receiptNumber ? ` ${payment.receiptNumber}` : ""}: {payment.part === "balance" ? "balance" : "deposit"} of {formatNaira(payment.amount)}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">
        For your venue and planner: our{" "}
        <a className="text-primary underline underline-offset-4" href="/press/rider.pdf">
          technical rider (PDF)
        </a>{" "}
        (stage, power, input list) and{" "}
        <a className="text-primary underline underline-offset-4" href="/press">
          press kit
        </a>
        .
      </p>
    </section>
  );
}
