// Types for cache-handler.mjs, which the tests import (Next.js loads it by itself).
export default class BandCacheHandler {
  constructor(context: { serverDistDir?: string });
  get(key: string, context?: object): Promise<unknown>;
  set(key: string, data: unknown, context?: object): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
