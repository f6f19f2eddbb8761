import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { dataDir } from "@/lib/env";
import type { FileStorage } from "./types";

// Files kept on the server's disk under DATA_DIR/uploads, served by /api/media/<key>.

export function uploadsDir(): string {
  return path.join(dataDir(), "uploads");
}

export function localPath(key: string): string {
  const file = path.resolve(uploadsDir(), key);
  if (!file.startsWith(uploadsDir() + path.sep)) throw new Error(`Storage key escapes the uploads folder: ${key}`);
  return file;
}

export async function writeLocalFile(key: string, data: Uint8Array): Promise<void> {
  const file = localPath(key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** The URL the site serves a locally stored file from. */
export function mediaUrl(key: string): string {
  return `/api/media/${key}`;
}

/** A byte range of a stored file as a web stream (end inclusive). */
function localFileStream(key: string, start: number, end: number): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(localPath(key), { start, end })) as ReadableStream<Uint8Array>;
}

export const localStorage: FileStorage = {
  kind: "local",

  async put(key, body) {
    const file = localPath(key);
    // Written beside the target and renamed when complete, so a cut upload never shows up.
    const partial = path.join(uploadsDir(), ".partial", `${randomUUID()}.part`);
    await mkdir(path.dirname(partial), { recursive: true });
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await pipeline(body, createWriteStream(partial, { flags: "wx" }));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { key, url: mediaUrl(key), size: (await stat(file)).size };
  },

  async readStart(key, length) {
    const handle = await open(localPath(key), "r");
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  },

  async read(key) {
    return Readable.toWeb(createReadStream(localPath(key))) as ReadableStream<Uint8Array>;
  },

  async readRange(key, start, end) {
    return localFileStream(key, start, end);
  },

  async stat(key) {
    try {
      const info = await stat(localPath(key));
      return info.isFile() ? { key, size: info.size, contentType: "application/octet-stream", modifiedAt: info.mtime } : null;
    } catch {
      return null;
    }
  },

  async remove(key) {
    await rm(localPath(key), { force: true });
  },
};
