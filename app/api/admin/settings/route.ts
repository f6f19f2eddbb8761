import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson } from "@/lib/http";
import { readSiteSettings, saveSiteSettings } from "@/lib/settings/store";
import { SETTINGS_FIELD_WORDS, siteSettingsUpdateSchema } from "@/lib/validation/site-settings";

export const dynamic = "force-dynamic";

// Admin: the site settings as stored, defaults where none is saved: { adsenseClient, … }.
export const GET = withAdmin("site", async () => jsonReply(await readSiteSettings()));

// Admin: saves any of the settings and answers them all, as GET does; 400 { error, fields: { name: message } } on bad
// input. The public pages show the change on their next load, without a rebuild.
export const PUT = withAdmin("site", async (request, { actor }) => {
  const body = await readJson(request, siteSettingsUpdateSchema, 8 * 1024, SETTINGS_FIELD_WORDS);
  return jsonReply(await saveSiteSettings(body, actor));
});
