import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { defaultSiteSettings, type SiteSettings } from "../validation/site-settings";
import { readSiteSettings } from "./store";
import { SETTINGS_TAG } from "./tag";

// Kept in Next's data cache under SETTINGS_TAG until a save revalidates it; the pages that read it
// carry the tag too, so they stay prerendered and are rendered afresh on the first visit after a save.
const cachedSettings = unstable_cache(readSiteSettings, ["site-settings"], { tags: [SETTINGS_TAG] });
let failureLogged = false;

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).trim().split("\n")[0];

/**
 * The settings as the public pages show them, read once per render. When the database cannot be
 * read (a build without one, say) the defaults are shown and nothing is cached in the data cache,
 * so the next render asks the database again.
 */
export const publicSiteSettings = cache(async (): Promise<SiteSettings> => {
  try {
    return await cachedSettings();
  } catch (error) {
    if (!failureLogged) console.error(`Site settings could not be read, so pages show the defaults: ${firstLine(error)}`);
    failureLogged = true;
    return defaultSiteSettings;
  }
});
