import "server-only";
import { letterhead } from "@/lib/documents/booking";
import { renderPdf } from "@/lib/documents/pdf";
import type { SiteSettings } from "@/lib/validation/site-settings";
import type { PressContent } from "@/lib/validation/content";
import { bookingContactRows } from "./contact";
import type { PrintablePicture } from "./printable-picture";
import { siteOrigin } from "@/lib/site-origin";

// /press/rider.pdf (issue 67): the venue engineer's document, A4 and printable: the stage, the
// power, the input list as a table, the backline, the hospitality and the stage plot.

export function riderPdf(press: PressContent, settings: SiteSettings, stagePlot: PrintablePicture | null): Promise<Buffer> {
  const { rider } = press;
  const inputs = [...rider.inputs].sort((a, b) => a.channel - b.channel);
  const heading = { title: "Technical rider", facts: bookingContactRows(settings).concat([["Press kit", `${new URL(siteOrigin()).host}/press`]]) };
  return renderPdf(letterhead(settings), heading, (page) => {
    page.section("Stage");
    page.paragraph(rider.stage);
    page.section("Power");
    page.paragraph(rider.power);
    page.section(`Input list (${inputs.length} ${inputs.length === 1 ? "channel" : "channels"})`);
    if (inputs.length === 0) page.paragraph("The band will send its input list with the booking.", { muted: true });
    else
      page.table(
        ["Ch", "Source", "Notes"],
        inputs.map((input) => [String(input.channel), input.source, input.notes]),
        [0.1, 0.42, 0.48],
      );
    if (rider.backline) {
      page.section("Backline");
      page.paragraph(rider.backline);
    }
    if (rider.hospitality) {
      page.section("Hospitality");
      page.paragraph(rider.hospitality);
    }
    if (stagePlot) {
      page.section("Stage plot");
      page.picture(stagePlot, { maxHeight: 440 });
    }
  });
}
