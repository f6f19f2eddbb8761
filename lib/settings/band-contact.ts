// How the site reaches the band, from the site settings: WhatsApp links, the profiles to list, the
// streaming player and the reply promise. Pure functions, for server components and client leaves.
import type { SiteSettings } from "@/lib/validation/site-settings";
import { socialNetworkLabel, socialNetworkNames, type SocialNetwork } from "@/lib/common/social-networks";
import { streamingArtistId, streamingPlayerUrl } from "@/lib/validation/streaming";

export type BandContact = Pick<SiteSettings, "phones" | "email" | "location" | "address" | "bookingMessage" | "socials" | "streamingUrl" | "replyHours">;

/** A wa.me link to a number (digits without "+"), with a message typed in. */
export const whatsappHref = (number: string, message: string) => `https://wa.me/${number}?text=${encodeURIComponent(message)}`;

/** The line the site's WhatsApp buttons open: the first marked WhatsApp, else none. */
export const whatsappNumber = (contact: Pick<BandContact, "phones">): string | null => contact.phones.find((line) => line.whatsapp)?.number ?? null;

/** The Book via WhatsApp link (the booking message, or another), or null when no line is on WhatsApp. */
export function bookingWhatsappHref(contact: Pick<BandContact, "phones" | "bookingMessage">, message: string = contact.bookingMessage): string | null {
  const number = whatsappNumber(contact);
  return number ? whatsappHref(number, message) : null;
}

export type SocialProfileName = ReturnType<typeof socialNetworkLabel> | "Spotify";
export type SocialProfile = { network: SocialNetwork | "spotify"; name: SocialProfileName; href: string };

/** The profiles the band filled in, in the settings' order; with the streaming service's artist page when asked. */
export function socialProfiles(contact: Pick<BandContact, "socials" | "streamingUrl">, { withStreaming = false } = {}): SocialProfile[] {
  const profiles: SocialProfile[] = socialNetworkNames
    .filter((network) => contact.socials[network])
    .map((network) => ({ network, name: socialNetworkLabel(network), href: contact.socials[network] }));
  const artist = withStreaming ? streamingArtistId(contact.streamingUrl) : null;
  if (artist) profiles.push({ network: "spotify", name: "Spotify", href: `https://open.spotify.com/artist/${artist}` });
  return profiles;
}

/** The embeddable player for the streaming link, or null without one. */
export const streamingEmbedUrl = (contact: Pick<BandContact, "streamingUrl">) => (contact.streamingUrl ? streamingPlayerUrl(contact.streamingUrl) : null);

/** "24 hours", "1 hour": the promise as the site's texts say it. */
export const replyWithin = (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`;

/**
 * Where a text states the reply promise it says REPLY_TIME, never a number of hours: the shipped
 * texts (legal pages, forms' messages, the services page) and the band's own (the hero's lead) show
 * the replyHours setting there, so the site never makes two promises.
 */
const REPLY_TIME = "{reply time}";

export const withReplyTime = (text: string, hours: number) => text.replaceAll(REPLY_TIME, replyWithin(hours));

/** Where the terms state the late fee they say LATE_FEE: the band's rate per month from Settings → Business, or none. */
const LATE_FEE = "{late fee}";
const lateFeeTerm = (percentPerMonth: number) =>
  percentPerMonth > 0 ? `A balance paid late attracts a late fee of ${percentPerMonth}% of the outstanding amount per month.` : "No late fee is charged on a late payment.";

/** A text of the booking terms with the band's reply promise and late fee written in. */
export const withBookingTerms = (text: string, band: { replyHours: number; lateFeePercentPerMonth: number }) =>
  withReplyTime(text, band.replyHours).replaceAll(LATE_FEE, lateFeeTerm(band.lateFeePercentPerMonth));

/** A form's message as the visitor reads it, the promise in the band's hours. */
export function messageWithReplyTime<M extends { title: string; description?: string }>(message: M, hours: number): M {
  return { ...message, title: withReplyTime(message.title, hours), ...(message.description === undefined ? {} : { description: withReplyTime(message.description, hours) }) };
}
