import "server-only";
import { parseEntry, serializeEntry, tagsOf } from "./entry";
import type { CacheStore } from "./types";
import { logWarn } from "@/lib/log";

/**
 * A tag revalidation also expires the entries stamped up to this long after it: servers sharing
 * one Redis read their own clocks, which may differ a little. For that long after a save, the
 * pages showing its data are rendered per request; after it, they are cached again.
 */
export const SETTLE_MS = 1000;

/** At most this many lookups are remembered while their renders run (a bound, never reached in practice). */
const MAX_PENDING_RENDERS = 10_000;

export type CachedValue = { lastModified: number; value: unknown; cacheControl?: unknown };

/**
 * The page and data cache behind Next.js's cache handler (cache-handler.mjs): entries and tag
 * revalidations in one store (disk or Redis). An entry is a miss when any of its tags was
 * revalidated since it was made, when it does not parse, or when the store cannot be read.
 * Revalidations the store could not take (Redis away) are kept here and written when it is back.
 */
export class PageCache {
  private readonly unwritten = new Map<string, number>();
  /**
   * When each key last missed: Next.js renders it next and then stores it, so the entry is stamped
   * with the time its render began, not when it ended. A save made while the render was reading
   * the database then expires the entry it makes, instead of leaving it cached with the old data.
   */
  private readonly missedAt = new Map<string, number>();

  constructor(readonly store: CacheStore) {
    store.onBackAgain?.(() => void this.writeRevalidations());
  }

  async get(key: string, requestTags: readonly string[] = []): Promise<CachedValue | null> {
    const hit = await this.lookUp(key, requestTags);
    if (hit) this.missedAt.delete(key);
    else if (!this.missedAt.has(key)) {
      if (this.missedAt.size >= MAX_PENDING_RENDERS) this.missedAt.delete(this.missedAt.keys().next().value as string);
      this.missedAt.set(key, Date.now());
    }
    return hit;
  }

  private async lookUp(key: string, requestTags: readonly string[]): Promise<CachedValue | null> {
    if (this.unwritten.size > 0) await this.writeRevalidations();
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
    const lastModified = this.missedAt.get(key) ?? Date.now();
    this.missedAt.delete(key);
    const text = serializeEntry({ lastModified, tags: tagsOf(value, contextTags), value, ...(cacheControl ? { cacheControl } : {}) });
    try {
      await this.store.write(key, text);
    } catch (error) {
      logWarn(`The page cache could not store ${key}: ${error instanceof Error ? error.message : error}`);
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
        logWarn(`The page cache could not record a change of ${tags.join(", ")}: ${error instanceof Error ? error.message : error}`);
        return false;
      });
      if (written) for (const tag of tags) if (this.unwritten.get(tag) === at) this.unwritten.delete(tag);
    }
  }
}
