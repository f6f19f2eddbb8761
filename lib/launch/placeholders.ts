import "server-only";
// The shipped stand-ins still in the site settings (fixed/band-defaults.ts's samples): the launch
// checklist lists those the band has not replaced.
import { samplePhoneNumbers, sampleSocialLinks, sampleStreamingUrl } from "@/fixed/band-defaults";
import { displayPhone } from "@/lib/validation/phone-number";
import { socialNetworkLabel, type SocialNetwork } from "@/lib/common/social-networks";
import { streamingArtistId } from "@/lib/validation/streaming";
import type { SiteSettings } from "@/lib/validation/site-settings";

const trimmed = (link: string) => link.trim().replace(/\/+$/, "").toLowerCase();

export function samplePhones(settings: Pick<SiteSettings, "phones">): string[] {
  return settings.phones.filter((line) => samplePhoneNumbers.includes(line.number)).map((line) => displayPhone(line.number));
}

export function sampleLinks(settings: Pick<SiteSettings, "socials">): string[] {
  return (Object.entries(sampleSocialLinks) as [SocialNetwork, string][])
    .filter(([network, sample]) => settings.socials[network] && trimmed(settings.socials[network]) === trimmed(sample))
    .map(([network]) => socialNetworkLabel(network));
}

/** The player still names the shipped artist id of zeros. */
export const samplePlayer = (settings: Pick<SiteSettings, "streamingUrl">) =>
  Boolean(settings.streamingUrl) && streamingArtistId(settings.streamingUrl) === streamingArtistId(sampleStreamingUrl);
