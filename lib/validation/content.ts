import "server-only";
// The band's page content the admin edits (issue #29): one schema per kind, shared by the admin's
// forms, the /api/admin/content/* routes and the store (lib/content). Texts are plain: paragraphs
// are separated by a blank line and rendered as text, never as HTML. A message names its field as
// the Content tab labels it (components/admin/content/content-fields.ts), beside which it shows.
import { z } from "zod";
import { rowIdNumber } from "./row-id";
import "./jitless";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Where an image or video is: a file the site ships (/images/…, /video/…) or one the media
 * library stored (its URL; the store checks that the media library knows it).
 */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9._~\-/]+$/;
const mediaSource = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(2048, `${label} is too long`)
    .refine((value) => (SITE_PATH.test(value) && !value.includes("..")) || /^https:\/\/[^\s"'<>]+$/.test(value), `${label} must be an image from the media library`);

const optionalMediaSource = (label: string) => z.union([z.literal(""), mediaSource(label)]);

const testimonial = z.object({
  name: text("Client's name", 80),
  role: optionalText("Role or event", 120).default(""),
  rating: z
    .number({ error: "Rating must be a whole number from 1 to 5" })
    .int("Rating must be a whole number from 1 to 5")
    .min(1, "Rating must be at least 1")
    .max(5, "Rating must be at most 5"),
  text: text("What they said", 1000),
  image: optionalMediaSource("Photo").default(""),
});

const teamMember = z.object({
  name: text("Name", 80),
  role: text("Role", 120),
  bio: optionalText("Short biography", 2000).default(""),
  image: optionalMediaSource("Photo").default(""),
});

const venue = z.object({
  name: text("Name", 80),
  description: text("Description", 400),
  image: mediaSource("Picture"),
  alt: text("What the picture shows", 300),
});

/** The eight service categories: their slug is fixed (icons and forms use it), their texts are the band's. */
const service = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,40}$/, "Unknown service"),
  title: text("Title", 60),
  summary: text("Summary", 300),
  features: z.array(text("Feature", 120), { error: "Features must be a list" }).max(12, "At most 12 features"),
});

const equipmentPhoto = z.object({
  image: mediaSource("Picture"),
  alt: text("What the picture shows", 300),
});

const hero = z.object({
  eyebrow: optionalText("Line above the headline", 80).default(""),
  headline: text("Headline", 120),
  lead: text("Text under the headline", 400),
  image: mediaSource("Background picture"),
  imageAlt: text("What the picture shows", 300),
  /** The looping performance video behind the headline; empty: the image alone. */
  video: optionalMediaSource("Performance video").default(""),
});

const stat = z.object({ value: text("Figure", 12), label: text("Label", 40) });

const about = z.object({
  story: text("Our story", 4000),
  mission: text("Our mission", 1000),
  vision: text("Our vision", 1000),
  stats: z.array(stat, { error: "Stats must be a list" }).min(1, "At least one figure").max(6, "At most 6 figures"),
  genres: z.array(text("Genre", 40), { error: "Genres must be a list" }).min(1, "At least one genre").max(16, "At most 16 genres"),
});

const fact = z.strictObject({ label: text("Label", 40), value: text("Value", 120) });

const riderInput = z.strictObject({
  channel: z
    .number({ error: "Channel must be a whole number from 1 to 64" })
    .int("Channel must be a whole number from 1 to 64")
    .min(1, "Channel must be from 1 to 64")
    .max(64, "Channel must be from 1 to 64"),
  source: text("Source", 60),
  notes: optionalText("Notes", 120).default(""),
});

/** The venue engineer's part of the press kit (issue 67): /press, /press/rider.pdf. */
const rider = z.strictObject(
  {
    stage: text("Stage", 600),
    power: text("Power", 600),
    inputs: z
      .array(riderInput, { error: "Inputs must be a list" })
      .max(48, "At most 48 inputs")
      .superRefine((inputs, context) => {
        const seen = new Set<number>();
        inputs.forEach((input, index) => {
          if (seen.has(input.channel)) context.addIssue({ code: "custom", path: [index, "channel"], message: `Channel ${input.channel} is listed twice` });
          seen.add(input.channel);
        });
      }),
    backline: optionalText("Backline", 1500).default(""),
    hospitality: optionalText("Hospitality", 1500).default(""),
  },
  { error: "The rider is required" },
);

