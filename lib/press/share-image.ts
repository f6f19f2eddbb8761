import "server-only";
import { createHash } from "node:crypto";
import { isStoredPicture } from "@/lib/media/rendition-url";
import { pressPhotos } from "./photos";
import { printablePicture, type PrintablePicture } from "./printable-picture";

// /press's share card: its first press photo. The pages show stored pictures as WebP renditions,
// but link previews want JPEG (Facebook documents JPEG, PNG and GIF; WhatsApp's previews often drop
// a WebP one), so a stored photo is shared as /press/share.jpg: a JPEG of at most SHARE_SIDE px made
// from its original, once per photo on each server. A photo the site ships is a JPEG already.

const SHARE_SIDE = 1200;
const PRESS_SHARE_PATH = "/press/share.jpg";

/** Names one version of the first photo (stored files are never rewritten): the card's URL and ETag change with it. */
const versionOf = (file: string) => createHash("sha256").update(file).digest("base64url").slice(0, 16);

/** The share card's picture and its size, or null without a press photo. */
export async function pressShareImage(): Promise<{ url: string; width: number; height: number } | null> {
  const [photo] = await pressPhotos();
  if (!photo) return null;
  const scale = Math.min(1, SHARE_SIDE / Math.max(photo.width, photo.height));
  const size = { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
  return { url: isStoredPicture(photo.src) ? `${PRESS_SHARE_PATH}?v=${versionOf(photo.file)}` : photo.src, ...size };
}

let made: { file: string; picture: Promise<PrintablePicture | null> } | null = null;

/** The JPEG behind PRESS_SHARE_PATH and its ETag, or null when the first press photo is not a stored one (or cannot be read). */
export async function pressShareJpeg(): Promise<{ bytes: Buffer; etag: string } | null> {
  const [photo] = await pressPhotos();
  if (!photo || !isStoredPicture(photo.src)) return null;
  if (made?.file !== photo.file) made = { file: photo.file, picture: printablePicture(photo.src, SHARE_SIDE) };
  const picture = await made.picture;
  // A photo that could not be read this time is tried again on the next request.
  if (!picture) made = null;
  return picture && { bytes: picture.bytes, etag: `"${versionOf(photo.file)}"` };
}
