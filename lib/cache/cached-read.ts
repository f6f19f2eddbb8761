import "server-only";
import { unstable_cache } from "next/cache";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { connection } from "next/server";
import { CACHE_SAFETY_SECONDS } from "./expiry";
import type { CacheTag } from "./tags";
import { logWarn } from "@/lib/log";

/**
 * A database read for prerendered pages, cached under its data tag (or each of its tags) until a write revalidates the
 * tag (and the pages that made the read with it), and at the latest after an hour. Its result must
 * be plain JSON (no Date objects).
 *
 * When the database cannot be read while `next build` prerenders a page, that page is not baked
 * with an empty list: `connection()` tells Next.js to render it per request instead, and the
 * build says so. At run time an error is thrown as it is, never cached: a page whose tag was
 * revalidated answers with the error page until the database answers again (no empty list is
 * shown or kept).
 */
export function cachedRead<T>(tag: CacheTag | readonly CacheTag[], name: string, read: () => Promise<T>): () => Promise<T> {
  const cached = unstable_cache(read, [name], { tags: typeof tag === "string" ? [tag] : [...tag], revalidate: CACHE_SAFETY_SECONDS });
  return async () => {
    try {
      return await cached();
    } catch (error) {
      if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) throw error;
      logWarn(
        `The database could not be read while building (${name}: ${error instanceof Error ? error.message.split("\n")[0] : error}). Pages that show it are rendered per request; build with the database reachable (npm start migrates before it builds) to prerender them.`,
      );
      await connection();
      throw error;
    }
  };
}
