import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { db } from "@/lib/db";
import { logWarn } from "@/lib/log";
import { decodeQueue } from "@/lib/media/process";
import { storageFor } from "@/lib/storage";

// A picture for the press kit's PDFs: pdfkit draws JPEG and PNG only, and the stored pictures are
// JPEG originals up to 4096 px (or a shipped SVG), so each is decoded once and written as a JPEG
// sized for print on A4. A picture that cannot be read is left out, never drawn broken.

export type PrintablePicture = { bytes: Buffer; width: number; height: number };

const PUBLIC_DIR = path.join(process.cwd(), "public");

/** The bytes behind a content or gallery picture's address: a file the site ships, or one of the media library. */
async function pictureBytes(source: string): Promise<Buffer | null> {
  if (source.startsWith("/images/")) {
    const file = path.join(PUBLIC_DIR, source);
    return file.startsWith(PUBLIC_DIR + path.sep) ? readFile(file) : null;
  }
  const stored = await db.mediaFile.findFirst({ where: { url: source }, select: { storageKey: true, url: true } });
  if (!stored) return null;
  const storage = storageFor(stored.url);
  const file = await storage.read(storage.kind === "blob" ? stored.url : stored.storageKey);
  return Buffer.from(await new Response(file).arrayBuffer());
}

/** The picture as a print-sized JPEG (at most `maxSide` pixels on its longest side), or null when it cannot be read. */
export async function printablePicture(source: string, maxSide = 1600): Promise<PrintablePicture | null> {
  if (!source) return null;
  try {
    const bytes = await pictureBytes(source);
    if (!bytes) return null;
    return await decodeQueue(async () => {
      const { data, info } = await sharp(bytes, { failOn: "error" })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    });
  } catch (error) {
    logWarn(`The press kit's picture ${source} could not be read; it is left out of the PDF`, error);
    return null;
  }
}
