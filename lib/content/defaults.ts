import "server-only";
// The content of a fresh install, seeded once per kind from fixed/*.ts and marked as demo (isDemo)
// until the band saves its own (lib/content/seed.ts). `key` names each default, so it is seeded once.
import { genres, managingDirector, mission, stats, story, vision } from "@/fixed/band";
import { equipment } from "@/fixed/equipment";
import { hero } from "@/fixed/home";
import { pressKit } from "@/fixed/press";
import { services } from "@/fixed/services";
import { site } from "@/fixed/site";
import { testimonials } from "@/fixed/testimonials";
import { venues } from "@/fixed/venues";
import type { ContentData, ContentKind } from "@/lib/validation/content";

export type ContentDefault<K extends ContentKind> = { key: string; data: ContentData<K> };

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const contentDefaults: { [K in ContentKind]: ContentDefault<K>[] } = {
  testimonials: testimonials.map(({ slug, name, role, rating, text, image }) => ({ key: slug, data: { name, role, rating, text, image } })),
  team: [{ key: "managing-director", data: { name: managingDirector.name, role: managingDirector.role, bio: managingDirector.bio, image: managingDirector.image } }],
  venues: venues.map((venue) => ({ key: slugOf(venue.name), data: { ...venue } })),
  services: services.map(({ id, title, summary, features }) => ({ key: id, data: { slug: id, title, summary, features: [...features] } })),
  "equipment-photos": equipment.photos.map((photo, index) => ({ key: `photo-${index + 1}`, data: { image: photo.src, alt: photo.alt } })),
  hero: [{ key: "hero", data: { eyebrow: hero.eyebrow, headline: site.bandName, lead: hero.lead, image: hero.image, imageAlt: hero.imageAlt, video: hero.video } }],
  press: [
    {
      key: "press",
      data: {
        ...pressKit,
        facts: pressKit.facts.map((fact) => ({ ...fact })),
        rider: { ...pressKit.rider, inputs: pressKit.rider.inputs.map((input) => ({ ...input })) },
      },
    },
  ],
  about: [{ key: "about", data: { story, mission, vision, stats: stats.map(({ value, label }) => ({ value, label })), genres: [...genres] } }],
};
