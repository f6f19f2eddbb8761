// Next.js's cache handler (next.config.ts `cacheHandler`): where prerendered pages and cached
// database reads (unstable_cache) are kept between requests, instead of the server's memory and
// .next. Next.js loads this file by itself, outside the app's bundle, so it only forwards to the
// page cache that instrumentation.ts opens (lib/cache/install.ts: on disk under DATA_DIR, or in
// Redis when REDIS_URL is set). Until that is open (and while `next build` runs) it keeps nothing:
// every page is rendered from the database, never served from the build's copy.
import path from "node:path";
import { builtIdentity, siteAddressFingerprint } from "./scripts/lib/build-identity.mjs";

const REGISTRY = Symbol.for("band.page-cache");
let buildId;

/**
 * Entries are filed per build, per actions key and per site address: a page made by other code (an
 * earlier deploy), whose forms name their actions with another key, or whose canonical link, share
 * images and structured data name the address the server ran at before (the band moved to its own
 * domain and restarted), is never served.
 */
function readBuildId(serverDistDir) {
  const built = builtIdentity(path.join(serverDistDir, ".."));
  // The address this server was started with: read here at run time (Next.js does not bundle this file).
  return built ? `${built.buildId}.${built.keyFingerprint ?? "no-key"}.${siteAddressFingerprint()}` : "unbuilt";
}

const pageCache = async () => (await globalThis[REGISTRY]?.current()) ?? null;

export default class BandCacheHandler {
  constructor(context) {
    buildId ??= readBuildId(context.serverDistDir ?? path.join(process.cwd(), ".next", "server"));
  }

  async get(key, context) {
    const cache = await pageCache();
    return cache ? cache.get(`${buildId}:${key}`, [...(context?.tags ?? []), ...(context?.softTags ?? [])]) : null;
  }

  async set(key, data, context) {
    const cache = await pageCache();
    if (cache) await cache.set(`${buildId}:${key}`, data, context?.tags, context?.cacheControl);
  }

  async revalidateTag(tags) {
    const cache = await pageCache();
    if (cache) await cache.revalidate(typeof tags === "string" ? [tags] : tags);
  }

  resetRequestCache() {}
}
