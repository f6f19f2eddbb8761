import "server-only";
import { lagosDate } from "@/lib/dates/lagos-days";
import { readableDate, readableMoment } from "@/lib/dates/readable";
import { sameName, termsOfQuote, termsSections } from "@/lib/payments/agreement";
import { formatNaira } from "@/lib/payments/naira";
import { paystackConfigured } from "@/lib/payments/paystack";
import { paidOn } from "@/lib/payments/quotes";
import { type DocumentBooking, eventLine, letterhead, venueLine } from "./booking";
import { renderPdf } from "./pdf";

// The invoice, a receipt per payment and the agreement the client accepted (issue 47, item 4).

type Payment = DocumentBooking["payments"][number];

const day = (moment: Date) => readableDate(lagosDate(moment));
const counted = (payment: Payment) => payment.status === "paid" || payment.status === "refunded";
const paidPart = (booking: DocumentBooking, part: "deposit" | "balance") => booking.payments.find((payment) => payment.part === part && counted(payment));

function partLine(booking: DocumentBooking, part: "deposit" | "balance", amount: number, dueAt: Date | null): string {
  const paid = paidPart(booking, part);
  if (paid?.paidAt) return `${formatNaira(amount)}, paid ${day(paid.paidAt)}${paid.receiptNumber ? ` (receipt ${paid.receiptNumber})` : ""}`;
  return dueAt ? `${formatNaira(amount)}, due by ${day(dueAt)}` : formatNaira(amount);
}

const statusWords: Record<string, string> = { sent: "Awaiting deposit", "deposit-paid": "Deposit paid", paid: "Paid in full", cancelled: "Cancelled", replaced: "Replaced" };

export function invoicePdf(booking: DocumentBooking, number: string): Promise<Buffer> {
  const { contact } = booking;
  const paid = paidOn(booking, "deposit") + paidOn(booking, "balance");
  const due = booking.status === "cancelled" ? 0 : booking.total - paid;
  const facts: [string, string][] = [
    ["Date", day(booking.invoicedAt ?? new Date())],
    ["Quote", `#${booking.id}`],
    ["Status", statusWords[booking.status] ?? booking.status],
  ];
  return renderPdf(letterhead(booking.settings), { title: "Invoice", number, facts }, (page) => {
    page.section("Bill to");
    page.rows([["Client", contact.name], ...(contact.email ? [["Email", contact.email] as [string, string]] : []), ["Phone", contact.phone]]);
    page.section("Event");
    page.rows([["Event", eventLine(contact)], ["Venue", venueLine(booking)], ...(contact.guestCount ? [["Guests", String(contact.guestCount)] as [string, string]] : [])]);
    page.section("Amounts");
    const balanceRows: [string, string][] = booking.balance > 0 ? [["Balance", partLine(booking, "balance", booking.balance, booking.balanceDueAt)]] : [];
    page.rows(
      [
        [`Live band: ${eventLine(contact)}`, formatNaira(booking.total)],
        [booking.balance > 0 ? "Deposit" : "Payment in full", partLine(booking, "deposit", booking.deposit, booking.depositDueAt)],
        ...balanceRows,
        ["Paid so far", formatNaira(paid)],
        ["Amount due", formatNaira(due)],
      ],
      { labelWidth: 260, strong: ["Amount due"] },
    );
    if (booking.status === "cancelled") {
      const refund = booking.refundAmount ? ` ${formatNaira(booking.refundAmount)} of the deposit is refunded under the terms.` : "";
      page.paragraph(`This booking was cancelled${booking.cancelledAt ? ` on ${day(booking.cancelledAt)}` : ""}.${refund}`, { bold: true });
    }
    if (due > 0) {
      page.section("How to pay");
      if (paystackConfigured()) page.paragraph(`Online, by card, bank transfer or USSD: ${booking.url}`);
      if (booking.settings.bankDetails) page.paragraph(`By bank transfer, with “Quote ${booking.id}” as the reference:\n${booking.settings.bankDetails}`);
      if (!paystackConfigured() && !booking.settings.bankDetails) page.paragraph(`Ask us for our bank details, quoting Quote ${booking.id}. Your booking: ${booking.url}`);
    }
    if (booking.note) {
      page.section("Note");
      page.paragraph(booking.note);
    }
  });
}

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

/** The terms the client accepted, with the record of their acceptance. */
export function agreementPdf(booking: DocumentBooking): Promise<Buffer> {
  const terms = termsOfQuote(booking, booking.settings.replyHours);
  const facts: [string, string][] = [
    ["Quote", `#${booking.id}`],
    ["Terms version", booking.acceptedTermsVersion ?? terms.version],
  ];
  return renderPdf(letterhead(booking.settings), { title: "Booking agreement", facts }, (page) => {
    page.section("Between");
    page.rows([
      ["The band", letterhead(booking.settings).name],
      ["The client", booking.contact.name],
      ["Event", eventLine(booking.contact)],
      ["Venue", venueLine(booking)],
      ["Price", formatNaira(booking.total)],
    ]);
    for (const section of termsSections(terms.text)) {
      page.section(section.title);
      for (const paragraph of section.paragraphs) page.paragraph(paragraph);
    }
    page.section("Acceptance");
    const nameNote = booking.acceptedName && !sameName(booking.acceptedName, booking.contact.name) ? ` (the enquiry was made by ${booking.contact.name})` : "";
    page.rows([
      ["Accepted by", `${booking.acceptedName ?? ""}${nameNote}`],
      ["On", booking.acceptedAt ? `${readableMoment(booking.acceptedAt)} (Lagos time)` : ""],
      ["From address", booking.acceptedAddress ?? ""],
      ["Terms version", booking.acceptedTermsVersion ?? ""],
      ["SHA-256 of the terms", booking.acceptedTermsHash ?? ""],
    ]);
  });
}
