import { describe, expect, it } from "vitest";
import { site } from "@/fixed/site";
import { chooseRecordingFormat, describeMediaError, elapsedSeconds, extensionFor, fileNamePrefix, formatElapsed, recordingFileName } from "@/lib/browser/video-studio/recording";

const supports =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type);

describe("recording format", () => {
  it("records MP4 with H.264 and AAC where the browser can, never MP4 with Opus (which phones and messaging apps refuse)", () => {
    const chromeOnLinux = supports("video/mp4;codecs=avc1,opus", "video/mp4;codecs=avc1", "video/webm;codecs=vp9,opus", "video/webm", "video/mp4");
    expect(chooseRecordingFormat(chromeOnLinux, true)).toEqual({ mimeType: "video/webm;codecs=vp9,opus", extension: "webm" });
    expect(chooseRecordingFormat(chromeOnLinux, false)).toEqual({ mimeType: "video/mp4;codecs=avc1", extension: "mp4" });
    const chromeOnMac = supports("video/mp4;codecs=avc1,mp4a.40.2", "video/mp4;codecs=avc1,opus", "video/webm;codecs=vp9,opus");
    expect(chooseRecordingFormat(chromeOnMac, true)?.mimeType).toBe("video/mp4;codecs=avc1,mp4a.40.2");
    const safari = supports("video/mp4;codecs=avc1,mp4a.40.2", "video/mp4;codecs=avc1", "video/mp4");
    expect(chooseRecordingFormat(safari, true)?.mimeType).toBe("video/mp4;codecs=avc1,mp4a.40.2");
  });

  it("falls back to WebM, and never to Debian Chromium's VP9-in-MP4", () => {
    const debianChromium = supports("video/webm;codecs=vp9,opus", "video/webm;codecs=vp9", "video/webm", "video/mp4", "video/mp4;codecs=vp9,opus");
    expect(chooseRecordingFormat(debianChromium, true)).toEqual({ mimeType: "video/webm;codecs=vp9,opus", extension: "webm" });
    expect(chooseRecordingFormat(debianChromium, false)).toEqual({ mimeType: "video/webm;codecs=vp9", extension: "webm" });
    expect(chooseRecordingFormat(supports("video/webm;codecs=vp8,opus"), true)?.mimeType).toBe("video/webm;codecs=vp8,opus");
  });

  it("takes plain MP4 from an older Safari that names no codecs, and nothing when nothing is supported", () => {
    expect(chooseRecordingFormat(supports("video/mp4"), true)).toEqual({ mimeType: "video/mp4", extension: "mp4" });
    expect(chooseRecordingFormat(() => false, true)).toBeNull();
  });

  it("names the extension after the container really recorded", () => {
    expect(extensionFor("video/mp4;codecs=avc1,mp4a.40.2")).toBe("mp4");
    expect(extensionFor("video/mp4;codecs=vp9,opus")).toBe("mp4");
    expect(extensionFor("video/x-matroska;codecs=avc1")).toBe("webm");
    expect(extensionFor("video/webm;codecs=vp8,opus")).toBe("webm");
    expect(extensionFor("")).toBe("webm");
  });
});

describe("file name", () => {
  it("is the band's prefix and the local start time, with the real extension", () => {
    expect(fileNamePrefix(site.shortName)).toBe("eko-live-band");
    expect(recordingFileName(site.shortName, new Date(2026, 10, 23, 15, 30, 59), "mp4")).toBe("eko-live-band-2026-11-23-1530.mp4");
    expect(recordingFileName(site.shortName, new Date(2027, 0, 5, 9, 4), "webm")).toBe("eko-live-band-2027-01-05-0904.webm");
  });

  it("keeps only safe characters in the prefix", () => {
    expect(fileNamePrefix("  Eko Live Band & Entertainment!  ")).toBe("eko-live-band-and-entertainment");
    expect(fileNamePrefix("Ọ̀rẹ́/..\\Band")).toBe("ore-band");
  });
});

describe("timer", () => {
  it("reads mm:ss from whole seconds", () => {
    expect(formatElapsed(0)).toBe("00:00");
    expect(formatElapsed(2.9)).toBe("00:02");
    expect(formatElapsed(59)).toBe("00:59");
    expect(formatElapsed(60)).toBe("01:00");
    expect(formatElapsed(600)).toBe("10:00");
    expect(formatElapsed(4500)).toBe("75:00");
    expect(formatElapsed(-3)).toBe("00:00");
  });

  it("counts whole seconds from the start and never goes below zero", () => {
    expect(elapsedSeconds(1000, 1999)).toBe(0);
    expect(elapsedSeconds(1000, 3000)).toBe(2);
    expect(elapsedSeconds(5000, 1000)).toBe(0);
  });
});

describe("media errors", () => {
  it("explains the browser's errors in a few words", () => {
    expect(describeMediaError(new DOMException("Permission denied", "NotAllowedError"))).toBe("Permission denied");
    expect(describeMediaError(new DOMException("", "NotFoundError"))).toBe("No camera or microphone found");
    expect(describeMediaError(new DOMException("Could not start video source", "NotReadableError"))).toBe("The camera or microphone is in use by another app");
    expect(describeMediaError(new DOMException("", "NotSupportedError"))).toBe("This browser cannot record video here");
    expect(describeMediaError(new Error("Something odd"))).toBe("Something odd");
    expect(describeMediaError("not an error")).toBe("Unknown error");
  });
});
