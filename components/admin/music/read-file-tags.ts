import { tagsFrom, type AudioTags } from "@/lib/music/tags";

/**
 * The picked file's own tags, read in the browser to prefill its fields; {} when there are none.
 * The tag reader is loaded only when files are picked. Covers are left to the server, which
 * stores them through the media library.
 */
export async function readFileTags(file: File): Promise<AudioTags> {
  try {
    const { parseBlob } = await import("music-metadata");
    return tagsFrom(await parseBlob(file, { skipCovers: true, skipPostHeaders: true }));
  } catch {
    return {};
  }
}
