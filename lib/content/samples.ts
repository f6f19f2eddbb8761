import "server-only";
import { db } from "@/lib/db";
import { contentKinds, type ContentKind } from "@/lib/validation/content";
import { ensureContentSeeded } from "./seed";

/** The kinds whose shipped stand-ins are invented people or claims: listed until replaced or hidden. */
const FLAGGED: ContentKind[] = ["testimonials", "team", "about", "hero"];

export type SampleContent = { kind: ContentKind; label: string; count: number; names: string[] };

/** Shipped stand-ins still shown on the public site, per kind (the launch checklist's content items). */
export async function sampleContentShown(): Promise<SampleContent[]> {
  const found: SampleContent[] = [];
  for (const kind of FLAGGED) {
    await ensureContentSeeded(kind);
    const rows = await db.contentItem.findMany({ where: { kind, sample: true, hidden: false }, orderBy: { position: "asc" } });
    if (rows.length === 0) continue;
    const names = rows.map((row) => (JSON.parse(row.data) as { name?: string }).name).filter((name): name is string => typeof name === "string");
    found.push({ kind, label: contentKinds[kind].label, count: rows.length, names });
  }
  return found;
}
