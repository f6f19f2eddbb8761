// The site settings the admin edits without a rebuild (issue #29): one schema for what is stored,
// what GET /api/admin/settings answers and what PUT accepts (any subset of the fields).
import { z } from "zod";
import "./jitless";

/** An AdSense publisher id as the ad code wants it: "ca-pub-" and 16 digits. */
const ADSENSE_CLIENT_PATTERN = /^ca-pub-\d{16}$/;

const adsenseClientRule = "adsenseClient must be ca-pub- followed by 16 digits, or empty to switch ads off";
const adsenseClient = z
  .string({ error: adsenseClientRule })
  .trim()
  .refine((value) => value === "" || ADSENSE_CLIENT_PATTERN.test(value), adsenseClientRule);

/** Every setting, each with its validation. Add a field here, with its default below. */
export const siteSettingsSchema = z.object({
  /** The AdSense publisher id; empty: no ad slot, no room kept for one, no ad script, no ads.txt. */
  adsenseClient,
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingName = keyof SiteSettings;

/** What a setting is until the admin saves one (the spec's default where it gives one). */
export const defaultSiteSettings: SiteSettings = { adsenseClient: "" };

export const siteSettingNames = Object.keys(siteSettingsSchema.shape) as SiteSettingName[];

/** PUT /api/admin/settings: any of the settings, at least one, nothing else. */
export const siteSettingsUpdateSchema = siteSettingsSchema
  .partial()
  .strict()
  .refine((update) => Object.values(update).some((value) => value !== undefined), "Nothing to change: send at least one setting");

/** The body as it arrives (any JSON): siteSettingsUpdateSchema checks it, with an error per field. */
export const settingsBodySchema = z.unknown();

/** The 400 answer's `fields`: each offending setting with its first problem (unknown ones included). */
export function settingsFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[key] ??= "Unknown setting";
      continue;
    }
    const name = issue.path[0];
    if (typeof name === "string") fields[name] ??= issue.message;
  }
  return fields;
}
