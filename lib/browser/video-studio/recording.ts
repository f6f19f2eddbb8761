// The video studio's pure rules: which format to record, what the file is called, how the timer
// reads, and how a media error is explained. No browser objects here, so they are unit-tested.

/** Spec section 9: MediaRecorder hands over a chunk every second. */
export const CHUNK_INTERVAL_MS = 1000;
/** Spec section 9: the resolution asked for; the browser may give less. */
export const IDEAL_WIDTH = 1920;
export const IDEAL_HEIGHT = 1080;
/** A keyframe at least every 2 s, so a shared clip seeks and previews anywhere (Chrome honours it). */
export const KEYFRAME_INTERVAL_MS = 2000;
/** A recording stops by itself after 10 minutes, so a phone does not run out of memory. */
export const MAX_RECORDING_SECONDS = 10 * 60;
/** The visitor is warned this many seconds before the cap. */
export const CAP_WARNING_SECONDS = 60;

export type RecordingFormat = { mimeType: string; extension: "mp4" | "webm" };

// MP4 with H.264 and AAC first (Safari; Chrome where it has an AAC encoder): what phone galleries
// and messaging apps play. Never MP4 with Opus (Chromium on Linux offers it), which many of them
// refuse: WebM instead, which says what it is. Plain MP4 last for older Safari, which records only
// MP4 and does not name codecs; Debian's Chromium answers yes to it but records VP9 in it.
const withAudio = ["video/mp4;codecs=avc1,mp4a.40.2", "video/webm;codecs=vp9,opus", "video/webm;codecs=vp8,opus", "video/webm", "video/mp4"];
const videoOnly = ["video/mp4;codecs=avc1", "video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm", "video/mp4"];

/**
 * The format to ask MediaRecorder for, or null when the browser supports none of ours (it then
 * picks its own default, and the real type is read from the recorder afterwards).
 */
export function chooseRecordingFormat(isTypeSupported: (mimeType: string) => boolean, hasAudio: boolean): RecordingFormat | null {
  const mimeType = (hasAudio ? withAudio : videoOnly).find((candidate) => isTypeSupported(candidate));
  return mimeType ? { mimeType, extension: extensionFor(mimeType) } : null;
}

/** The file extension of what was really recorded: MP4 when the container is MP4, else WebM. */
export function extensionFor(mimeType: string): "mp4" | "webm" {
  return /^video\/(mp4|quicktime)/i.test(mimeType.trim()) ? "mp4" : "webm";
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The band's prefix: the short name in plain lower-case words joined by hyphens. */
export function fileNamePrefix(bandName: string): string {
  return bandName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents and Yoruba tone marks: "Ọ̀rẹ́" becomes "ore"
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** For example `eko-live-band-2026-11-23-1530.mp4`, in the visitor's local time. */
export function recordingFileName(bandName: string, startedAt: Date, extension: string): string {
  const date = `${startedAt.getFullYear()}-${pad(startedAt.getMonth() + 1)}-${pad(startedAt.getDate())}`;
  const time = `${pad(startedAt.getHours())}${pad(startedAt.getMinutes())}`;
  return `${fileNamePrefix(bandName)}-${date}-${time}.${extension}`;
}

/** Whole seconds as mm:ss (minutes keep counting past 59: 75:00). */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** Whole seconds passed since a start time, never negative. */
export function elapsedSeconds(startedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startedAtMs) / 1000));
}

/** The short reason after "Recording failed: ", from a getUserMedia / getDisplayMedia error. */
export function describeMediaError(error: unknown): string {
  const name = error instanceof Error || isDomExceptionLike(error) ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
      return "Permission denied";
    case "NotFoundError":
    case "OverconstrainedError":
      return "No camera or microphone found";
    case "NotReadableError":
    case "AbortError":
      return "The camera or microphone is in use by another app";
    case "NotSupportedError":
      return "This browser cannot record video here";
    default:
      return error instanceof Error && error.message ? error.message : "Unknown error";
  }
}

function isDomExceptionLike(error: unknown): error is { name: string } {
  return typeof error === "object" && error !== null && typeof (error as { name?: unknown }).name === "string";
}
