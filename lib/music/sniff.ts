import "server-only";
// Recognises audio by its first bytes, so a renamed file is not taken for music because of its
// declared type. Covers the formats browsers play: MP3, WAV, Ogg, FLAC, AAC, MP4/M4A, WebM.

export type AudioKind = { mimeType: string; extension: string };

const ascii = (bytes: Uint8Array, start: number, text: string) => text.split("").every((char, index) => bytes[start + index] === char.charCodeAt(0));

/** How many leading bytes sniffAudio needs to decide. */
export const SNIFF_BYTES = 4096;

export function sniffAudio(bytes: Uint8Array): AudioKind | null {
  if (bytes.length < 12) return null;
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WAVE")) return { mimeType: "audio/wav", extension: "wav" };
  if (ascii(bytes, 0, "OggS")) return { mimeType: "audio/ogg", extension: "ogg" };
  if (ascii(bytes, 0, "fLaC")) return { mimeType: "audio/flac", extension: "flac" };
  if (ascii(bytes, 0, "ID3")) return { mimeType: "audio/mpeg", extension: "mp3" };
  if (ascii(bytes, 4, "ftyp")) return mp4Audio(bytes);
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return { mimeType: "audio/webm", extension: "webm" };
  }
  return mpegFrame(bytes);
}

// An MP3 without tags starts with an MPEG audio frame; AAC in ADTS has layer bits 00.
function mpegFrame([first = 0, second = 0, third = 0]: Uint8Array): AudioKind | null {
  if (first !== 0xff || (second & 0xe0) !== 0xe0) return null;
  const layer = (second >> 1) & 0b11;
  const bitrateIndex = third >> 4;
  const sampleRateIndex = (third >> 2) & 0b11;
  if (layer === 0) return (second & 0xf6) === 0xf0 ? { mimeType: "audio/aac", extension: "aac" } : null;
  if (bitrateIndex === 0b1111 || sampleRateIndex === 0b11) return null;
  return { mimeType: "audio/mpeg", extension: "mp3" };
}

const audioBrands = ["M4A ", "M4B ", "M4P ", "mp42", "isom", "mp41", "dash", "iso2", "iso5", "iso6"];

function mp4Audio(bytes: Uint8Array): AudioKind | null {
  const brand = String.fromCharCode(...bytes.slice(8, 12));
  return audioBrands.includes(brand) ? { mimeType: "audio/mp4", extension: "m4a" } : null;
}
