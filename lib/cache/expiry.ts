/**
 * How long a cached database read, and a prerendered page made with it, is trusted without a
 * revalidation. Writes expire their data tag at once (lib/cache/revalidate.ts); this bounds what no
 * write can tell the cache: a few changes happen outside any request (the daily reviews sync of
 * `npm start`'s timer).
 * next.config.ts makes it the pages' expiry too, so a page older than this is rendered afresh on its
 * next visit instead of being served old once more.
 */
export const CACHE_SAFETY_SECONDS = 3600;
