import "server-only";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Db } from "@/lib/db/create-db";
import { fileStorage } from "@/lib/storage";
import { storedFileReferences } from "@/lib/storage/copy";

// The uploads of an install that keeps them in a bucket or in Vercel Blob, fetched into the backup
// as the local disk keeps them (uploads/<key>): restored, they are served from the disk, and
// `npm run files:copy -- --from local --to s3` puts them back in a bucket. Renditions are left out:
// `npm run media:renditions` makes them again.

export type StagedFiles = { files: number; missing: string[] };

export async function stageStoredFiles(db: Db, uploads: string): Promise<StagedFiles> {
  const storage = fileStorage();
  const staged: StagedFiles = { files: 0, missing: [] };
  for (const file of await storedFileReferences(db)) {
    const target = path.resolve(uploads, file.key);
    if (!target.startsWith(path.resolve(uploads) + path.sep)) throw new Error(`${file.what}: its key ${file.key} leaves the uploads folder`);
    const where = storage.kind === "blob" ? file.url : file.key;
    if (!(await storage.stat(where))) {
      staged.missing.push(`${file.what} (${file.key})`);
      continue;
    }
    mkdirSync(path.dirname(target), { recursive: true });
    await pipeline(Readable.fromWeb((await storage.read(where)) as NodeReadableStream<Uint8Array>), createWriteStream(target));
    staged.files++;
  }
  return staged;
}
