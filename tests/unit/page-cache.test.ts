import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEntry, serializeEntry } from "@/lib/cache/store/entry";
import { openDiskStore } from "@/lib/cache/store/disk-store";
import { PageCache, SETTLE_MS } from "@/lib/cache/store/page-cache";
import { keyFingerprint, siteAddressFingerprint } from "../../scripts/lib/build-identity.mjs";

// lib/cache/store: the page and data cache behind cache-handler.mjs, on disk and (tests/unit/
// page-cache-redis.test.ts) in Redis. What it must do: give back what was stored (a page's
// Buffers and Maps too), expire an entry when one of its tags is revalidated, treat anything it
// cannot read as a miss, and keep both across a restart.

const scratch = mkdtempSync(path.join(os.tmpdir(), "band-page-cache-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const page = () => ({
  kind: "APP_PAGE",
  html: "<html><body>+234 809 555 1212</body></html>",
  rscData: Buffer.from([0, 1, 2, 250, 251]),
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  headers: { "x-next-cache-tags": "settings,_N_T_/layout,_N_T_/contact" },
  status: 200,
  postponed: undefined,
});
const data = (rows: unknown) => ({ kind: "FETCH", data: { headers: {}, body: JSON.stringify(rows), url: "" }, revalidate: 3600, tags: ["music-tracks"] });
const longAgo = () => Date.now() - SETTLE_MS - 60_000;

let folder = 0;
const freshRoot = () => path.join(scratch, `root-${++folder}`);
async function diskCache(root = freshRoot(), scope = "scope-a") {
  mkdirSync(root, { recursive: true });
  return new PageCache(await openDiskStore(root, scope));
}

describe("cache entries", () => {
  it("come back with their Buffers and Maps", () => {
    const entry = parseEntry(serializeEntry({ lastModified: 5, tags: ["settings"], value: page() }));
    const value = entry?.value as ReturnType<typeof page>;
    expect(Buffer.isBuffer(value.rscData) && [...value.rscData]).toEqual([0, 1, 2, 250, 251]);
    expect(value.segmentData instanceof Map && value.segmentData.get("/_tree")?.toString()).toBe("tree");
    expect(value.html).toContain("809 555 1212");
  });

  it("are misses when they do not parse into an entry", () => {
    for (const text of ["", "{", "null", "[]", '{"lastModified":"x","tags":[],"value":1}', '{"lastModified":1,"tags":[3],"value":1}', '{"lastModified":1,"tags":[]}']) {
      expect(parseEntry(text), text).toBeNull();
    }
  });
});

describe("the disk store", () => {
  it("gives back a page and a data read as they were stored", async () => {
    const cache = await diskCache();
    await cache.set("build:/contact", page(), undefined, { revalidate: 3600, expire: 3600 });
    await cache.set("build:read", data([1, 2]), ["music-tracks"]);
    const hit = await cache.get("build:/contact");
    expect((hit?.value as ReturnType<typeof page>).html).toContain("809 555 1212");
    expect(hit?.cacheControl).toEqual({ revalidate: 3600, expire: 3600 });
    expect(hit?.lastModified).toBeGreaterThan(Date.now() - 5000);
    expect(((await cache.get("build:read"))?.value as ReturnType<typeof data>).data.body).toBe("[1,2]");
    expect(await cache.get("build:/gallery")).toBeNull();
  });

  it("expires an entry when one of its tags is revalidated, and only then", async () => {
    const cache = await diskCache();
    await cache.set("build:/contact", page(), undefined);
    await cache.set("build:read", data([1]), ["music-tracks"]);
    await cache.revalidate(["gallery"]);
    expect(await cache.get("build:/contact"), "another kind of data changed").not.toBeNull();
    await cache.revalidate(["settings"]);
    expect(await cache.get("build:/contact"), "its header's tag").toBeNull();
    expect(await cache.get("build:read")).not.toBeNull();
    await cache.revalidate(["_N_T_/music"]);
    expect(await cache.get("build:read", ["_N_T_/music"]), "a tag of the request (the page it is read for)").toBeNull();
  });

  it("serves entries made after a revalidation once it has settled, not a render that raced the save", async () => {
    const cache = await diskCache();
    await cache.revalidate(["settings"], Date.now() - SETTLE_MS / 2);
    await cache.set("build:/contact", page(), undefined);
    expect(await cache.get("build:/contact"), "made within the settling time").toBeNull();
    await cache.revalidate(["settings"], longAgo());
    expect(await cache.get("build:/contact"), "a later revalidation time is kept").toBeNull();
    const settled = await diskCache();
    await settled.revalidate(["settings"], longAgo());
    await settled.set("build:/contact", page(), undefined);
    expect(await settled.get("build:/contact")).not.toBeNull();
  });

  it("stamps an entry with the time its render began: a save during the render expires it", async () => {
    const cache = await diskCache();
    await cache.revalidate(["settings"], longAgo());
    expect(await cache.get("build:/contact"), "a miss: Next.js renders the page now").toBeNull();
    await cache.revalidate(["settings"]); // the band saves while the render reads the old phone line
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 50)); // a slow render
    await cache.set("build:/contact", page(), undefined);
    expect(await cache.get("build:/contact"), "the render that raced the save").toBeNull();

    const quiet = await diskCache();
    expect(await quiet.get("build:/about")).toBeNull();
    await quiet.set("build:/about", { ...page(), headers: { "x-next-cache-tags": "content-about" } }, undefined);
    expect(await quiet.get("build:/about"), "no save meanwhile").not.toBeNull();
  });

  it("keeps entries and revalidations across a restart, and drops another database's folder", async () => {
    const root = freshRoot();
    const before = await diskCache(root);
    await before.set("build:/contact", page(), undefined);
    await before.set("build:/music", { ...page(), headers: { "x-next-cache-tags": "music-tracks" } }, undefined);
    await before.revalidate(["music-tracks"]);
    mkdirSync(path.join(root, "another-database", "entries"), { recursive: true });

    const after = await diskCache(root);
    expect(await after.get("build:/contact")).not.toBeNull();
    expect(await after.get("build:/music"), "the revalidation outlived the restart").toBeNull();
    expect(readdirSync(root)).toEqual(["scope-a"]);
    const otherDatabase = await diskCache(root, "scope-b");
    expect(await otherDatabase.get("build:/contact"), "pages of another database are never served").toBeNull();
  });

  it("treats a corrupt, cut or unreadable entry as a miss", async () => {
    const root = freshRoot();
    const cache = await diskCache(root);
    for (const key of ["build:/a", "build:/b", "build:/c"]) await cache.set(key, page(), undefined);
    const entries = path.join(root, "scope-a", "entries");
    const [first, second, third] = readdirSync(entries);
    writeFileSync(path.join(entries, first!), "not json");
    writeFileSync(path.join(entries, second!), serializeEntry({ lastModified: Date.now(), tags: [], value: page() }).slice(0, 40));
    rmSync(path.join(entries, third!));
    mkdirSync(path.join(entries, third!)); // a folder where the file was: reading it fails
    const results = await Promise.all(["build:/a", "build:/b", "build:/c"].map((key) => cache.get(key)));
    expect(results).toEqual([null, null, null]);
  });

  it("removes entries unused for a week when it opens", async () => {
    const root = freshRoot();
    const cache = await diskCache(root);
    await cache.set("build:/old", page(), undefined);
    const entries = path.join(root, "scope-a", "entries");
    const weekAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    for (const name of readdirSync(entries)) utimesSync(path.join(entries, name), weekAgo, weekAgo);
    await diskCache(root);
    expect(readdirSync(entries)).toEqual([]);
  });
});

