import "server-only";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { fileStorage, storageFor } from "@/lib/storage";
import { encodeImage, type EncodeRules } from "./process";

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
};

/** Photos: the original is kept up to 4096 px on its longest side, which any screen's srcset covers. */
const PHOTO_RULES: EncodeRules = {
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

/** Encodes the upload (a temporary file's path or bytes) and stores it; throws MediaRefusal when it is refused. */
export async function storeImage(source: string | Buffer, rules: EncodeRules = PHOTO_RULES, folder = IMAGE_FOLDER): Promise<StoredImage> {
  const image = await encodeImage(source, rules);
  const stored = await fileStorage().put(`${folder}/${randomUUID()}.${image.extension}`, Readable.from(image.data), image.mimeType);
  return {
    storageKey: stored.key,
    url: stored.url,
    mimeType: image.mimeType,
    width: image.width,
    height: image.height,
    blurDataUrl: image.blurDataUrl,
    bytes: stored.size,
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

/** Deletes a stored image's file; a failure is logged (a leftover file costs space, not correctness). */
export async function removeStoredImage(image: { storageKey: string; url: string }): Promise<void> {
  const storage = storageFor(image.url);
  try {
    await storage.remove(storage.kind !== "blob" ? image.storageKey : image.url);
  } catch (error) {
    console.error(`Could not delete the stored image ${image.url}:`, error);
  }
}
