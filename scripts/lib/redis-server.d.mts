// Types for redis-server.mjs, which the tests import.
export type ThrowawayRedis = { url: string; start: () => Promise<void>; stop: () => Promise<void>; dispose: () => Promise<void> };
export function startThrowawayRedis(): Promise<ThrowawayRedis>;
