import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { db } from "@/lib/db";
import { firstIssue } from "@/lib/validation/issues";
import { recordStoredImage, removeStoredImage, storeImage } from "@/lib/media/library";
import type { EncodeRules } from "@/lib/media/process";
import { blobStorage } from "@/lib/storage/blob";
import type { FileStorage } from "@/lib/storage/types";
import { BLOB_PATHNAME, MAX_TRACK_BYTES, trackMetadataSchema, type PublicTrack, type TrackMetadata } from "@/lib/validation/music";
import { readStoredTags } from "./read-tags";
import { SNIFF_BYTES, sniffAudio } from "./sniff";
import type { AudioTags } from "./tags";
import { createTrack } from "./tracks";
import type { ReceivedUpload } from "./upload";
import { logWarn } from "@/lib/log";

// Turns a stored file plus its metadata into a track; a file that cannot become one is removed,
// so nothing is left behind on a refusal. Any field the upload sends empty is taken from the
// file's own tags, and an embedded cover becomes the track's cover (through the media library).

type Registered = { track: PublicTrack };
type StoredTrackFile = { key: string; url: string; size: number; mimeType: string };

/** Covers: re-encoded and stripped like every image the site stores; 1024 px is plenty for a player. */
const COVER_RULES: EncodeRules = {
  accept: ["jpeg", "png", "webp"],
  format: "jpeg",
  maxWidth: 1024,
  maxHeight: 1024,
  quality: 85,
  notAnImage: "The embedded cover is not a JPEG, PNG or WebP image",
};

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * The upload's fields with the tags filling what it left empty (the spec's defaults come after).
 * Not the length: a track stored with 0 has it worked out by the player (spec section 2).
 */
function fillFromTags(fields: Record<string, unknown>, tags: AudioTags): Record<string, unknown> {
  const filled = { ...fields };
  for (const name of ["title", "artist", "album", "genre"] as const) {
    if (blank(filled[name]) && tags[name]) filled[name] = tags[name];
  }
  return filled;
}

/** A file streamed through our own upload route. */
export async function registerUpload(upload: ReceivedUpload, storage: FileStorage): Promise<Registered> {
  return register(upload.fields, upload.file, storage);
}

/** A file the admin's browser put straight into Vercel Blob (too big for a serverless body). */
export async function registerBlob(blobUrl: string, metadata: TrackMetadata): Promise<Registered> {
  const info = await blobStorage.stat(blobUrl);
  if (!info) throw new ApiError(400, "invalid_input", "blobUrl: no such upload");
  if (!BLOB_PATHNAME.test(info.key)) throw new ApiError(400, "invalid_input", "blobUrl: is not a music upload");
  if (info.size > MAX_TRACK_BYTES) {
    await blobStorage.remove(blobUrl);
    throw new ApiError(413, "payload_too_large", "File exceeds the 150MB limit");
  }
  const kind = await sniffAudio(await blobStorage.readStart(blobUrl, SNIFF_BYTES));
  if (!kind) {
    await blobStorage.remove(blobUrl);
    throw new ApiError(415, "unsupported_media_type", "The file is not audio (MP3, WAV, OGG, FLAC, AAC, M4A or WebM)");
  }
  return register(metadata, { key: info.key, url: blobUrl, size: info.size, mimeType: kind.mimeType }, blobStorage);
}

async function register(fields: Record<string, unknown>, file: StoredTrackFile, storage: FileStorage): Promise<Registered> {
  const removeFile = () => storage.remove(storage.kind !== "blob" ? file.key : file.url);
  const tags = await readStoredTags(storage, file);
  const metadata = trackMetadataSchema.safeParse(fillFromTags(fields, tags));
  if (!metadata.success) {
    await removeFile();
    throw new ApiError(400, "invalid_input", firstIssue(metadata.error));
  }
  const cover = tags.cover ? await storeCover(tags.cover.data) : null;
  try {
    const create = () =>
      createTrack(metadata.data, {
        storageKey: file.key,
        fileUrl: file.url,
        fileSize: file.size,
        mimeType: file.mimeType,
        coverImageUrl: cover?.url,
        trackNumber: tags.trackNumber,
      });
    const track = cover ? await recordStoredImage(cover, (image) => withMediaRow(image, create)) : await create();
    return { track };
  } catch (error) {
    await removeFile();
    throw error;
  }
}

/** Records the cover in the media library, then the track; the row goes again if the track fails. */
async function withMediaRow<T>(image: Parameters<typeof db.mediaFile.create>[0]["data"], create: () => Promise<T>): Promise<T> {
  const row = await db.mediaFile.create({ data: image });
  try {
    return await create();
  } catch (error) {
    await db.mediaFile.delete({ where: { id: row.id } }).catch(() => undefined);
    throw error;
  }
}

/** The embedded cover in the media library; a cover that cannot be decoded is left out, the track is not. */
async function storeCover(data: Uint8Array) {
  try {
    return await storeImage(Buffer.from(data), COVER_RULES);
  } catch (error) {
    logWarn("music upload: the embedded cover was not kept", error instanceof Error ? error.message : error);
    return null;
  }
}

/** A deleted track's cover, when its tags gave it: the media row and file go with the track (unless the gallery uses it). */
export async function removeTrackCover(coverImageUrl: string | null): Promise<void> {
  if (!coverImageUrl) return;
  const media = await db.mediaFile.findFirst({ where: { url: coverImageUrl }, include: { galleryPhoto: true, galleryVideo: true } });
  if (!media || media.galleryPhoto || media.galleryVideo) return;
  await db.mediaFile.delete({ where: { id: media.id } });
  await removeStoredImage(media);
}
