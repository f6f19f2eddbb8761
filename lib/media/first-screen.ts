import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { servedStorage, storageFor } from "@/lib/storage";
import { logError } from "@/lib/log";

// A small rendition of the picture that fills a page's first screen (the home page's hero, the
// about page's stage), inlined in the HTML as the picture's placeholder (issue #32). On a slow
// network the full picture comes one round trip after the page's HTML; with this, the first paint
// already shows the picture, sharp enough to read on a phone, and the full one replaces it when it
// arrives. Rendered when the page is prerendered (again after the band changes the picture).

/** Widths tried in turn: the first whose WebP fits MAX_BYTES is inlined (drawings fit at 640, photos at less). */
const WIDTHS = [640, 480, 320];
/**
 * A picture cropped to cover the screen starts wider: browsers count a picture's paint by the
 * smaller of its shown area and its own pixels, so on a phone (412 × 700 CSS px of hero) a 640 ×
 * 360 rendition counts as smaller than the full picture, and the first screen's paint is only
 * complete when the full one arrives. At 960 × 540 the rendition covers the phone's first screen.
 */
const COVER_WIDTHS = [960, ...WIDTHS];
const QUALITY = 45;
/** Larger than this and the HTML's extra bytes would cost more than the round trip they save. */
const MAX_BYTES = 12 * 1024;

const publicDir = path.join(process.cwd(), "public");

async function pictureBytes(src: string): Promise<Buffer | null> {
  // The media library's pictures: on this server's disk or the S3 bucket (/api/media/<key>), or in Vercel Blob (https).
  const localKey = src.match(/^\/api\/media\/(images\/[\w.-]+)$/)?.[1];
  if (localKey) return Buffer.from(await new Response(await servedStorage().read(localKey)).arrayBuffer());
  if (/^https:\/\//.test(src)) return Buffer.from(await new Response(await storageFor(src).read(src)).arrayBuffer());
  if (!src.startsWith("/")) return null;
  const file = path.join(publicDir, path.normalize(src));
  return file.startsWith(publicDir + path.sep) ? readFile(file) : null;
}

type DataUrl = `data:image/${string}`;
const renditions = new Map<string, Promise<DataUrl | null>>();

/** A data: URL of the picture at 640, 480 or 320 px (from 960 with `cover`) as WebP, or null when it cannot be read or is too large even at 320. */
export function firstScreenRendition(src: string, { cover = false }: { cover?: boolean } = {}): Promise<DataUrl | null> {
  const widths = cover ? COVER_WIDTHS : WIDTHS;
  const cacheKey = `${cover ? "cover" : "fit"}:${src}`;
  let rendition = renditions.get(cacheKey);
  if (!rendition) {
    rendition = (async (): Promise<DataUrl | null> => {
      try {
        const bytes = await pictureBytes(src);
        if (!bytes) return null;
        const picture = sharp(bytes); // read once; each width works on a clone
        for (const width of widths) {
          const small = await picture.clone().resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer();
          if (small.byteLength <= MAX_BYTES) return `data:image/webp;base64,${small.toString("base64")}`;
        }
        return null;
      } catch (error) {
        logError("first-screen rendition failed", src, error instanceof Error ? error.message : error);
        return null;
      }
    })();
    renditions.set(cacheKey, rendition);
  }
  return rendition;
}
