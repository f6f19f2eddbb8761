import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Db } from "@/lib/db/create-db";
import { head } from "@vercel/blob";
import { blobStorage } from "./blob";
import { localStorage, mediaUrl } from "./local";
import { s3Storage } from "./s3";
import type { FileStorage } from "./types";

// `npm run files:copy -- --from local --to s3`: copies every stored file the database points to
// (tracks, media-library images, client logos) from one store into another, streamed, so an
// install can move its uploads to a bucket when it grows to several servers (or back). The disk
// and a bucket are both served under /api/media/<key>, so between them no stored URL changes;
// to or from Vercel Blob the rows' URLs are rewritten to the target's. A file the target already
// holds with the same size is skipped, so an interrupted copy can simply be run again. The source
// keeps its files.

export const storeNames = ["local", "s3", "blob"] as const;
export type StoreName = (typeof storeNames)[number];
const stores: Record<StoreName, FileStorage> = { local: localStorage, s3: s3Storage, blob: blobStorage };

type StoredReference = { what: string; key: string; url: string; contentType: string; setUrl: (url: string) => Promise<unknown> };

/** Every stored file the database points to (tracks, media-library images, client logos): what a copy or a backup carries. */
export async function storedFileReferences(db: Db): Promise<StoredReference[]> {
  const tracks = await db.musicTrack.findMany({ select: { id: true, storageKey: true, fileUrl: true, mimeType: true } });
  const media = await db.mediaFile.findMany({ select: { id: true, storageKey: true, url: true, mimeType: true } });
  const logos = await db.clientLogo.findMany({ where: { imageUrl: { not: null } }, select: { slot: true, imageUrl: true } });
  return [
    ...tracks.map((track) => ({
      what: `track ${track.id}`,
      key: track.storageKey,
      url: track.fileUrl,
      contentType: track.mimeType,
      setUrl: (fileUrl: string) => db.musicTrack.update({ where: { id: track.id }, data: { fileUrl } }),
    })),
    ...media.map((file) => ({
      what: `image ${file.id}`,
      key: file.storageKey,
      url: file.url,
      contentType: file.mimeType,
      setUrl: (url: string) => db.mediaFile.update({ where: { id: file.id }, data: { url } }),
    })),
    ...logos.map((logo) => ({
      what: `logo ${logo.slot}`,
      key: /^https?:\/\//.test(logo.imageUrl!) ? new URL(logo.imageUrl!).pathname.slice(1) : logo.imageUrl!.replace(/^\/api\/media\//, ""),
      url: logo.imageUrl!,
      contentType: "image/webp",
      setUrl: (imageUrl: string) => db.clientLogo.update({ where: { slot: logo.slot }, data: { imageUrl } }),
    })),
  ];
}

export type CopiedFiles = { copied: number; skipped: number; missing: string[] };

export async function copyStoredFiles(db: Db, from: StoreName, to: StoreName, log: (line: string) => void = () => {}): Promise<CopiedFiles> {
  if (from === to) throw new Error("The source and the target are the same store");
  const source = stores[from];
  const target = stores[to];
  const result: CopiedFiles = { copied: 0, skipped: 0, missing: [] };
  for (const file of await storedFileReferences(db)) {
    const where = source.kind === "blob" ? file.url : file.key;
    const found = await source.stat(where);
    if (!found) {
      result.missing.push(`${file.what} (${file.key})`);
      log(`  missing in ${from}: ${file.what} (${file.key})`);
      continue;
    }
    const there = await target.stat(file.key);
    if (there?.size === found.size) {
      result.skipped++;
    } else {
      const stream = Readable.fromWeb((await source.read(where)) as NodeReadableStream<Uint8Array>);
      const stored = await target.put(file.key, stream, file.contentType);
      if (stored.size !== found.size) throw new Error(`${file.what}: copied ${stored.size} of ${found.size} bytes`);
      result.copied++;
      log(`  copied ${file.what} (${file.key}, ${found.size} bytes)`);
    }
    const url = target.kind === "blob" ? (await head(file.key)).url : mediaUrl(file.key);
    if (url !== file.url) await file.setUrl(url);
  }
  return result;
}
