import "server-only";
import { fileTypeFromBuffer } from "file-type";
// Recognises audio by its first bytes (file-type, the maintained sniffer music-metadata already
// uses), so a renamed file is not taken for music because of its declared type. Covers the formats
// browsers play: MP3, WAV, Ogg, FLAC, AAC, MP4/M4A, WebM.

export type AudioKind = { mimeType: string; extension: string };

/** How many leading bytes sniffAudio needs to decide. */
export const SNIFF_BYTES = 4100;

/** What file-type calls each playable format, as the track is stored and served. */
const playable: Record<string, AudioKind> = {
  mp3: { mimeType: "audio/mpeg", extension: "mp3" },
  wav: { mimeType: "audio/wav", extension: "wav" },
  ogg: { mimeType: "audio/ogg", extension: "ogg" },
  oga: { mimeType: "audio/ogg", extension: "ogg" },
  opus: { mimeType: "audio/ogg", extension: "ogg" },
  flac: { mimeType: "audio/flac", extension: "flac" },
  aac: { mimeType: "audio/aac", extension: "aac" },
  m4a: { mimeType: "audio/mp4", extension: "m4a" },
  // An MP4 whose brand is generic (isom, mp42): phones save voice memos and exports so.
  mp4: { mimeType: "audio/mp4", extension: "m4a" },
  webm: { mimeType: "audio/webm", extension: "webm" },
};

export async function sniffAudio(bytes: Uint8Array): Promise<AudioKind | null> {
  if (bytes.length < 12) return null;
  const type = await fileTypeFromBuffer(bytes);
  return (type && playable[type.ext]) ?? null;
}
