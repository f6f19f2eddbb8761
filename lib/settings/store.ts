import "server-only";
import { auditRequest } from "@/lib/audit/events";
import type { AdminSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import {
  defaultSiteSettings,
  siteSettingNames,
  siteSettingsSchema,
  siteSettingsUpdateSchema,
  settingsFieldErrors,
  type SiteSettingName,
  type SiteSettings,
} from "@/lib/validation/site-settings";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";

/** The versions table's name for a setting (GET /api/admin/history?item=…). */
const settingItem = (name: SiteSettingName) => `setting:${name}`;

const isSettingName = (key: string): key is SiteSettingName => (siteSettingNames as string[]).includes(key);

/**
 * The stored settings over the defaults, straight from the database (the admin's view; pages use
 * lib/settings/public.ts). A stored value the schema no longer accepts falls back to its default.
 */
export async function readSiteSettings(): Promise<SiteSettings> {
  const rows = await db.siteSetting.findMany();
  const settings: SiteSettings = { ...defaultSiteSettings };
  for (const row of rows) {
    if (!isSettingName(row.key)) continue;
    const field = siteSettingsSchema.shape[row.key].safeParse(parseJson(row.value));
    if (field.success) settings[row.key] = field.data;
    else console.error(`site setting ${row.key} is stored in a form the schema refuses; its default applies`);
  }
  return settings;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The audit log's words for a change, readable without the code. */
function describeSettingChange(name: SiteSettingName, value: SiteSettings[SiteSettingName]): string {
  switch (name) {
    case "adsenseClient":
      return value ? `AdSense publisher id set to ${value}` : "AdSense publisher id cleared (ads off)";
  }
}

type SaveResult = { ok: true; settings: SiteSettings } | { ok: false; error: string; fields: Record<string, string> };

/**
 * Validates a partial update, stores the settings that change (each keeping the value it replaces
 * as a version), records each change in the audit log and revalidates what the pages read.
 */
export async function saveSiteSettings(input: unknown, by: { request: Request; admin: AdminSession }): Promise<SaveResult> {
  const parsed = siteSettingsUpdateSchema.safeParse(input);
  if (!parsed.success) {
    const fields = settingsFieldErrors(parsed.error);
    const [first] = Object.entries(fields);
    return { ok: false, error: first ? `${first[0]}: ${first[1]}` : (parsed.error.issues[0]?.message ?? "Invalid settings"), fields };
  }
  const update = parsed.data;
  const changed = await db.$transaction(async (tx) => {
    const names: SiteSettingName[] = [];
    for (const name of siteSettingNames) {
      const value = update[name];
      if (value === undefined) continue;
      const json = JSON.stringify(value);
      const previous = await tx.siteSetting.findUnique({ where: { key: name } });
      if (previous?.value === json) continue;
      if (previous) {
        await tx.itemVersion.create({ data: { item: settingItem(name), value: previous.value, savedBy: previous.updatedBy, savedAt: previous.updatedAt } });
      }
      await tx.siteSetting.upsert({
        where: { key: name },
        create: { key: name, value: json, updatedBy: by.admin.username },
        update: { value: json, updatedBy: by.admin.username },
      });
      names.push(name);
    }
    return names;
  });
  const settings = await readSiteSettings();
  for (const name of changed) {
    await auditRequest(by.request, by.admin, { action: "settings-change", target: describeSettingChange(name, settings[name]) });
  }
  // Every save, even of unchanged values, so a save always brings the pages in line with the
  // database. expire 0: the next visit renders afresh instead of being served the old page once more.
  revalidateData(cacheTags.settings);
  return { ok: true, settings };
}
