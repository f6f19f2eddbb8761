import "server-only";
import { blobStorage } from "@/lib/storage/blob";
import type { FileStorage } from "@/lib/storage/types";
import { BLOB_PATHNAME, MAX_TRACK_BYTES, trackMetadataSchema, type PublicTrack, type TrackMetadata } from "@/lib/validation/music";
import { firstIssue } from "@/lib/http";
import { SNIFF_BYTES, sniffAudio } from "./sniff";
import { createTrack } from "./tracks";
import type { ReceivedUpload, Refusal } from "./upload";

// Turns a stored file plus its metadata into a track; a file that cannot become one is removed,
// so nothing is left behind on a refusal.

type Registered = { ok: true; track: PublicTrack } | Refusal;

/** A file streamed through our own upload route. */
export async function registerUpload(upload: ReceivedUpload, storage: FileStorage): Promise<Registered> {
  const metadata = trackMetadataSchema.safeParse(upload.fields);
  if (!metadata.success) {
    await storage.remove(upload.file.key);
    return { ok: false, status: 400, error: firstIssue(metadata.error) };
  }
  return save(metadata.data, upload.file, storage);
}

/** A file the admin's browser put straight into Vercel Blob (too big for a serverless body). */
export async function registerBlob(blobUrl: string, metadata: TrackMetadata): Promise<Registered> {
  const info = await blobStorage.stat(blobUrl);
  if (!info) return { ok: false, status: 400, error: "blobUrl: no such upload" };
  if (!BLOB_PATHNAME.test(info.key)) return { ok: false, status: 400, error: "blobUrl: is not a music upload" };
  if (info.size > MAX_TRACK_BYTES) {
    await blobStorage.remove(blobUrl);
    return { ok: false, status: 413, error: "File exceeds the 150MB limit" };
  }
  const kind = sniffAudio(await blobStorage.readStart(blobUrl, SNIFF_BYTES));
  if (!kind) {
    await blobStorage.remove(blobUrl);
    return { ok: false, status: 415, error: "The file is not audio (MP3, WAV, OGG, FLAC, AAC, M4A or WebM)" };
  }
  return save(metadata, { key: info.key, url: blobUrl, size: info.size, mimeType: kind.mimeType }, blobStorage);
}

async function save(metadata: TrackMetadata, file: { key: string; url: string; size: number; mimeType: string }, storage: FileStorage): Promise<Registered> {
  try {
    const track = await createTrack(metadata, { storageKey: file.key, fileUrl: file.url, fileSize: file.size, mimeType: file.mimeType });
    return { ok: true, track };
  } catch (error) {
    await storage.remove(file.key);
    throw error;
  }
}
