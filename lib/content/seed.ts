import "server-only";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import type { ContentKind } from "@/lib/validation/content";
import { contentDefaults } from "./defaults";

/**
 * Seeds a kind with the defaults of a fresh install, marked as samples, the first time it is read:
 * only while the kind has no item and none was ever saved or deleted (a deletion keeps a version,
 * so a list the band emptied stays empty). Two first reads at once seed once: (kind, seedKey) is unique.
 */
export async function ensureContentSeeded(kind: ContentKind): Promise<void> {
  if ((await db.contentItem.count({ where: { kind } })) > 0) return;
  if ((await db.itemVersion.count({ where: { item: { startsWith: `content:${kind}:` } } })) > 0) return;
  for (const [position, seed] of contentDefaults[kind].entries()) {
    try {
      await db.contentItem.create({ data: { kind, position, isDemo: true, seedKey: seed.key, data: JSON.stringify(seed.data) } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
