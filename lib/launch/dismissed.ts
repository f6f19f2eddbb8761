import "server-only";
import { db } from "@/lib/db";

// Optional launch-checklist items the band marked "Not using this" (issue #44): one row of
// site_settings, outside the editable settings (it is the checklist's, not the site's), undone
// from the Settings tab.

const KEY = "launch-checklist-dismissed";

export async function dismissedLaunchItems(): Promise<string[]> {
  const row = await db.siteSetting.findUnique({ where: { key: KEY } });
  try {
    const ids: unknown = row ? JSON.parse(row.value) : [];
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** Marks an item not used (`dismissed`) or brings it back; answers the ids now dismissed. */
export async function setLaunchItemDismissed(id: string, dismissed: boolean, by: string): Promise<string[]> {
  const current = new Set(await dismissedLaunchItems());
  if (dismissed) current.add(id);
  else current.delete(id);
  const ids = [...current].sort();
  const value = JSON.stringify(ids);
  await db.siteSetting.upsert({ where: { key: KEY }, create: { key: KEY, value, updatedBy: by }, update: { value, updatedBy: by } });
  return ids;
}
