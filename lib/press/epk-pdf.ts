import "server-only";
import { letterhead } from "@/lib/documents/booking";
import { renderPdf } from "@/lib/documents/pdf";
import type { PressContent } from "@/lib/validation/content";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { bookingContactRows } from "./contact";
import type { PrintablePicture } from "./printable-picture";
import { siteOrigin } from "@/lib/site-origin";

// /press/epk.pdf (issue 67): the whole kit on one A4 page, to attach to a proposal or print: the
// facts, a photo, the bio, the clients and the booking contact. The long bio's first paragraph is
// cut to fit the page; the full texts are on /press.

const BIO_ROOM = 700;

/** The long bio's first paragraph, cut at a word to at most `room` characters. */
export function firstParagraph(text: string, room = BIO_ROOM): string {
  const paragraph = text.split(/\n\s*\n/)[0]?.trim() ?? "";
  if (paragraph.length <= room) return paragraph;
  const cut = paragraph.slice(0, room);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), room / 2)).trimEnd()}…`;
}

export type EpkSources = { press: PressContent; settings: SiteSettings; photo: (PrintablePicture & { alt: string }) | null; clients: string[] };

export function epkPdf({ press, settings, photo, clients }: EpkSources): Promise<Buffer> {
  const heading = { title: "Press kit", facts: press.facts.map((fact): [string, string] => [fact.label, fact.value]) };
  return renderPdf(letterhead(settings), heading, (page) => {
    if (photo) page.picture(photo, { maxHeight: 200 });
    page.section("About the band");
    page.paragraph(press.shortBio, { bold: true });
    const more = firstParagraph(press.longBio);
    if (more && more !== press.shortBio) page.paragraph(more);
    if (clients.length > 0) {
      page.section("Clients");
      page.paragraph(clients.join(" · "));
    }
    page.section("Booking");
    page.rows([...bookingContactRows(settings), ["Press kit", `${new URL(siteOrigin()).host}/press: photos, videos, the technical rider`]], { labelWidth: 110 });
  });
}
