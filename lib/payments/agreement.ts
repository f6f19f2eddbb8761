import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { createHash } from "node:crypto";
import { termsOfService } from "@/fixed/legal";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit/events";
import { withBookingTerms } from "@/lib/settings/band-contact";
import type { BookingQuote } from "./quotes";

// The agreement before paying (issue 47, item 2): a quote carries the booking terms in force when
// it was sent; the client accepts them by typing their name and ticking the box, and only then
// pays online or sees the bank details. What they accepted is kept: the name, the time, the
// address, the terms' version and a SHA-256 of their text.

/** The sections of the terms of service a booking is made on. */
const BOOKING_TERMS_SECTIONS = ["booking-and-deposit", "payment", "cancellation-and-refunds"];

export type TermsSection = { title: string; paragraphs: string[] };
/** What of the settings the booking terms state: the reply promise and the late fee. */
type BookingTermsSettings = { replyHours: number; lateFeePercentPerMonth: number };

/** The booking terms as plain text, the way they were sent and are hashed: "Title\nparagraph…" per section, a blank line between. */
export function currentBookingTerms(band: BookingTermsSettings): { version: string; text: string } {
  const text = termsOfService.sections
    .filter((section) => BOOKING_TERMS_SECTIONS.includes(section.id))
    .map((section) =>
      [
        section.title,
        ...(section.paragraphs ?? []).map((paragraph) => withBookingTerms(paragraph, band)),
        ...(section.items ?? []).map((item) => `• ${withBookingTerms(item, band)}`),
      ].join("\n"),
    )
    .join("\n\n");
  return { version: termsOfService.lastUpdated, text };
}

/** A quote's terms: those stored when it was sent, else today's. */
export function termsOfQuote(quote: Pick<BookingQuote, "termsVersion" | "termsText">, band: BookingTermsSettings): { version: string; text: string } {
  return quote.termsText && quote.termsVersion ? { version: quote.termsVersion, text: quote.termsText } : currentBookingTerms(band);
}

/** The terms' text as sections again, for the quote page. */
export function termsSections(text: string): TermsSection[] {
  return text.split("\n\n").map((block) => {
    const [title = "", ...paragraphs] = block.split("\n");
    return { title, paragraphs };
  });
}

export const termsHash = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** Whether two names are the same person's as typed: case, spaces and accents aside. */
export function sameName(typed: string, client: string): boolean {
  const plain = (name: string) =>
    name
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return plain(typed) === plain(client);
}

export type Acceptance = { acceptedAt: Date };

/** Records the client's acceptance once; a second acceptance answers the first one's time. */
export async function acceptTerms(quote: BookingQuote, name: string, address: string, band: BookingTermsSettings, now = new Date()): Promise<Acceptance> {
  if (quote.acceptedAt) return { acceptedAt: quote.acceptedAt };
  if (quote.status !== "sent") throw new ApiError(409, "conflict", "This quote is no longer waiting for a deposit");
  const terms = termsOfQuote(quote, band);
  const claimed = await db.bookingQuote.updateMany({
    where: { id: quote.id, acceptedAt: null },
    data: { acceptedAt: now, acceptedName: name, acceptedAddress: address, acceptedTermsVersion: terms.version, acceptedTermsHash: termsHash(terms.text) },
  });
  if (claimed.count === 0) {
    const current = await db.bookingQuote.findUniqueOrThrow({ where: { id: quote.id }, select: { acceptedAt: true } });
    return { acceptedAt: current.acceptedAt! };
  }
  // The technical record of the acceptance lives here, in the band's audit log; the agreement says it in words (issue 64).
  await recordAudit({
    action: "terms-accepted",
    username: name,
    ipAddress: address,
    target: `quote ${quote.id}: terms of ${terms.version}, SHA-256 ${termsHash(terms.text)}, from ${address}`,
  });
  return { acceptedAt: now };
}
