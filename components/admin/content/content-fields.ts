// The Content tab's forms: which inputs each kind of content has, in order. The rules are the
// kind's zod schema (lib/validation/content.ts), checked by the server; these only lay out the form.
import type { ContentKind } from "@/lib/validation/content";

export type FieldSpec =
  | { name: string; label: string; type: "text"; hint?: string; optional?: boolean }
  | { name: string; label: string; type: "textarea"; hint?: string; optional?: boolean; rows?: number }
  | { name: string; label: string; type: "rating" }
  | { name: string; label: string; type: "image"; optional?: boolean }
  /** A list of short texts, one per line. */
  | { name: string; label: string; type: "lines"; hint?: string }
  /** The about section's figures, "value | label" per line. */
  | { name: string; label: string; type: "stats"; hint?: string }
  /** The press kit's facts, "label | value" per line. */
  | { name: string; label: string; type: "facts"; hint?: string }
  /** The rider's input list, "channel | source | notes" per line. */
  | { name: string; label: string; type: "inputs"; hint?: string };

/** A field inside an object is named by its path ("rider.stage"): the form sends it nested. */
const pathOf = (name: string) => name.split(".");

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
  press: [
    { name: "shortBio", label: "Short bio", type: "textarea", hint: "Up to 300 characters: what a planner pastes into a programme or a proposal." },
    { name: "longBio", label: "Long bio", type: "textarea", rows: 10, hint: "Up to 3,000 characters. A blank line starts a new paragraph." },
    { name: "facts", label: "Facts", type: "facts", hint: "Up to 8, one per line: label | value, e.g. Founded | 2004, Lagos" },
    { name: "rider.stage", label: "Stage", type: "textarea", hint: "Size, cover, access and when it must be ready." },
    { name: "rider.power", label: "Power", type: "textarea", hint: "Supplies, their rating and where they must be." },
    {
      name: "rider.inputs",
      label: "Input list",
      type: "inputs",
      hint: "Up to 48, one per line: channel | source | notes, e.g. 1 | Kick drum | Beta 91A (notes may be left out).",
    },
    { name: "rider.backline", label: "Backline", type: "textarea", optional: true, hint: "What the band brings and what the venue provides." },
    { name: "rider.hospitality", label: "Hospitality", type: "textarea", optional: true },
    { name: "stagePlot", label: "Stage plot", type: "image", optional: true },
  ],
};

/** A field's stored value in an item ("rider.stage" reads item.rider.stage). */
export function valueAt(data: Record<string, unknown>, name: string): unknown {
  return pathOf(name).reduce<unknown>((value, key) => (typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined), data);
}

/** The item the form sends: each field's value at its path. */
export function formBody(entries: [string, unknown][]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const keys = pathOf(name);
    const last = keys.pop() as string;
    let target = body;
    for (const key of keys) target = (target[key] ??= {}) as Record<string, unknown>;
    target[last] = value;
  }
  return body;
}

const LINE_FIELDS: ReadonlySet<FieldSpec["type"]> = new Set(["lines", "stats", "facts", "inputs"]);

/** The server's problem with a field; for a field of lines, which line ("Line 3: Source is required"). */
export function fieldError(spec: FieldSpec, fields: Record<string, string>): string | undefined {
  const found = Object.entries(fields).find(([key]) => key === spec.name || key.startsWith(`${spec.name}.`));
  if (!found) return undefined;
  const line = LINE_FIELDS.has(spec.type) ? /^(\d+)(\.|$)/.exec(found[0].slice(spec.name.length + 1)) : null;
  return line ? `Line ${Number(line[1]) + 1}: ${found[1]}` : found[1];
}

/** How the form holds a field (text for the inputs) and how it is sent back. */
export function toFormValue(spec: FieldSpec, value: unknown): string {
  if (spec.type === "lines") return Array.isArray(value) ? value.join("\n") : "";
  if (spec.type === "stats") return Array.isArray(value) ? (value as { value: string; label: string }[]).map((stat) => `${stat.value} | ${stat.label}`).join("\n") : "";
  if (spec.type === "facts") return Array.isArray(value) ? (value as { label: string; value: string }[]).map((fact) => `${fact.label} | ${fact.value}`).join("\n") : "";
  if (spec.type === "inputs") {
    const inputs = Array.isArray(value) ? (value as { channel: number; source: string; notes?: string }[]) : [];
    return inputs.map((input) => [input.channel, input.source, input.notes].filter((part) => part !== undefined && part !== "").join(" | ")).join("\n");
  }
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
  const parts = (line: string) => line.split("|").map((part) => part.trim());
  if (spec.type === "stats") return lines().map((line) => ({ value: parts(line)[0] ?? "", label: parts(line).slice(1).join(" | ") }));
  if (spec.type === "facts") return lines().map((line) => ({ label: parts(line)[0] ?? "", value: parts(line).slice(1).join(" | ") }));
  if (spec.type === "inputs") {
    return lines().map((line) => {
      const [channel = "", source = "", ...notes] = parts(line);
      // A channel that is not a number is sent as written, for the server to name the line.
      return { channel: /^\d+$/.test(channel) ? Number(channel) : channel, source, notes: notes.join(" | ") };
    });
  }
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
