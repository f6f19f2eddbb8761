// The Content tab's forms: which inputs each kind of content has, in order. The rules are the
// kind's zod schema (lib/validation/content.ts), checked by the server; these only lay out the form.
import type { ContentKind } from "@/lib/validation/content";

export type FieldSpec =
  | { name: string; label: string; type: "text"; hint?: string; optional?: boolean }
  | { name: string; label: string; type: "textarea"; hint?: string; optional?: boolean }
  | { name: string; label: string; type: "rating" }
  | { name: string; label: string; type: "image"; optional?: boolean }
  /** A list of short texts, one per line. */
  | { name: string; label: string; type: "lines"; hint?: string }
  /** The about section's figures, "value | label" per line. */
  | { name: string; label: string; type: "stats"; hint?: string };

export const contentFields: Record<ContentKind, FieldSpec[]> = {
  hero: [
    { name: "eyebrow", label: "Line above the headline", type: "text", optional: true },
    { name: "headline", label: "Headline", type: "text" },
    {
      name: "lead",
      label: "Text under the headline",
      type: "textarea",
      hint: 'Write {reply time} where your reply promise goes: it shows the hours set in Settings → Calendar and replies (now "{promise}").',
    },
    { name: "image", label: "Background picture", type: "image" },
    { name: "imageAlt", label: "What the picture shows (for blind visitors)", type: "text" },
    { name: "video", label: "Performance video (address of a file on this site; empty for none)", type: "text", optional: true },
  ],
  about: [
    { name: "story", label: "Our story", type: "textarea", hint: "A blank line starts a new paragraph." },
    { name: "mission", label: "Our mission", type: "textarea" },
    { name: "vision", label: "Our vision", type: "textarea" },
    { name: "stats", label: "Figures", type: "stats", hint: "One per line: figure | label, e.g. 21+ | Years of experience" },
    { name: "genres", label: "Genres we play", type: "lines", hint: "One per line." },
  ],
  team: [
    { name: "name", label: "Name", type: "text" },
    { name: "role", label: "Role", type: "text" },
    { name: "bio", label: "Short biography", type: "textarea", optional: true },
    { name: "image", label: "Photo", type: "image", optional: true },
  ],
  testimonials: [
    { name: "name", label: "Client's name", type: "text" },
    { name: "role", label: "Role or event (e.g. Bride, Lekki wedding)", type: "text", optional: true },
    { name: "rating", label: "Rating", type: "rating" },
    { name: "text", label: "What they said", type: "textarea" },
    { name: "image", label: "Photo", type: "image", optional: true },
  ],
  venues: [
    { name: "name", label: "Name", type: "text" },
    { name: "description", label: "Description", type: "textarea" },
    { name: "image", label: "Picture", type: "image" },
    { name: "alt", label: "What the picture shows (for blind visitors)", type: "text" },
  ],
  services: [
    { name: "title", label: "Title", type: "text" },
    { name: "summary", label: "Summary", type: "textarea" },
    { name: "features", label: "Features", type: "lines", hint: "One per line, up to 12." },
  ],
  "equipment-photos": [
    { name: "image", label: "Picture", type: "image" },
    { name: "alt", label: "What the picture shows (for blind visitors)", type: "text" },
  ],
};

/** How the form holds a field (text for the inputs) and how it is sent back. */
export function toFormValue(spec: FieldSpec, value: unknown): string {
  if (spec.type === "lines") return Array.isArray(value) ? value.join("\n") : "";
  if (spec.type === "stats") return Array.isArray(value) ? (value as { value: string; label: string }[]).map((stat) => `${stat.value} | ${stat.label}`).join("\n") : "";
  return value === undefined || value === null ? "" : String(value);
}

export function fromFormValue(spec: FieldSpec, text: string): unknown {
  const lines = () =>
    text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  if (spec.type === "rating") return Number(text);
  if (spec.type === "lines") return lines();
  if (spec.type === "stats") return lines().map((line) => ({ value: line.split("|")[0]?.trim() ?? "", label: line.split("|").slice(1).join("|").trim() }));
  return text;
}

/** A few words naming an item (its name, title or picture description). */
export function itemTitle(data: Record<string, unknown>): string {
  const name = [data.name, data.title, data.headline, data.alt].find((value): value is string => typeof value === "string" && value !== "");
  return name ?? "Untitled";
}

/** The fields with each hint's "{promise}" written as the band's reply promise today ("24 hours"). */
export const withPromiseInHints = (fields: FieldSpec[], promise: string): FieldSpec[] =>
  fields.map((spec) => ("hint" in spec && spec.hint ? { ...spec, hint: spec.hint.replaceAll("{promise}", promise) } : spec));
