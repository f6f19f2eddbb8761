// The contact details the project ships with, which are not the band's: the launch checklist
// lists those still in content/ (a value the band has replaced is no longer in these lists).
import { site } from "@/content/site";
import { socialLinks, spotifyArtistEmbed, spotifyLink } from "@/content/social";

const SHIPPED_PHONES = new Set(["2348030000001", "2348030000002", "2348030000003"]);
const SHIPPED_LINKS = new Set([
  "https://www.instagram.com/ekoliveband",
  "https://www.facebook.com/ekoliveband",
  "https://www.youtube.com/@ekoliveband",
  "https://www.tiktok.com/@ekoliveband",
  "https://open.spotify.com/search/Eko%20Live%20Band",
]);
// A Spotify id of zeros, as in the shipped embed, is no artist.
const ZERO_SPOTIFY_ID = /\/artist\/0+(?:[?#/]|$)/;

export type ContactContent = { phones: readonly string[]; links: readonly { name: string; href: string }[]; spotifyEmbed: string };

export const currentContactContent = (): ContactContent => ({
  phones: site.phones,
  links: [...socialLinks, spotifyLink],
  spotifyEmbed: spotifyArtistEmbed,
});

export function placeholderPhones(content: ContactContent): string[] {
  return content.phones.filter((phone) => SHIPPED_PHONES.has(phone.replace(/\D/g, ""))).map((phone) => `+${phone.replace(/\D/g, "")}`);
}

export function placeholderLinks(content: ContactContent): string[] {
  const links = content.links.filter((link) => SHIPPED_LINKS.has(link.href.replace(/\/+$/, ""))).map((link) => `the ${link.name} link`);
  if (ZERO_SPOTIFY_ID.test(content.spotifyEmbed)) links.push("the Spotify player's artist id");
  return links;
}
