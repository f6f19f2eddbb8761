import "server-only";
import { parseEntry, serializeEntry, tagsOf } from "./entry";
import type { CacheStore } from "./types";

/**
 * A tag revalidation expires the entries made before it, and those made up to this long after it:
 * enough for a render that read the database just before the save and finished just after it, and
 * for clocks of several servers that differ by a few seconds. For that long after a save, the
 * pages showing its data are rendered per request; after it, they are cached again.
 */
export const SETTLE_MS = 10_000;

export type CachedValue = { lastModified: number; value: unknown; cacheControl?: unknown };

/**
 * The page and data cache behind Next.js's cache handler (cache-handler.mjs): entries and tag
 * revalidations in one store (disk or Redis). An entry is a miss when any of its tags was
 * revalidated since it was made, when it does not parse, or when the store cannot be read.
 * Revalidations the store could not take (Redis away) are kept here and written when it is back.
 */
export class PageCache {
  private readonly unwritten = new Map<string, number>();

  constructor(readonly store: CacheStore) {
    store.onBackAgain?.(() => void this.writeRevalidations());
  }

  async get(key: string, requestTags: readonly string[] = []): Promise<CachedValue | null> {
    const text = await this.store.read(key);
    const entry = text === null ? null : parseEntry(text);
    if (!entry) return null;
    const tags = [...new Set([...entry.tags, ...requestTags])];
    const times = await this.store.tagTimes(tags);
    if (!times) return null;
    for (const tag of tags) {
      const revalidatedAt = Math.max(times.get(tag) ?? 0, this.unwritten.get(tag) ?? 0);
      if (revalidatedAt && revalidatedAt + SETTLE_MS > entry.lastModified) return null;
    }
    return { lastModified: entry.lastModified, value: entry.value, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) };
  }

  async set(key: string, value: unknown, contextTags: readonly string[] | undefined, cacheControl?: unknown): Promise<void> {
    const text = serializeEntry({ lastModified: Date.now(), tags: tagsOf(value, contextTags), value, ...(cacheControl ? { cacheControl } : {}) });
    try {
      await this.store.write(key, text);
    } catch (error) {
      console.warn(`The page cache could not store ${key}: ${error instanceof Error ? error.message : error}`);
    }
  }

  async revalidate(tags: readonly string[], at = Date.now()): Promise<void> {
    for (const tag of tags) this.unwritten.set(tag, Math.max(at, this.unwritten.get(tag) ?? 0));
    await this.writeRevalidations();
  }

  /** Writes the revalidations the store has not taken yet (called again when Redis is back). */
  async writeRevalidations(): Promise<void> {
    const byTime = new Map<number, string[]>();
    for (const [tag, at] of this.unwritten) byTime.set(at, [...(byTime.get(at) ?? []), tag]);
    for (const [at, tags] of byTime) {
      const written = await this.store.markTags(tags, at).catch((error: unknown) => {
        console.warn(`The page cache could not record a change of ${tags.join(", ")}: ${error instanceof Error ? error.message : error}`);
        return false;
      });
      if (written) for (const tag of tags) if (this.unwritten.get(tag) === at) this.unwritten.delete(tag);
    }
  }
}
