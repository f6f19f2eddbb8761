import { readableDate } from "@/lib/dates/readable";
import { formatNaira } from "@/lib/payments/naira";
import type { AdminQuote } from "@/lib/payments/admin-list";
import { paymentStatusLabels } from "./quote-status";

/** A quote's refund (when cancelled) and each payment with how it was made, its state and why it was flagged. */
export function QuotePayments({ quote }: { quote: AdminQuote }) {
  return (
    <>
      {quote.refundAmount !== null && (
        <p>
          Refund {formatNaira(quote.refundAmount)}
          {quote.refundStatus && `: ${quote.refundStatus}`}
        </p>
      )}
      {quote.payments.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {quote.payments.map((payment) => (
            <li key={payment.id}>
              {payment.part} {formatNaira(payment.amount)} by {payment.method === "manual" ? "bank transfer" : "Paystack"}: {paymentStatusLabels[payment.status] ?? payment.status}
              {payment.paidAt && ` on ${readableDate(payment.paidAt.slice(0, 10))}`}
              {payment.flag && ` (${payment.flag})`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
