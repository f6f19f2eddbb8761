import "server-only";
// How a page or data cache entry is written to a shared store and read back: JSON in which the
// Buffers (a page's RSC payload) and Maps (its segments) of Next.js's values survive the trip.
// Anything that does not parse back into an entry is a miss, never an error: a store written by
// another version, a file cut short by a power cut or a value someone edited by hand renders the
// page again.

/** What the store keeps for one key; `value` is Next.js's cache value (opaque here). */
export type CacheEntry = {
  /** When the value was made, in ms since the epoch: a tag revalidated later expires it. */
  lastModified: number;
  /** The data tags it was made with (its reads', and a page's own implicit tags). */
  tags: string[];
  value: unknown;
  cacheControl?: unknown;
};

const BUFFER = "$buffer";
const MAP = "$map";

export function serializeEntry(entry: CacheEntry): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key]; // before Buffer's own toJSON turned it into an array of numbers
    if (Buffer.isBuffer(raw)) return { [BUFFER]: raw.toString("base64") };
    if (raw instanceof Map) return { [MAP]: [...raw.entries()] };
    return value;
  });
}

export function parseEntry(text: string): CacheEntry | null {
  try {
    const entry: unknown = JSON.parse(text, (_key, value: unknown) => {
      if (value && typeof value === "object" && !Array.isArray(value)) {
        const record = value as Record<string, unknown>;
        if (typeof record[BUFFER] === "string") return Buffer.from(record[BUFFER], "base64");
        if (Array.isArray(record[MAP])) return new Map(record[MAP] as [string, unknown][]);
      }
      return value;
    });
    if (!entry || typeof entry !== "object") return null;
    const { lastModified, tags, value } = entry as Partial<CacheEntry>;
    if (typeof lastModified !== "number" || !Array.isArray(tags) || !tags.every((tag) => typeof tag === "string") || value === undefined) return null;
    return entry as CacheEntry;
  } catch {
    return null;
  }
}

/** The tags a value was made with: a data entry names them, a page carries them in a header. */
export function tagsOf(value: unknown, contextTags: readonly string[] | undefined): string[] {
  const tags = new Set(contextTags ?? []);
  if (value && typeof value === "object") {
    const { tags: own, headers } = value as { tags?: unknown; headers?: Record<string, unknown> };
    if (Array.isArray(own)) for (const tag of own) if (typeof tag === "string") tags.add(tag);
    const header = headers?.["x-next-cache-tags"];
    if (typeof header === "string") for (const tag of header.split(",")) if (tag) tags.add(tag);
  }
  return [...tags];
}
