import "server-only";
/** Where the page and data cache keeps its entries and tag revalidations (lib/cache/store). */
export interface CacheStore {
  readonly kind: "disk" | "redis";
  /** The entry's text, or null when there is none or the store cannot be read now. */
  read(key: string): Promise<string | null>;
  write(key: string, text: string): Promise<void>;
  /** When each of these tags was last revalidated (ms since the epoch); null when the store cannot say now. */
  tagTimes(tags: readonly string[]): Promise<Map<string, number> | null>;
  /** Records a revalidation of these tags at `at`; false when the store could not be written now. */
  markTags(tags: readonly string[], at: number): Promise<boolean>;
  /** Calls back each time a store that was unreachable can be written again. */
  onBackAgain?(listener: () => void): void;
}

/** How long an entry is kept at most: far past its hour of freshness, so only unused ones go. */
export const ENTRY_TTL_SECONDS = 7 * 24 * 3600;
