import { beforeEach, describe, expect, it } from "vitest";
import { cacheScopeToken } from "@/lib/cache/scope";
import { db } from "@/lib/db";
import { resetDatabase } from "../support/db";

// lib/cache/scope.ts: the page cache files a database's pages under a token kept in that database,
// made once; a database without the row (fresh, restored, copied) gets a new one.

beforeEach(resetDatabase);

describe("the page cache's scope", () => {
  it("is made once and kept, and made anew for a database without it", async () => {
    const first = await cacheScopeToken();
    expect(first).toMatch(/^[\w-]{16}$/);
    expect(await cacheScopeToken()).toBe(first);
    expect(await Promise.all([cacheScopeToken(), cacheScopeToken()])).toEqual([first, first]);
    await db.cacheScope.deleteMany();
    const second = await cacheScopeToken();
    expect(second).not.toBe(first);
  });

  it("is the same for servers that start together on one database", async () => {
    const tokens = await Promise.all(Array.from({ length: 4 }, () => cacheScopeToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(await db.cacheScope.count()).toBe(1);
  });
});
