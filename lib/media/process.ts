import "server-only";
import { open } from "node:fs/promises";
import sharp from "sharp";
import { MediaRefusal } from "./errors";
import { taskQueue } from "./queue";
import { SNIFF_BYTES, sniffImage, type ImageKind } from "./sniff";

// Decodes an upload and writes the copy the site keeps: auto-rotated by its EXIF orientation, with
// every piece of metadata left behind (sharp writes none unless asked: phone photos carry the GPS
// position of the homes they were taken in), re-encoded, plus a tiny blur placeholder. Photos are
// kept as baseline JPEG: libjpeg writes line by line as libvips decodes and shrinks, so a 48 MP
// photo is never whole in memory (WebP's encoder holds the full frame: 620 MB peak against the
// budget of 600 in npm run bench:media); next/image serves them as WebP at each width anyway.

// sharp's operation cache keeps decoded images around for reuse; uploads are never reused.
sharp.cache(false);

/** A 108-megapixel phone photo passes; a file claiming more is refused before any decoding. */
const MAX_INPUT_PIXELS = 110_000_000;
/** One decode at a time (uploads and their renditions): a 48-megapixel photo takes about 150 MB while it is decoded. */
export const decodeQueue = taskQueue(1);

const HEIC_MESSAGE =
  "HEIC/HEIF photos (the iPhone's default) cannot be shown on the web. Send a JPEG instead: on the iPhone choose Settings → Camera → Formats → Most Compatible, or share the photo as JPEG (Photos → Share → Options, or save it to Files as JPEG) and upload that.";

export type EncodeRules = {
  accept: readonly ImageKind[];
  format: "jpeg" | "webp";
  maxWidth: number;
  maxHeight: number;
  quality: number;
  /** What to answer for a file that is none of `accept` (SVG and HEIC get their own message). */
  notAnImage: string;
  svgMessage?: string;
};

export type EncodedImage = { data: Buffer; mimeType: "image/jpeg" | "image/webp"; extension: "jpg" | "webp"; width: number; height: number; blurDataUrl: string };

async function leadingBytes(source: string | Buffer): Promise<Uint8Array> {
  if (Buffer.isBuffer(source)) return source.subarray(0, SNIFF_BYTES);
  const handle = await open(source, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Refuses (415) what is not one of the accepted kinds, judged by the bytes alone. */
async function checkImageKind(source: string | Buffer, rules: EncodeRules): Promise<ImageKind> {
  const kind = sniffImage(await leadingBytes(source));
  if (kind === "heic") throw new MediaRefusal(415, HEIC_MESSAGE);
  if (kind === "svg" && rules.svgMessage) throw new MediaRefusal(415, rules.svgMessage);
  if (!kind || !rules.accept.includes(kind)) throw new MediaRefusal(415, rules.notAnImage);
  return kind;
}

/** The tiny blurred copy a page shows while the picture loads, as a data URL. */
export async function blurPlaceholder(bytes: Buffer): Promise<string> {
  const blur = await sharp(bytes).resize({ width: 16, height: 16, fit: "inside" }).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${blur.toString("base64")}`;
}

/** The stored copy of an upload (a file path or bytes); throws MediaRefusal for what cannot be used. */
export async function encodeImage(source: string | Buffer, rules: EncodeRules): Promise<EncodedImage> {
  await checkImageKind(source, rules);
  return decodeQueue(async () => {
    // The header alone gives the size: a pixel bomb is refused here, never decoded.
    const header = await sharp(source, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (!header?.width || !header.height) throw new MediaRefusal(400, "The image could not be read: the file is damaged or incomplete");
    const megapixels = (header.width * header.height) / 1e6;
    if (header.width * header.height > MAX_INPUT_PIXELS) {
      throw new MediaRefusal(400, `The image is ${Math.round(megapixels)} megapixels; the limit is ${MAX_INPUT_PIXELS / 1e6}. Send a smaller copy.`);
    }
    try {
      // failOn "error": a truncated or corrupt file is refused; harmless warnings some cameras cause are not.
      const pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
        .rotate()
        .resize({ width: rules.maxWidth, height: rules.maxHeight, fit: "inside", withoutEnlargement: true });
      const encoded =
        rules.format === "jpeg"
          ? pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: rules.quality, progressive: false, chromaSubsampling: "4:2:0" })
          : pipeline.webp({ quality: rules.quality, alphaQuality: 100 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return {
        data,
        mimeType: rules.format === "jpeg" ? "image/jpeg" : "image/webp",
        extension: rules.format === "jpeg" ? "jpg" : "webp",
        width: info.width,
        height: info.height,
        blurDataUrl: await blurPlaceholder(data),
      };
    } catch {
      throw new MediaRefusal(400, "The image could not be read: the file is damaged or incomplete");
    }
  });
}