/** The press kit (issue 67): bios, facts, the rider and its stage plot; photos, videos and logos come from the gallery and the logo manager. */
const press = z.object({
  shortBio: text("Short bio", 300),
  longBio: text("Long bio", 3000),
  facts: z.array(fact, { error: "Facts must be a list" }).max(8, "At most 8 facts"),
  rider,
  /** The stage plot picture; empty: no plot (the section is left out). */
  stagePlot: optionalMediaSource("Stage plot").default(""),
});

/**
 * Every kind of content: `list` kinds have many ordered items (add, edit, hide, reorder, delete
 * unless `fixedSet`), `block` kinds are one item each. The URL segment is the kind's name
 * (/api/admin/content/<kind>); `singular` is the key of one item in the answers
 * (POST /api/admin/content/testimonials → 201 { testimonial }).
 */
export const contentKinds = {
  testimonials: { shape: "list", singular: "testimonial", label: "Testimonial", schema: testimonial, fixedSet: false },
  team: { shape: "list", singular: "teamMember", label: "Team member", schema: teamMember, fixedSet: false },
  venues: { shape: "list", singular: "venue", label: "Venue", schema: venue, fixedSet: false },
  services: { shape: "list", singular: "service", label: "Service", schema: service, fixedSet: true },
  "equipment-photos": { shape: "list", singular: "equipmentPhoto", label: "Equipment photo", schema: equipmentPhoto, fixedSet: false },
  hero: { shape: "block", singular: "hero", label: "Hero", schema: hero, fixedSet: true },
  about: { shape: "block", singular: "about", label: "About", schema: about, fixedSet: true },
  press: { shape: "block", singular: "press", label: "Press kit", schema: press, fixedSet: true },
} as const;

export type ContentKind = keyof typeof contentKinds;
export type ListKind = { [K in ContentKind]: (typeof contentKinds)[K]["shape"] extends "list" ? K : never }[ContentKind];
export type BlockKind = Exclude<ContentKind, ListKind>;
export type ContentData<K extends ContentKind> = z.infer<(typeof contentKinds)[K]["schema"]>;

export type TestimonialContent = ContentData<"testimonials">;
export type PressContent = ContentData<"press">;

export const isContentKind = (name: string): name is ContentKind => Object.hasOwn(contentKinds, name);
export const isListKind = (kind: ContentKind): kind is ListKind => contentKinds[kind].shape === "list";

/** One stored item as the admin sees it. */
export type ContentItemView<K extends ContentKind = ContentKind> = {
  id: number;
  position: number;
  hidden: boolean;
  /** A shipped stand-in the band has not saved yet (the launch checklist lists it while shown). */
  isDemo: boolean;
  updatedAt: string;
  updatedBy: string | null;
  data: ContentData<K>;
};

/** POST (a new list item): the kind's fields. */
export const contentCreateSchema = (kind: ContentKind) => contentKinds[kind].schema.strict();

/**
 * PATCH /api/admin/content/<kind>/<id>: any of the kind's fields and/or `hidden`; a service's
 * slug never changes.
 */
export function contentPatchSchema(kind: ContentKind) {
  const schema: z.ZodObject = contentKinds[kind].schema;
  const editable = kind === "services" ? schema.omit({ slug: true }) : schema;
  return editable
    .partial()
    .extend({ hidden: z.boolean({ error: "hidden must be true or false" }).optional() })
    .strict()
    .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Nothing to change");
}

/** PUT /api/admin/content/<kind>/order: every item's id, in the new order. */
export const contentOrderSchema = z.object({ ids: z.array(rowIdNumber("ids must be a list of item ids"), { error: "ids must be a list of item ids" }).min(1).max(200) }).strict();
