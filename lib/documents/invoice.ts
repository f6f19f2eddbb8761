import "server-only";
import { formatNaira } from "@/lib/payments/naira";
import { paystackConfigured } from "@/lib/payments/paystack";
import { paidOn } from "@/lib/payments/quotes";
import { billedRows, type DocumentBooking, eventLine, letterhead, vatRow, venueLine } from "./booking";
import { nairaInWords } from "./money-words";
import { day, partLine, statusWords } from "./payment-lines";
import { renderPdf } from "./pdf";

// The invoice of a booking (issues 47 and 64): who is billed (a company with its TIN), the price,
// VAT, the total in figures and words, the parts with their due dates, and how to pay with the
// invoice number as the reference. Never the client's private booking link: it is in their mails.

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
    page.rows([...billedRows(booking), ...(contact.email ? [["Email", contact.email] as [string, string]] : []), ["Phone", contact.phone]]);
    page.section("Event");
    page.rows([["Event", eventLine(contact)], ["Venue", venueLine(booking)], ...(contact.guestCount ? [["Guests", String(contact.guestCount)] as [string, string]] : [])]);
    page.section("Amounts");
    const balanceRows: [string, string][] = booking.balance > 0 ? [["Balance", partLine(booking, "balance", booking.balance, booking.balanceDueAt)]] : [];
    page.rows(
      [
        [`Live band: ${eventLine(contact)}`, formatNaira(booking.subtotal || booking.total)],
        vatRow({ subtotal: booking.subtotal || booking.total, vat: booking.vat }),
        ["Total", formatNaira(booking.total)],
        ["In words", nairaInWords(booking.total)],
        [booking.balance > 0 ? "Deposit" : "Payment in full", partLine(booking, "deposit", booking.deposit, booking.depositDueAt)],
        ...balanceRows,
        ["Paid so far", formatNaira(paid)],
        ["Amount due", formatNaira(due)],
      ],
      { labelWidth: 260, strong: ["Total", "Amount due"] },
    );
    if (booking.status === "cancelled") {
      const refund = booking.refundAmount ? ` ${formatNaira(booking.refundAmount)} of the deposit is refunded under the terms.` : "";
      page.paragraph(`This booking was cancelled${booking.cancelledAt ? ` on ${day(booking.cancelledAt)}` : ""}.${refund}`, { bold: true });
    }
    if (due > 0) {
      page.section("How to pay");
      if (paystackConfigured()) page.paragraph("Online, by card, bank transfer or USSD, from the booking page whose link is in our mail to you.");
      if (booking.settings.bankDetails) page.paragraph(`By bank transfer, with “${number}” as the reference:\n${booking.settings.bankDetails}`);
      if (!paystackConfigured() && !booking.settings.bankDetails) page.paragraph(`Ask us for our bank details, quoting ${number}.`);
    }
    if (booking.note) {
      page.section("Note");
      page.paragraph(booking.note);
    }
  });
}
