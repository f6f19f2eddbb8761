import "server-only";
import { cache } from "react";
import { cachedRead } from "@/lib/cache/cached-read";
import { cacheTags } from "@/lib/cache/tags";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { readSiteSettings } from "./store";

/**
 * The settings as the public pages show them: cached under the settings tag until a save
 * revalidates it (the pages that read them carry the tag too, so they stay prerendered and are
 * rendered afresh on the first visit after a save), and read once per render.
 */
export const publicSiteSettings = cache(cachedRead<SiteSettings>(cacheTags.settings, "site-settings", readSiteSettings));
