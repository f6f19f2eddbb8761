import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Real tagged audio files, made by ffmpeg (npm test installs it with apt when missing): a 3 s tone
// with a title, artist, album, genre and track number, and, where the format carries one, a cover.

export type TaggedFormat = { name: string; extension: string; type: string; args: string[]; cover: boolean };

export const taggedFormats: TaggedFormat[] = [
  { name: "MP3 (ID3v2)", extension: "mp3", type: "audio/mpeg", args: ["-c:a", "libmp3lame", "-b:a", "64k", "-id3v2_version", "3"], cover: true },
  { name: "M4A (MP4 atoms)", extension: "m4a", type: "audio/mp4", args: ["-c:a", "aac", "-b:a", "64k"], cover: true },
  { name: "FLAC (Vorbis comments)", extension: "flac", type: "audio/flac", args: ["-c:a", "flac"], cover: true },
  { name: "Ogg Vorbis", extension: "ogg", type: "audio/ogg", args: ["-c:a", "libvorbis", "-q:a", "2"], cover: false },
];

export const tags = { title: "Ekaabo Lagos", artist: "Eko Live Band", album: "Owambe Nights", genre: "Afrobeat", track: "3" };

export function taggedAudio(format: TaggedFormat): Buffer {
  const folder = mkdtempSync(path.join(os.tmpdir(), "band-tags-"));
  try {
    const cover = path.join(folder, "cover.png");
    const out = path.join(folder, `tagged.${format.extension}`);
    const quiet = ["-hide_banner", "-loglevel", "error", "-y"];
    execFileSync("ffmpeg", [...quiet, "-f", "lavfi", "-i", "color=c=orange:s=320x320:d=1", "-frames:v", "1", cover]);
    const metadata = Object.entries(tags).flatMap(([key, value]) => ["-metadata", `${key}=${value}`]);
    const inputs = [
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440:duration=3",
      ...(format.cover ? ["-i", cover, "-map", "0:a", "-map", "1:v", "-c:v", "png", "-disposition:v", "attached_pic"] : []),
    ];
    execFileSync("ffmpeg", [...quiet, ...inputs, ...format.args, ...metadata, out]);
    return readFileSync(out);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
