// Stands in for "next/cache" in Vitest (vitest.config.ts): the tests call route handlers and lib
// functions directly, outside the Next.js server that owns the cache. Cached reads run their
// function every time; revalidations are recorded so a test can check which data tags a write
// expired (tests/integration/cache-tags.test.ts).
type Revalidation = { tag: string; profile: unknown };

const revalidations: Revalidation[] = [];

export function unstable_cache<A extends unknown[], R>(read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => read(...args);
}

export function revalidateTag(tag: string, profile?: unknown): void {
  revalidations.push({ tag, profile });
}

export function revalidatePath(path: string): void {
  revalidations.push({ tag: `path:${path}`, profile: undefined });
}

/** The tags revalidated since the last call, in order; the record starts empty again. */
export function takeRevalidations(): Revalidation[] {
  return revalidations.splice(0);
}
