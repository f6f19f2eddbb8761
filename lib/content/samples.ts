import "server-only";
import { db } from "@/lib/db";
import { contentKinds, type ContentKind } from "@/lib/validation/content";
import { ensureContentSeeded } from "./seed";
import { hero as shippedHero } from "@/fixed/home";

/** Every kind with shipped stand-ins (invented people, claims, venues, services, pictures): listed until replaced or hidden. */
const FLAGGED: ContentKind[] = ["hero", "about", "press", "team", "testimonials", "venues", "services", "equipment-photos"];

/** What a stand-in is called in the checklist: its name, title or picture description. */
function itemName(data: unknown): string | undefined {
  const fields = data as { name?: unknown; title?: unknown; alt?: unknown };
  const name = [fields.name, fields.title, fields.alt].find((value): value is string => typeof value === "string" && value.trim() !== "");
  return name && (name.length > 40 ? `${name.slice(0, 39)}…` : name);
}

export type SampleContent = { kind: ContentKind; label: string; count: number; names: string[] };

/** Shipped stand-ins still shown on the public site, per kind (the launch checklist's content items). */
export async function sampleContentShown(): Promise<SampleContent[]> {
  const found: SampleContent[] = [];
  for (const kind of FLAGGED) {
    await ensureContentSeeded(kind);
    const rows = await db.contentItem.findMany({ where: { kind, isDemo: true, hidden: false }, orderBy: { position: "asc" } });
    if (rows.length === 0) continue;
    const names = rows.map((row) => itemName(JSON.parse(row.data))).filter((name): name is string => name !== undefined);
    found.push({ kind, label: contentKinds[kind].label, count: rows.length, names });
  }
  // The band's own hero with the shipped performance video still playing behind it.
  const heroRow = await db.contentItem.findFirst({ where: { kind: "hero", isDemo: false, hidden: false } });
  if (heroRow && (JSON.parse(heroRow.data) as { video?: unknown }).video === shippedHero.video)
    found.push({ kind: "hero", label: "Hero video", count: 1, names: ["the sample performance video"] });
  return found;
}
