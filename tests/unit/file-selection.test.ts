import { describe, expect, it } from "vitest";
import {
  defaultDraft,
  defaultTitle,
  fileExtension,
  formatBytes,
  formatDuration,
  noFilesSelectedNotice,
  selectAudioFiles,
  uploadedTitle,
  uploadPercent,
} from "@/lib/browser/music-file-selection";
import { MAX_TRACK_BYTES } from "@/lib/validation/music";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const MB150 = 150 * 1024 * 1024;

describe("selectAudioFiles", () => {
  it("keeps audio files in order and shows no notice when all are fine", () => {
    const picked = [file("a.mp3", "audio/mpeg"), file("b.wav", "audio/wav"), file("c.m4a", "audio/mp4")];
    const result = selectAudioFiles(picked);
    expect(result.accepted).toEqual(picked);
    expect(result).toMatchObject({ skipped: 0, tooLarge: 0, notices: [] });
  });

  it("an empty pick adds nothing and says nothing (the Upload button says 'No Files Selected')", () => {
    expect(selectAudioFiles([])).toEqual({ accepted: [], skipped: 0, tooLarge: 0, notices: [] });
    expect(noFilesSelectedNotice).toEqual({ title: "No Files Selected", description: "Please select at least one audio file to upload" });
  });

  it("says 'Invalid Files' when nothing picked is audio", () => {
    const result = selectAudioFiles([file("photo.png", "image/png"), file("notes.txt", "text/plain"), file("x", "")]);
    expect(result.accepted).toEqual([]);
    expect(result.skipped).toBe(3);
    expect(result.notices).toEqual([{ title: "Invalid Files", description: "Please select valid audio files (MP3, WAV, etc.)" }]);
  });

  it("says 'Some Files Skipped' with the count when some are not audio", () => {
    const song = file("song.mp3", "audio/mpeg");
    const result = selectAudioFiles([file("a.png", "image/png"), song, file("b.mp4", "video/mp4")]);
    expect(result.accepted).toEqual([song]);
    expect(result.skipped).toBe(2);
    expect(result.notices).toEqual([{ title: "Some Files Skipped", description: "2 non-audio files were skipped" }]);
  });

  it("judges by the declared type, not the name", () => {
    const result = selectAudioFiles([file("song.mp3", "image/png"), file("photo.png", "audio/mpeg"), file("LOUD.WAV", "AUDIO/WAV")]);
    expect(result.accepted.map((f) => f.name)).toEqual(["photo.png", "LOUD.WAV"]);
    expect(result.skipped).toBe(1);
  });

  it("accepts exactly 150 MB and refuses 150 MB + 1 byte with 'Files Too Large'", () => {
    expect(MAX_TRACK_BYTES).toBe(MB150);
    const exact = file("exact.wav", "audio/wav", MB150);
    const over = file("over.wav", "audio/wav", MB150 + 1);
    const result = selectAudioFiles([exact, over, file("huge.mp3", "audio/mpeg", MB150 * 2)]);
    expect(result.accepted).toEqual([exact]);
    expect(result.tooLarge).toBe(2);
    expect(result.notices).toEqual([{ title: "Files Too Large", description: "2 files exceed 150MB limit" }]);
  });

  it("accepts a zero-byte audio file (the server judges its content)", () => {
    const empty = file("empty.mp3", "audio/mpeg", 0);
    expect(selectAudioFiles([empty])).toEqual({ accepted: [empty], skipped: 0, tooLarge: 0, notices: [] });
  });

  it("reports skipped and too-large files together, skipped first", () => {
    const result = selectAudioFiles([file("a.png", "image/png"), file("big.wav", "audio/wav", MB150 + 1), file("ok.wav", "audio/wav")]);
    expect(result.accepted.map((f) => f.name)).toEqual(["ok.wav"]);
    expect(result.notices.map((n) => n.title)).toEqual(["Some Files Skipped", "Files Too Large"]);
    expect(result.notices[0]?.description).toBe("1 non-audio files were skipped");
    expect(result.notices[1]?.description).toBe("1 files exceed 150MB limit");
  });

  it("when the only audio is too large, it is 'Files Too Large' (not 'Invalid Files')", () => {
    const result = selectAudioFiles([file("big.wav", "audio/wav", MB150 + 1)]);
    expect(result.accepted).toEqual([]);
    expect(result.notices.map((n) => n.title)).toEqual(["Files Too Large"]);
  });
});

describe("defaults", () => {
  it("title is the file name without its extension", () => {
    expect(defaultTitle("Owambe Groove.mp3")).toBe("Owambe Groove");
    expect(defaultTitle("live.at.the.club.wav")).toBe("live.at.the.club");
    expect(defaultTitle("no-extension")).toBe("no-extension");
    expect(defaultTitle(".hidden")).toBe(".hidden");
    expect(defaultTitle("C:\\music\\Song.flac")).toBe("Song");
    expect(defaultTitle("  spaced .mp3")).toBe("spaced");
  });

  it("album 'Uploaded Collection' and genre 'Unknown'", () => {
    expect(defaultDraft("Highlife.mp3")).toEqual({ title: "Highlife", album: "Uploaded Collection", genre: "Unknown" });
  });

  it("stored extension: lowercase 2-5 characters from the name, else mp3", () => {
    expect(fileExtension("a.WAV")).toBe("wav");
    expect(fileExtension("a.flac")).toBe("flac");
    expect(fileExtension("a.m")).toBe("mp3");
    expect(fileExtension("a.toolong")).toBe("mp3");
    expect(fileExtension("noext")).toBe("mp3");
    expect(fileExtension("a.m-4")).toBe("mp3");
  });

  it("success title: '1 Track Uploaded', 'N Tracks Uploaded'", () => {
    expect(uploadedTitle(1)).toBe("1 Track Uploaded");
    expect(uploadedTitle(2)).toBe("2 Tracks Uploaded");
  });
});

describe("uploadPercent", () => {
  it("maps bytes sent to 10 + 90% and rounds", () => {
    expect(uploadPercent(0, 100)).toBe(10);
    expect(uploadPercent(50, 100)).toBe(55);
    expect(uploadPercent(100, 100)).toBe(100);
    expect(uploadPercent(1, 3)).toBe(40);
    expect(uploadPercent(1, 7)).toBe(23); // 22.857...
  });

  it("stays within 10..100 for bad input", () => {
    expect(uploadPercent(0, 0)).toBe(10);
    expect(uploadPercent(5, -1)).toBe(10);
    expect(uploadPercent(Number.NaN, 100)).toBe(10);
    expect(uploadPercent(200, 100)).toBe(100);
    expect(uploadPercent(-5, 100)).toBe(10);
  });
});

describe("formatting", () => {
  it("durations as m:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(125)).toBe("2:05");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(Number.NaN)).toBe("0:00");
  });

  it("sizes", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2.0 KB");
    expect(formatBytes(3.5 * 1024 * 1024)).toBe("3.5 MB");
  });
});
