import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { ENTRY_TTL_SECONDS, type CacheStore } from "./types";

// The cache on this server's disk, under DATA_DIR/page-cache/<scope>: one file per entry and one
// per revalidated tag, each written beside its place and renamed into it, so a reader never sees
// half a file and a power cut leaves the old one. A restart finds both as they were.

const hashed = (text: string) => createHash("sha256").update(text).digest("hex");

async function writeAtomically(file: string, text: string): Promise<void> {
  const partial = `${file}.${randomUUID()}.part`;
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(partial, text);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch {
    return null;
  }
}

/** The cache of one database's pages; other scopes' folders (another database's pages) and entries past their time are removed. */
export async function openDiskStore(cacheRoot: string, scope: string): Promise<CacheStore> {
  const folder = path.join(cacheRoot, scope);
  const entries = path.join(folder, "entries");
  const tags = path.join(folder, "tags");
  await mkdir(entries, { recursive: true });
  await mkdir(tags, { recursive: true });
  for (const other of await readdir(cacheRoot)) if (other !== scope) await rm(path.join(cacheRoot, other), { recursive: true, force: true });
  const oldest = Date.now() - ENTRY_TTL_SECONDS * 1000;
  for (const name of await readdir(entries)) {
    const file = path.join(entries, name);
    const info = await stat(file).catch(() => null);
    if (!info || info.mtimeMs < oldest || name.endsWith(".part")) await rm(file, { force: true });
  }

  return {
    kind: "disk",
    read: (key) => readText(path.join(entries, `${hashed(key)}.json`)),
    write: (key, text) => writeAtomically(path.join(entries, `${hashed(key)}.json`), text),
    async tagTimes(names) {
      // Read side by side: this runs on every cached page a visitor gets.
      const read = await Promise.all(names.map(async (tag) => [tag, Number(await readText(path.join(tags, hashed(tag))))] as const));
      return new Map(read.filter(([, at]) => at > 0));
    },
    async markTags(names, at) {
      for (const tag of names) {
        const file = path.join(tags, hashed(tag));
        // A late write (one kept while the disk failed) never moves a tag's time back.
        if (Number(await readText(file)) < at) await writeAtomically(file, String(at));
      }
      return true;
    },
  };
}
