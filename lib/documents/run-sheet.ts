import "server-only";
import { planMomentLabels, planMoments } from "@/lib/validation/event-plan";
import { type DocumentBooking, eventLine, letterhead, songLine, venueLine } from "./booking";
import { renderPdf } from "./pdf";

// The band's run sheet for the night (issue 47): what the band takes to the venue, from the
// client's plan and the enquiry. One or two pages for a usual plan.

const powerWords = { "": "", generator: "Generator", mains: "Mains", both: "Generator and mains" } as const;

export function runSheetPdf(booking: DocumentBooking): Promise<Buffer> {
  const { contact, plan } = booking;
  const song = (id: number) => songLine(booking.songs.get(id));
  const facts: [string, string][] = [
    ["Event", eventLine(contact)],
    ["Client", `${contact.name}, ${contact.phone}`],
    ["Quote", `#${booking.id}`],
  ];
  return renderPdf(letterhead(booking.settings), { title: "Run sheet", facts }, (page) => {
    page.section("Timeline (Lagos time)");
    if (plan.timeline.length)
      page.rows(
        plan.timeline.map((entry) => [entry.time, entry.label]),
        { labelWidth: 60 },
      );
    else page.paragraph("No timeline yet: agree the times with the client.", { muted: true });

    page.section("Venue");
    const { venue } = plan;
    page.rows([
      ["Venue", venueLine(booking)],
      ["Contact on the day", [venue.contactName, venue.contactPhone].filter(Boolean).join(", ")],
      ["Load-in", venue.loadIn ?? ""],
      ["Power", powerWords[venue.power ?? ""]],
      ["Parking", venue.parking ?? ""],
      ...(contact.guestCount ? [["Guests", String(contact.guestCount)] as [string, string]] : []),
    ]);

    page.section("Special moments");
    const moments = planMoments.filter((moment) => typeof plan.moments[moment] === "number");
    if (moments.length) page.rows(moments.map((moment) => [planMomentLabels[moment], song(plan.moments[moment]!)]));
    else page.paragraph("None chosen.", { muted: true });

    page.section(`Must play (${plan.songs.mustPlay.length})`);
    page.list(plan.songs.mustPlay.map(song), { numbered: true });
    page.section("Do not play");
    page.list(plan.songs.doNotPlay.map(song));
    page.section("Requests");
    page.list(plan.requests);

    const notes = [contact.message && `From the enquiry: ${contact.message}`, booking.note && `With the quote: ${booking.note}`].filter((note): note is string => Boolean(note));
    if (notes.length) {
      page.section("Notes");
      for (const note of notes) page.paragraph(note);
    }
  });
}
