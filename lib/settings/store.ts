import "server-only";
import { invalidFields } from "@/lib/common/api-error";
import { audit, type AuditActor } from "@/lib/audit/events";
import { db } from "@/lib/db";
import { displayPhone } from "@/lib/validation/phone-number";
import { socialNetworkLabel, socialNetworkNames } from "@/lib/common/social-networks";
import {
  defaultSiteSettings,
  INSTALLED_VALUE_BY,
  type PhoneLine,
  siteSettingNames,
  siteSettingsSchema,
  type SiteSettingName,
  type SiteSettings,
  type SiteSettingsUpdate,
} from "@/lib/validation/site-settings";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { logError } from "@/lib/log";

/** The versions table's name for a setting (GET /api/admin/history?item=…). */
const settingItem = (name: SiteSettingName) => `setting:${name}`;

const isSettingName = (key: string): key is SiteSettingName => (siteSettingNames as string[]).includes(key);

/**
 * The stored settings over the defaults, straight from the database (the admin's view; pages use
 * lib/settings/public.ts). A stored value the schema no longer accepts falls back to its default.
 */
export async function readSiteSettings(): Promise<SiteSettings> {
  const rows = await db.siteSetting.findMany();
  const stored: Partial<Record<SiteSettingName, unknown>> = {};
  for (const row of rows) {
    if (!isSettingName(row.key)) continue;
    const field = siteSettingsSchema.shape[row.key].safeParse(parseJson(row.value));
    if (field.success) stored[row.key] = field.data;
    else logError(`site setting ${row.key} is stored in a form the schema refuses; its default applies`);
  }
  return { ...defaultSiteSettings, ...stored } as SiteSettings;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The audit log's words for a change, readable without the code. */
function describeSettingChange<N extends SiteSettingName>(name: N, value: SiteSettings[N], previous: SiteSettings[N]): string {
  const shown = (text: string) => (text ? `set to ${text}` : "cleared");
  switch (name) {
    case "adsenseClient":
      return value ? `AdSense publisher id set to ${value as string}` : "AdSense publisher id cleared (ads off)";
    case "phones":
      return `phone lines changed to ${(value as PhoneLine[]).map((line) => `${displayPhone(line.number)}${line.whatsapp ? " (WhatsApp)" : ""}`).join(", ")}`;
    case "alertPhones": {
      const numbers = value as string[];
      return numbers.length ? `WhatsApp alerts go to ${numbers.map(displayPhone).join(", ")}` : "WhatsApp alerts turned off (no number)";
    }
    case "socials": {
      const before = previous as SiteSettings["socials"];
      const after = value as SiteSettings["socials"];
      const changed = socialNetworkNames.filter((network) => before[network] !== after[network]);
      return changed.map((network) => `${socialNetworkLabel(network)} link ${shown(after[network])}`).join("; ") || "social links saved";
    }
    case "capacityPerDay":
      return `calendar capacity set to ${value as number} ${value === 1 ? "event" : "events"} a day`;
    case "replyHours":
      return `reply promise set to ${value as number} hours`;
    case "bankDetails":
      return value ? "bank transfer details changed" : "bank transfer details cleared";
    case "streamingUrl":
      return `streaming player link ${shown(value as string)}`;
    case "retention": {
      const { unbookedEnquiryMonths, whatsappMonths, analyticsMonths } = value as SiteSettings["retention"];
      return `retention set to ${unbookedEnquiryMonths} months for unbooked enquiries, ${whatsappMonths} for WhatsApp conversations, ${analyticsMonths} for raw visits`;
    }
    default:
      return `${name} ${shown(String(value))}`;
  }
}

/**
 * Validates a partial update, stores the settings that change (each keeping the value it replaces
 * as a version), records each change in the audit log and revalidates what the pages read.
 */
export async function saveSiteSettings(input: SiteSettingsUpdate, by: AuditActor): Promise<SiteSettings> {
  const before = await readSiteSettings();
  // A PUT names only the networks it changes: the others keep their links.
  const { socials, ...others } = input;
  const update: Partial<SiteSettings> = { ...others, ...(socials ? { socials: { ...before.socials, ...stripUndefined(socials) } } : {}) };
  return storeSettings(update, before, by, "");
}

const stripUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as { [K in keyof T]-?: Exclude<T[K], undefined> };

/** Stores what differs from what is stored (keeping each replaced value as a version), audits it and revalidates. */
async function storeSettings(update: Partial<SiteSettings>, before: SiteSettings, by: AuditActor, suffix: string): Promise<SiteSettings> {
  const changed = await db.$transaction(async (tx) => {
    const names: SiteSettingName[] = [];
    for (const name of siteSettingNames) {
      const value = update[name];
      if (value === undefined) continue;
      const json = JSON.stringify(value);
      const previous = await tx.siteSetting.findUnique({ where: { key: name } });
      if (previous?.value === json) continue;
      // The value replaced is kept; at a setting's first save that is its installed value, so even the first edit can be undone.
      await tx.itemVersion.create({
        data: previous
          ? { item: settingItem(name), value: previous.value, savedBy: previous.updatedBy, savedAt: previous.updatedAt }
          : { item: settingItem(name), value: JSON.stringify(before[name]), savedBy: INSTALLED_VALUE_BY, savedAt: new Date() },
      });
      await tx.siteSetting.upsert({
        where: { key: name },
        create: { key: name, value: json, updatedBy: by.username },
        update: { value: json, updatedBy: by.username },
      });
      names.push(name);
    }
    return names;
  });
  const settings = await readSiteSettings();
  for (const name of changed) {
    await audit(by, { action: "settings-change", target: `${describeSettingChange(name, settings[name], before[name])}${suffix}` });
  }
  // Every save, even of unchanged values, so a save always brings the pages in line with the
  // database. expire 0: the next visit renders afresh instead of being served the old page once more.
  revalidateData(cacheTags.settings);
  return settings;
}

/**
 * Brings back an earlier value of one setting (POST /api/admin/history/<id>/restore): checked by
 * today's rules, saved like a PUT (the current value kept as a version), audited as a restore.
 */
export async function restoreSiteSetting(name: string, valueJson: string, by: AuditActor): Promise<SiteSettings> {
  if (!isSettingName(name)) throw invalidFields({ [name]: "Unknown setting" }, "Unknown setting");
  const field = siteSettingsSchema.shape[name].safeParse(parseJson(valueJson));
  if (!field.success) throw invalidFields({ [name]: field.error.issues[0]?.message ?? "Invalid" }, "This version no longer fits the setting's rules");
  return storeSettings({ [name]: field.data }, await readSiteSettings(), by, " (restored from an earlier version)");
}
