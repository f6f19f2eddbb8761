import "server-only";
import { createHash } from "node:crypto";
import { cachedRead } from "@/lib/cache/cached-read";
import { cacheTags } from "@/lib/cache/tags";
import { isStoredPicture } from "@/lib/media/rendition-url";
import { pressPhotos } from "./photos";
import { printablePicture } from "./printable-picture";

// /press's share card: its first press photo. The pages show stored pictures as WebP renditions,
// but link previews want JPEG (Facebook documents JPEG, PNG and GIF; WhatsApp's previews often drop
// a WebP one), so a stored photo is shared as /press/share.jpg: a JPEG of at most SHARE_SIDE px made
// from its original. A photo the site ships is a JPEG already.

const SHARE_SIDE = 1200;

/** Names one version of the first photo (stored files are never rewritten): the card's URL changes with it. */
const versionOf = (file: string) => createHash("sha256").update(file).digest("base64url").slice(0, 16);

/** The share card's picture and its size, or null without a press photo. */
export async function pressShareImage(): Promise<{ url: string; width: number; height: number } | null> {
  const [photo] = await pressPhotos();
  if (!photo) return null;
  const scale = Math.min(1, SHARE_SIDE / Math.max(photo.width, photo.height));
  const size = { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
  return { url: isStoredPicture(photo.src) ? `/press/share.jpg?v=${versionOf(photo.file)}` : photo.src, ...size };
}

/**
 * The JPEG behind /press/share.jpg (base64: the page cache keeps JSON), made once and kept under the
 * gallery's tag as the press PDFs are; null when the first press photo is not a stored one. A photo
 * that cannot be read throws, so nothing is kept and the next request tries again.
 */
export const pressShareJpegBase64 = cachedRead(cacheTags.gallery, "press-share-jpeg", async (): Promise<string | null> => {
  const [photo] = await pressPhotos();
  if (!photo || !isStoredPicture(photo.src)) return null;
  const picture = await printablePicture(photo.src, SHARE_SIDE);
  if (!picture) throw new Error(`The press kit's share picture ${photo.src} could not be read`);
  return picture.bytes.toString("base64");
});
