import "server-only";
import type { AuditActor } from "@/lib/audit/events";
import { ApiError } from "@/lib/common/api-error";
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

export type RestoreResult = { restored: unknown };

/** Restores one kept version through its owner's own save (validated by today's rules, audited, revalidated). */
export async function restoreVersion(id: number, by: AuditActor): Promise<RestoreResult> {
  const version = await db.itemVersion.findUnique({ where: { id } });
  if (!version) throw new ApiError(404, "not_found", "No such version");
  if (version.item.startsWith("setting:")) {
    return { restored: await restoreSiteSetting(version.item.slice("setting:".length), version.value, by) };
  }
  if (version.item.startsWith("content:")) {
    return { restored: await restoreContentVersion(version.item, version.value, by) };
  }
  throw new ApiError(400, "invalid_input", "This version cannot be restored");
}
