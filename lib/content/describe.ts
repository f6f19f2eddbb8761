import "server-only";
import { db } from "@/lib/db";
import { contentKinds, type ContentKind } from "@/lib/validation/content";

/** The audit log's name for an item, readable without the code: "testimonial 'Funmi A.'". */
export function describeItem(kind: ContentKind, data: object): string {
  const label = contentKinds[kind].label.toLowerCase();
  const fields = data as Record<string, unknown>;
  const name = [fields.name, fields.title, fields.alt].find((value): value is string => typeof value === "string" && value !== "");
  if (contentKinds[kind].shape === "block") return `${contentKinds[kind].label} section`;
  return name ? `${label} '${name.length > 60 ? `${name.slice(0, 57)}…` : name}'` : label;
}

/** Files the site ships (public/images, public/video): usable without the media library. */
const SHIPPED = /^\/(images|video)\//;
const MEDIA_FIELDS = ["image", "video", "stagePlot"] as const;

/**
 * The media fields of an item whose file neither ships with the site nor is in the media library
 * (images go through the library's checks and re-encoding; a pasted address from elsewhere does not).
 */
export async function unknownMediaSources(data: Record<string, unknown>): Promise<string[]> {
  const unknown: string[] = [];
  for (const field of MEDIA_FIELDS) {
    const source = data[field];
    if (typeof source !== "string" || source === "" || SHIPPED.test(source)) continue;
    const stored = await db.mediaFile.findFirst({ where: { url: source }, select: { id: true } });
    if (!stored) unknown.push(field);
  }
  return unknown;
}
