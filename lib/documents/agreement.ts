import "server-only";
import { readableMoment } from "@/lib/dates/readable";
import { sameName, termsOfQuote, termsSections } from "@/lib/payments/agreement";
import { formatNaira } from "@/lib/payments/naira";
import { type DocumentBooking, eventLine, letterhead, venueLine } from "./booking";
import { renderPdf } from "./pdf";

// The booking agreement (issue 47, item 4): the terms the client accepted and the record of it.

/** The terms the client accepted, with the record of their acceptance. */
export function agreementPdf(booking: DocumentBooking): Promise<Buffer> {
  const terms = termsOfQuote(booking, booking.settings);
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
