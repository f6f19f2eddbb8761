import "server-only";
import { createHash } from "node:crypto";
import { Zip, ZipPassThrough } from "fflate";
import { logError } from "@/lib/log";
import { storageFor } from "@/lib/storage";
import type { PressPhoto } from "./photos";

// /press/photos.zip (issue 67): the press photos' stored originals (the largest size kept, up to
// 4096 px), streamed one file after another into a ZIP as the download reads it: never built whole
// in memory. The originals were re-encoded without their metadata when they were uploaded
// (lib/media/process.ts), so no GPS position or camera owner leaves with them. JPEGs do not
// compress: entries are stored as they are. fflate writes the ZIP (already used by pdfkit and the
// spreadsheet exports), rather than a hand-made format.

/** "Wedding at Eko Hotel.jpg": a photo's file name from its title, without characters file systems refuse. */
export function photoFileName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, " ")
      .replace(/\s+/g, " ")
      .replace(/^[\s.]+|[\s.]+$/g, "")
      .slice(0, 80)
      .trim() || "Photo";
  let name = `${base}.jpg`;
  for (let copy = 2; taken.has(name.toLowerCase()); copy++) name = `${base} (${copy}).jpg`;
  taken.add(name.toLowerCase());
  return name;
}

/** The ZIP's version: the same photos under the same names give the same bytes (entries dated by their upload). */
export function photosZipTag(photos: PressPhoto[]): string {
  const hash = createHash("sha256");
  for (const photo of photos) hash.update(`${photo.file}\n${photo.title}\n${photo.addedAt}\n`);
  return `"zip-${hash.digest("base64url").slice(0, 27)}"`;
}

/** The ZIP of the photos, produced as it is read (a slow phone's download holds one chunk at a time). */
export function photosZipStream(photos: PressPhoto[]): ReadableStream<Uint8Array> {
  const ready: Uint8Array[] = [];
  let finished = false;
  let failed: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failed = error;
    else {
      ready.push(chunk);
      if (final) finished = true;
    }
  });
  const names = new Set<string>();
  const entries = photos.map((photo) => ({ photo, name: photoFileName(photo.title, names) }));
  let entryIndex = 0;
  let current: { entry: ZipPassThrough; reader: ReadableStreamDefaultReader<Uint8Array> } | null = null;

  /** Feeds the ZIP until it has output or everything is written. */
  async function produce(): Promise<void> {
    while (ready.length === 0 && !finished && !failed) {
      if (!current) {
        const next = entries[entryIndex++];
        if (!next) {
          zip.end();
          continue;
        }
        const entry = new ZipPassThrough(next.name);
        entry.mtime = new Date(next.photo.addedAt);
        zip.add(entry);
        const file = await storageFor(next.photo.src).read(next.photo.file);
        current = { entry, reader: file.getReader() };
      }
      const { done, value } = await current.reader.read();
      if (done) {
        current.entry.push(new Uint8Array(0), true);
        current = null;
      } else current.entry.push(value);
    }
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        await produce();
      } catch (error) {
        // A stored file gone mid-download (the photo was deleted): the download fails, never a ZIP missing a photo.
        logError("The press photos ZIP stopped: a photo could not be read", error);
        failed = error instanceof Error ? error : new Error(String(error));
      }
      if (failed) return controller.error(failed);
      const chunk = ready.shift();
      if (chunk) controller.enqueue(chunk);
      if (finished && ready.length === 0) controller.close();
    },
    async cancel() {
      await current?.reader.cancel();
    },
  });
}
