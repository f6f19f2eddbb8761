import "server-only";
import { lagosDate } from "@/lib/dates/lagos-days";
import { readableDate, readableMoment } from "@/lib/dates/readable";
import { sameName, termsOfQuote, termsSections } from "@/lib/payments/agreement";
import { formatNaira } from "@/lib/payments/naira";
import { billedRows, type DocumentBooking, eventLine, letterhead, vatRow, venueLine } from "./booking";
import { day } from "./payment-lines";
import { renderPdf } from "./pdf";

// The booking agreement (issues 47 and 64): who agrees, what the band delivers, the amounts and
// their due dates, the terms the client accepted (cancellation, the late fee), the band's signatory,
// and the acceptance in plain words. Its technical record (address, hash) is in the audit log.

/** "Accepted online by Ada Obi on Friday 27 November 2026 at 14:05, Lagos time". */
function acceptanceWords(booking: DocumentBooking): string {
  if (!booking.acceptedAt) return "Not accepted yet.";
  const time = readableMoment(booking.acceptedAt).split(", ").at(-1);
  const nameNote = booking.acceptedName && !sameName(booking.acceptedName, booking.contact.name) ? ` (the enquiry was made by ${booking.contact.name})` : "";
  return `Accepted online by ${booking.acceptedName ?? booking.contact.name}${nameNote} on ${readableDate(lagosDate(booking.acceptedAt))} at ${time}, Lagos time.`;
}

export function agreementPdf(booking: DocumentBooking): Promise<Buffer> {
  const { settings } = booking;
  const terms = termsOfQuote(booking, settings);
  const facts: [string, string][] = [
    ["Quote", `#${booking.id}`],
    ["Terms version", booking.acceptedTermsVersion ?? terms.version],
  ];
  const band = letterhead(settings).name;
  return renderPdf(letterhead(settings), { title: "Booking agreement", facts }, (page) => {
    page.section("Between");
    page.rows([
      ["The band", [band, settings.rcNumber, settings.tin && `TIN ${settings.tin}`].filter(Boolean).join(", ")],
      ...billedRows(booking).map(([label, value]): [string, string] => [label === "Client" ? "The client" : label, value]),
    ]);
    page.section("What the band delivers");
    page.rows([
      ["Event", eventLine(booking.contact)],
      ["Venue", venueLine(booking)],
    ]);
    page.paragraph(booking.note || "A live band performance for the event, as agreed with the band.");
    page.section("Amounts and due dates");
    page.rows(
      [
        ["Price", formatNaira(booking.subtotal || booking.total)],
        vatRow({ subtotal: booking.subtotal || booking.total, vat: booking.vat }),
        ["Total", formatNaira(booking.total)],
        [booking.balance > 0 ? "Deposit" : "Payment in full", `${formatNaira(booking.deposit)}, due by ${day(booking.depositDueAt)}`],
        ...(booking.balance > 0 && booking.balanceDueAt ? [["Balance", `${formatNaira(booking.balance)}, due by ${day(booking.balanceDueAt)}`] as [string, string]] : []),
      ],
      { strong: ["Total"] },
    );
    for (const section of termsSections(terms.text)) {
      page.section(section.title);
      for (const paragraph of section.paragraphs) page.paragraph(paragraph);
    }
    page.section("Signatures");
    page.rows([
      ["For the band", settings.signatoryName ? `${settings.signatoryName}, for ${band}` : band],
      ["The client", acceptanceWords(booking)],
    ]);
  });
}
