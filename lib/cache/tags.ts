import "server-only";
// The data tags of the database reads that prerendered pages show. A page is cached with the
// tags of every read it made (lib/cache/cached-read.ts); a write that changes that data calls
// revalidateData with its tag (lib/cache/revalidate.ts), and the page is rendered afresh on its
// next load. One tag per kind of data, never per page.
export const cacheTags = {
  /** Active music tracks: /music. */
  musicTracks: "music-tracks",
  /** Reviews shown on the site and their rating: the home page's structured data. */
  reviews: "reviews",
  /** The eight client logos and their sizes: the home page and /testimonials. */
  clientLogos: "client-logos",
  /** The site settings (the AdSense publisher id…): every page of the public site. */
  settings: "settings",
  /** Gallery photos and videos and their order: /gallery. */
  gallery: "gallery",
  /** The band's page content (lib/content), one tag per kind: testimonials, team, venues… */
  testimonials: "content-testimonials",
  team: "content-team",
  venues: "content-venues",
  services: "content-services",
  equipmentPhotos: "content-equipment-photos",
  hero: "content-hero",
  about: "content-about",
  /** The press kit's texts and rider: /press, /press/rider.pdf, /press/epk.pdf. */
  press: "press",
  /** The band's repertoire: /repertoire. */
  repertoire: "repertoire",
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];
