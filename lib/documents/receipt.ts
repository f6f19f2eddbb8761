import "server-only";
import { formatNaira } from "@/lib/payments/naira";
import { type DocumentBooking, eventLine, letterhead } from "./booking";
import { counted, day, type Payment } from "./payment-lines";
import { renderPdf } from "./pdf";

// A receipt per payment (issue 47, item 4), as the booking stood when it was paid.

const methodWords = (payment: Payment) => (payment.method === "paystack" ? "Online payment (Paystack)" : "Bank transfer, confirmed by the band");

export function receiptPdf(booking: DocumentBooking, payment: Payment, number: string): Promise<Buffer> {
  const part = payment.part === "balance" ? "balance" : booking.balance > 0 ? "deposit" : "payment in full";
  // What remained once this payment was counted, as it stood then: a later payment does not change this receipt.
  const paidUpToThis = booking.payments.filter((other) => other.id <= payment.id && (counted(other) || other.id === payment.id)).reduce((sum, other) => sum + other.amount, 0);
  const remaining = booking.status === "cancelled" ? 0 : Math.max(0, booking.total - paidUpToThis);
  const facts: [string, string][] = [
    ["Date", payment.paidAt ? day(payment.paidAt) : ""],
    ["Quote", `#${booking.id}${booking.invoiceNumber ? `, invoice ${booking.invoiceNumber}` : ""}`],
  ];
  return renderPdf(letterhead(booking.settings), { title: "Receipt", number, facts }, (page) => {
    page.section("Received from");
    page.rows([
      ["Client", booking.contact.name],
      ["Event", eventLine(booking.contact)],
    ]);
    page.section("Payment");
    page.rows(
      [
        ["Amount", formatNaira(payment.amount)],
        ["For", `The ${part} for the booking`],
        ["Method", methodWords(payment)],
        ["Reference", payment.reference],
        ["Still to pay", remaining > 0 && booking.balanceDueAt ? `${formatNaira(remaining)}, due by ${day(booking.balanceDueAt)}` : formatNaira(remaining)],
      ],
      { strong: ["Amount"] },
    );
    if (payment.status === "refunded") page.paragraph("This payment was refunded.", { bold: true });
    if (payment.status === "undone") page.paragraph("This payment was marked received by mistake and taken back: it does not count as paid.", { bold: true });
    page.paragraph(`Thank you. ${booking.url}`, { muted: true });
  });
}
