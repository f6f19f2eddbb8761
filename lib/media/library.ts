import "server-only";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { fileStorage, storageFor } from "@/lib/storage";
import sharp from "sharp";
import { blurPlaceholder, encodeImage, type EncodedImage, type EncodeRules } from "./process";
import { encodeRenditions, putRenditions, removeRenditions, RENDITIONS_VERSION, type Rendition } from "./renditions";
import { logError } from "@/lib/log";

// The one way the site stores an uploaded image: checked by its bytes, decoded in the queue,
// re-encoded without metadata, and kept once in the file storage (local disk or Vercel Blob)
// under a generated name that is never reused.

export type StoredImage = {
  storageKey: string;
  url: string;
  mimeType: string;
  width: number;
  height: number;
  blurDataUrl: string;
  bytes: number;
  /** RENDITIONS_VERSION when the page-sized renditions were made with it, else 0. */
  renditionsVersion: number;
};

/** Photos: the original is kept up to 4096 px on its longest side; pages show its renditions (lib/media/renditions.ts). */
const PHOTO_RULES: EncodeRules & { renditions: true } = {
  renditions: true,
  accept: ["jpeg", "png", "webp", "avif"],
  format: "jpeg",
  maxWidth: 4096,
  maxHeight: 4096,
  quality: 86,
  notAnImage: "The file is not a photo: send a JPEG, PNG, WebP or AVIF image",
};

/** The storage folder a stored image's key starts with, and the pattern of the keys the site serves. */
const IMAGE_FOLDER = "images";
export const IMAGE_KEY_PATTERN = /^images\/[0-9a-f-]{36}\.(jpg|webp)$/;
/** A rendition's key (lib/media/rendition-url.ts): served like the originals. */
export const RENDITION_KEY_PATTERN = /^images\/[0-9a-f-]{36}-w\d{2,4}\.webp$/;

/** Encodes the upload (a temporary file's path or bytes) and stores it; throws MediaRefusal when it is refused. */
export async function storeImage(source: string | Buffer, rules: EncodeRules & { renditions?: true } = PHOTO_RULES, folder = IMAGE_FOLDER): Promise<StoredImage> {
  const image = await encodeImage(source, rules);
  return keepImage(image, folder, rules.renditions ? () => encodeRenditions(image.data) : undefined);
}

/**
 * Stores a photo that ships with the site ready to serve (the demo gallery, lib/setup/demo.ts): its
 * JPEG as it is, with no metadata to remove, and its renditions as scripts/artwork/gallery-renditions.ts
 * made them, so a fresh install copies files instead of encoding (25 photos: 5 s of a core).
 */
export async function storePreparedPhoto(jpeg: Buffer, renditionsAt: (photoWidth: number) => Promise<Rendition[]>): Promise<StoredImage> {
  const { width, height } = await sharp(jpeg).metadata();
  if (!width || !height) throw new Error("A shipped photo has no size in its header");
  const image: EncodedImage = { data: jpeg, mimeType: "image/jpeg", extension: "jpg", width, height, blurDataUrl: await blurPlaceholder(jpeg) };
  return keepImage(image, IMAGE_FOLDER, () => renditionsAt(width));
}

/** Writes an encoded image, and its renditions when it has them, into the file storage. */
async function keepImage(image: EncodedImage, folder: string, renditionsOf?: () => Promise<Rendition[]>): Promise<StoredImage> {
  const stored = await fileStorage().put(`${folder}/${randomUUID()}.${image.extension}`, Readable.from(image.data), image.mimeType);
  if (renditionsOf) {
    try {
      await putRenditions({ storageKey: stored.key, url: stored.url }, await renditionsOf());
    } catch (error) {
      await removeStoredImage({ storageKey: stored.key, url: stored.url });
      throw error;
    }
  }
  return {
    storageKey: stored.key,
    url: stored.url,
    mimeType: image.mimeType,
    width: image.width,
    height: image.height,
    blurDataUrl: image.blurDataUrl,
    bytes: stored.size,
    renditionsVersion: renditionsOf ? RENDITIONS_VERSION : 0,
  };
}

/**
 * Runs the database write that records a stored image; when it fails the file is removed again,
 * so a refused or failed upload leaves nothing behind.
 */
export async function recordStoredImage<T>(image: StoredImage, write: (image: StoredImage) => Promise<T>): Promise<T> {
  try {
    return await write(image);
  } catch (error) {
    await removeStoredImage(image);
    throw error;
  }
}

/** Deletes a stored image's file and its renditions; a failure is logged (a leftover file costs space, not correctness). */
export async function removeStoredImage(image: { storageKey: string; url: string }): Promise<void> {
  const storage = storageFor(image.url);
  try {
    await storage.remove(storage.kind !== "blob" ? image.storageKey : image.url);
    if (/^images\/.*\.jpg$/.test(image.storageKey)) await removeRenditions(image);
  } catch (error) {
    logError(`Could not delete the stored image ${image.url}:`, error);
  }
}
