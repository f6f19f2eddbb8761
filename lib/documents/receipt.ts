import "server-only";
import { formatNaira } from "@/lib/payments/naira";
import { billedRows, type DocumentBooking, eventLine, letterhead } from "./booking";
import { counted, day, type Payment } from "./payment-lines";
import { renderPdf } from "./pdf";

// A receipt per payment (issues 47 and 64), as the booking stood when it was paid: the contract
// total, this payment (the cash and any tax the client withheld at source), paid to date and the
// balance outstanding. Never the client's private booking link.

const methodWords = (payment: Payment) => (payment.method === "paystack" ? "Online payment (Paystack)" : "Bank transfer, confirmed by the band");

export function receiptPdf(booking: DocumentBooking, payment: Payment, number: string): Promise<Buffer> {
  // A payment that settles everything is never called a deposit.
  const part = payment.part === "balance" ? "balance" : booking.balance > 0 ? "deposit" : "payment in full";
  // What remained once this payment was counted, as it stood then: a later payment does not change this receipt.
  const paidUpToThis = booking.payments.filter((other) => other.id <= payment.id && (counted(other) || other.id === payment.id)).reduce((sum, other) => sum + other.amount, 0);
  const remaining = booking.status === "cancelled" ? 0 : Math.max(0, booking.total - paidUpToThis);
  const facts: [string, string][] = [
    ["Date", payment.paidAt ? day(payment.paidAt) : ""],
    ["Quote", `#${booking.id}${booking.invoiceNumber ? `, invoice ${booking.invoiceNumber}` : ""}`],
  ];
  const withheld: [string, string][] =
    payment.withholdingTax > 0
      ? [
          ["Cash received", formatNaira(payment.amount - payment.withholdingTax)],
          ["Tax withheld at source", `${formatNaira(payment.withholdingTax)}${payment.whtCreditNote ? ` (credit note ${payment.whtCreditNote})` : ""}`],
        ]
      : [];
  return renderPdf(letterhead(booking.settings), { title: "Receipt", number, facts }, (page) => {
    page.section("Received from");
    page.rows([...billedRows(booking), ["Event", eventLine(booking.contact)]]);
    page.section("Payment");
    page.rows(
      [
        ["Contract total", formatNaira(booking.total)],
        ["This payment", `${formatNaira(payment.amount)}: the ${part}`],
        ...withheld,
        ["Method", methodWords(payment)],
        ["Reference", payment.reference],
        ["Paid to date", formatNaira(Math.min(booking.total, paidUpToThis))],
        ["Balance outstanding", remaining > 0 && booking.balanceDueAt ? `${formatNaira(remaining)}, due by ${day(booking.balanceDueAt)}` : formatNaira(remaining)],
      ],
      { strong: ["This payment", "Balance outstanding"] },
    );
    if (payment.status === "refunded") page.paragraph("This payment was refunded.", { bold: true });
    if (payment.status === "undone") page.paragraph("This payment was marked received by mistake and taken back: it does not count as paid.", { bold: true });
    page.paragraph("Thank you.", { muted: true });
  });
}
