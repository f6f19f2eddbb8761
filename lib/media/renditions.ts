import "server-only";
import { Readable } from "node:stream";
import sharp from "sharp";
import { ART_QUALITY } from "@/lib/image-quality";
import { storageFor } from "@/lib/storage";
import { decodeQueue } from "./process";
import { RENDITION_WIDTHS, renditionOf } from "./rendition-url";

// The renditions of a stored picture (issue 48): WebP at each width a page asks for, made once when
// the picture is stored and kept beside it, so a visitor's first request is a file, not a resize by
// /_next/image. WebP only: AVIF was a third smaller but slowed the first paint in the audit
// (docs/decisions/0004-lighthouse-findings.md). Pictures narrower than a width keep their own size there.

/** Which set of renditions a media_files row has: 0 none yet (uploaded before them), 1 RENDITION_WIDTHS. */
export const RENDITIONS_VERSION = 1;

/** One rendition of a picture: the WebP file a page asks for at `width`. */
export type Rendition = { width: number; webp: Buffer };

/** Makes every rendition of a picture from its bytes, in the decode queue. */
export async function encodeRenditions(bytes: Buffer): Promise<Rendition[]> {
  return decodeQueue(async () => {
    // Decoded once at the largest width; each rendition is resized from that.
    const largest = await sharp(bytes, { failOn: "error" })
      .resize({ width: Math.max(...RENDITION_WIDTHS), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // A picture narrower than some widths has the same file at each of them (its own width): encoded
    // once (a 1200 px photo's 1920 file is its 1200 one, a quarter of the encoding saved).
    const byOutputWidth = new Map<number, Buffer>();
    const files: Rendition[] = [];
    for (const width of RENDITION_WIDTHS) {
      const made = Math.min(width, largest.info.width);
      let webp = byOutputWidth.get(made);
      if (!webp) {
        webp = await sharp(largest.data, { raw: largest.info }).resize({ width: made }).webp({ quality: ART_QUALITY }).toBuffer();
        byOutputWidth.set(made, webp);
      }
      files.push({ width, webp });
    }
    return files;
  });
}

/** Stores a picture's renditions beside it, in the original's storage. */
export async function putRenditions(original: { storageKey: string; url: string }, renditions: Rendition[]): Promise<void> {
  const storage = storageFor(original.url);
  await Promise.all(renditions.map(({ width, webp }) => storage.put(renditionOf(original.storageKey, width), Readable.from(webp), "image/webp")));
}

/**
 * Makes and stores every rendition of a stored picture from its bytes. Encoded in the decode queue;
 * stored after it, so a slow storage (Blob, a bucket) never holds up the next upload's decoding.
 * Ten WebP files of a photo are well under a megabyte together.
 */
export async function storeRenditions(original: { storageKey: string; url: string }, bytes: Buffer): Promise<void> {
  await putRenditions(original, await encodeRenditions(bytes));
}

/** Removes a stored picture's renditions (a missing one is no error). */
export async function removeRenditions(original: { storageKey: string; url: string }): Promise<void> {
  const storage = storageFor(original.url);
  const addressOf = (width: number) => (storage.kind === "blob" ? renditionOf(original.url, width) : renditionOf(original.storageKey, width));
  await Promise.all(RENDITION_WIDTHS.map((width) => storage.remove(addressOf(width))));
}
