import "server-only";
import type { AdminSession } from "@/lib/auth/session";
import { restoreContentVersion } from "@/lib/content/store";
import { db } from "@/lib/db";
import { restoreSiteSetting } from "@/lib/settings/store";

// The history of what the admin edits (settings and page content): every save kept the state it
// replaced in item_versions under the item's key ("setting:phones", "content:testimonials:7").

/** How many earlier versions the admin is shown of one item. */
const VERSIONS_SHOWN = 10;
const ITEM_KEY = /^(setting:[A-Za-z]{1,40}|content:[a-z-]{1,40}:\d{1,10})$/;

export const isItemKey = (item: string) => ITEM_KEY.test(item);

export type VersionView = { id: number; item: string; savedAt: string; savedBy: string | null; value: unknown };

export async function listVersions(item: string): Promise<VersionView[]> {
  const rows = await db.itemVersion.findMany({ where: { item }, orderBy: [{ id: "desc" }], take: VERSIONS_SHOWN });
  return rows.map((row) => ({ id: row.id, item: row.item, savedAt: row.savedAt.toISOString(), savedBy: row.savedBy, value: JSON.parse(row.value) as unknown }));
}

export type RestoreResult = { ok: true; restored: unknown } | { ok: false; status: 400 | 404; error: string; fields?: Record<string, string> };

/** Restores one kept version through its owner's own save (validated by today's rules, audited, revalidated). */
export async function restoreVersion(id: number, by: { request: Request; admin: AdminSession }): Promise<RestoreResult> {
  const version = await db.itemVersion.findUnique({ where: { id } });
  if (!version) return { ok: false, status: 404, error: "No such version" };
  if (version.item.startsWith("setting:")) {
    const saved = await restoreSiteSetting(version.item.slice("setting:".length), version.value, by);
    return saved.ok ? { ok: true, restored: saved.settings } : { ok: false, status: 400, error: saved.error, fields: saved.fields };
  }
  if (version.item.startsWith("content:")) {
    const saved = await restoreContentVersion(version.item, version.value, by);
    return saved.ok ? { ok: true, restored: saved.value } : { ok: false, status: saved.status === 404 ? 404 : 400, error: saved.error, fields: saved.fields };
  }
  return { ok: false, status: 400, error: "This version cannot be restored" };
}
