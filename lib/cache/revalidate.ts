import "server-only";
import { revalidateTag } from "next/cache";
import type { CacheTag } from "./tags";

/**
 * After a write: every cached read under these tags, and every prerendered page that made one, is
 * expired at once (`expire: 0`) on every server that shares the page cache (cache-handler.mjs), so
 * the next load renders with the new data rather than serving the old copy once more. Called by the
 * stores right after their write, within the request that wrote: Next.js has no cache to mark outside a request.
 */
export function revalidateData(...tags: CacheTag[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
}