describe("cache-handler.mjs, the module Next.js loads", () => {
  const registry = Symbol.for("band.page-cache");
  const globals = globalThis as Record<symbol, unknown>;
  let handler: {
    get: (key: string, context?: object) => Promise<unknown>;
    set: (key: string, data: unknown, context?: object) => Promise<void>;
    revalidateTag: (tags: string | string[]) => Promise<void>;
  };
  let cache: PageCache;

  beforeAll(async () => {
    const distDir = path.join(scratch, "next", "server");
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, "..", "BUILD_ID"), "build-one\n");
    writeFileSync(path.join(distDir, "server-reference-manifest.json"), JSON.stringify({ node: {}, edge: {}, encryptionKey: "the-actions-key" }));
    cache = await diskCache();
    globals[registry] = { current: async () => cache };
    const { default: Handler } = await import("@/cache-handler.mjs");
    handler = new Handler({ serverDistDir: distDir });
  });
  afterAll(() => delete globals[registry]);

  // Under the build id, its actions key and the site address: a page whose forms name another key's
  // actions, or whose links name another address, is never served.
  const filedUnder = () => `build-one.${keyFingerprint("the-actions-key")}.${siteAddressFingerprint()}`;

  it("names a site address alike with or without its trailing slash, and another address otherwise", () => {
    const of = (address?: string) => siteAddressFingerprint({ NEXT_PUBLIC_SITE_URL: address });
    expect(of("https://ekoband.ng/")).toBe(of(" https://ekoband.ng"));
    expect(of("https://ekoband.ng")).not.toBe(of("http://203.0.113.7"));
    expect(of(undefined)).toBe(of(""));
  });

  it("files entries under the build, its actions key and the site address, and forwards gets, sets and revalidations", async () => {
    await handler.set("/contact", page(), { cacheControl: { revalidate: 3600 } });
    await handler.set("read-key", data([3]), { fetchCache: true, tags: ["music-tracks"] });
    expect(await cache.get(`${filedUnder()}:/contact`)).not.toBeNull();
    expect(await handler.get("/contact", {})).toMatchObject({ value: { kind: "APP_PAGE" }, cacheControl: { revalidate: 3600 } });
    expect(await handler.get("read-key", { tags: ["music-tracks"], softTags: ["_N_T_/music"] })).toMatchObject({ value: { kind: "FETCH" } });
    await handler.revalidateTag("music-tracks");
    expect(await handler.get("read-key", { tags: ["music-tracks"] })).toBeNull();
    await handler.revalidateTag(["settings"]);
    expect(await handler.get("/contact", {})).toBeNull();
  });

  it("keeps nothing while no page cache is open (building, or the database not up yet)", async () => {
    globals[registry] = { current: async () => null };
    try {
      await handler.set("/about", page(), {});
      expect(await handler.get("/about", {})).toBeNull();
      expect(await cache.get(`${filedUnder()}:/about`)).toBeNull();
    } finally {
      globals[registry] = { current: async () => cache };
    }
  });
});
