import "server-only";
import { parseWebStream } from "music-metadata";
import type { FileStorage } from "@/lib/storage/types";
import { tagsFrom, type AudioTags } from "./tags";
import { logWarn } from "@/lib/log";

/**
 * The tags of a stored track file; {} when it has none or they cannot be read (a damaged tag must
 * not cost the upload). The reader stops reading once it has what it needs.
 */
export async function readStoredTags(storage: FileStorage, file: { key: string; url: string; size: number; mimeType: string }): Promise<AudioTags> {
  try {
    const stream = await storage.read(storage.kind !== "blob" ? file.key : file.url);
    try {
      return tagsFrom(await parseWebStream(stream, { mimeType: file.mimeType, size: file.size }, { skipPostHeaders: true }));
    } finally {
      await stream.cancel().catch(() => undefined);
    }
  } catch (error) {
    logWarn("music upload: the file's tags could not be read", error instanceof Error ? error.message : error);
    return {};
  }
}
