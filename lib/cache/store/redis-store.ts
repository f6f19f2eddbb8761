import "server-only";
import { onRedisReady, withRedis } from "@/lib/redis/connection";
import { ENTRY_TTL_SECONDS, type CacheStore } from "./types";

// The cache in Redis, shared by every server of the install: entries as strings that expire on
// their own, and one hash of tag revalidation times, so a revalidation on one server expires the
// entry for all at once. When Redis cannot be reached, reads say so (null) and writes are skipped:
// the caller renders per request.

/** Sets each tag's time unless another server already recorded a later one (a late replay never moves it back). */
const KEEP_LATEST = `local at = tonumber(ARGV[1])
for i = 2, #ARGV do
  if at > tonumber(redis.call("HGET", KEYS[1], ARGV[i]) or "0") then redis.call("HSET", KEYS[1], ARGV[i], ARGV[1]) end
end
return 1`;

export function redisStore(scope: string): CacheStore {
  const prefix = `band:cache:${scope}:`;
  const entryKey = (key: string) => `${prefix}entry:${key}`;
  const tagsKey = `${prefix}tags`;
  return {
    kind: "redis",
    read: (key) => withRedis((redis) => redis.get(entryKey(key))),
    async write(key, text) {
      await withRedis((redis) => redis.set(entryKey(key), text, "EX", ENTRY_TTL_SECONDS));
    },
    async tagTimes(names) {
      if (names.length === 0) return new Map();
      const values = await withRedis((redis) => redis.hmget(tagsKey, ...names));
      if (!values) return null;
      const times = new Map<string, number>();
      names.forEach((tag, index) => {
        const at = Number(values[index]);
        if (at > 0) times.set(tag, at);
      });
      return times;
    },
    async markTags(names, at) {
      if (names.length === 0) return true;
      const done = await withRedis((redis) => redis.eval(KEEP_LATEST, 1, tagsKey, String(at), ...names));
      return done !== null;
    },
    onBackAgain: onRedisReady,
  };
}
