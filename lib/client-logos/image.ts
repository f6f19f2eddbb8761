import "server-only";
import sharp from "sharp";

// Turns an uploaded logo into a small WebP. The format is recognised from the bytes, never from
// the file name or declared type. SVG is refused: a drawing can carry scripts and external
// references, and a raster logo converted here is what the site shows anyway.

type ImageKind = "png" | "jpeg" | "webp" | "avif" | "gif";

const ascii = (bytes: Uint8Array, start: number, text: string) => text.split("").every((char, index) => bytes[start + index] === char.charCodeAt(0));

function sniffImage(bytes: Uint8Array): ImageKind | "svg" | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, "PNG\r\n\x1a\n")) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 12 && ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "webp";
  if (bytes.length >= 6 && (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a"))) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 4, "ftyp") && (ascii(bytes, 8, "avif") || ascii(bytes, 8, "avis"))) return "avif";
  if (looksLikeSvg(bytes)) return "svg";
  return null;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const start = Buffer.from(bytes.subarray(0, 1024))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  return /^<(\?xml|!--|!DOCTYPE svg|svg[\s>])/i.test(start) && /<svg[\s>]/i.test(start);
}

/** The longest side a stored logo keeps; the grids show logos at most about 300 px wide. */
const MAX_WIDTH = 640;
const MAX_HEIGHT = 320;
/** Refuses decompression bombs: a 5 MB file may still claim gigapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export class NotAnImageError extends Error {}

/** A WebP of the image, fitted within 640x320 without enlarging; throws NotAnImageError for anything else. */
export async function logoToWebp(bytes: Buffer): Promise<Buffer> {
  const kind = sniffImage(bytes);
  if (kind === "svg") throw new NotAnImageError("SVG logos are not accepted: upload a PNG, JPEG, WebP, AVIF or GIF");
  if (!kind) throw new NotAnImageError("The file is not an image (PNG, JPEG, WebP, AVIF or GIF)");
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85, alphaQuality: 100 })
      .toBuffer();
  } catch {
    throw new NotAnImageError("The image could not be read: it is damaged or too large in pixels");
  }
}
