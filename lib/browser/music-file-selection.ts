// The upload panel's rules for picked files (spec sections 5, 8 and 9), kept pure so they are unit-tested.
import { MAX_TRACK_BYTES, UPLOAD_DEFAULTS } from "@/lib/validation/music";

/** What the rules need of a picked file (a browser File has all three). */
export type PickedFile = { name: string; type: string; size: number };

/** A toast: title and description, word for word from the spec. */
export type SelectionNotice = { title: string; description: string };

export type FileSelection<F extends PickedFile> = {
  /** Audio files within the size limit, in the order picked. */
  accepted: F[];
  /** How many picked files were not audio. */
  skipped: number;
  /** How many audio files were over 150 MB (not added). */
  tooLarge: number;
  /** The notices to show, most important first (the Toaster shows one at a time). */
  notices: SelectionNotice[];
};

const isAudioFile = (file: PickedFile) => file.type.toLowerCase().startsWith("audio/");

export const noFilesSelectedNotice: SelectionNotice = {
  title: "No Files Selected",
  description: "Please select at least one audio file to upload",
};

/** Sorts picked files into the ones to add and the notices about the rest. */
export function selectAudioFiles<F extends PickedFile>(files: readonly F[]): FileSelection<F> {
  const audio = files.filter(isAudioFile);
  const skipped = files.length - audio.length;
  const accepted = audio.filter((file) => file.size <= MAX_TRACK_BYTES);
  const tooLarge = audio.length - accepted.length;
  const notices: SelectionNotice[] = [];
  if (files.length > 0 && audio.length === 0) {
    notices.push({ title: "Invalid Files", description: "Please select valid audio files (MP3, WAV, etc.)" });
  } else if (skipped > 0) {
    notices.push({ title: "Some Files Skipped", description: `${skipped} non-audio files were skipped` });
  }
  if (tooLarge > 0) notices.push({ title: "Files Too Large", description: `${tooLarge} files exceed 150MB limit` });
  return { accepted, skipped, tooLarge, notices };
}

/** The title a file starts with: its name without the last extension. */
export function defaultTitle(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, "");
  const dot = base.lastIndexOf(".");
  const title = (dot > 0 ? base.slice(0, dot) : base).trim();
  return title || base.trim() || "Untitled";
}

export type TrackDraft = { title: string; album: string; genre: string };

/** The editable metadata a newly picked file starts with. */
export function defaultDraft(fileName: string): TrackDraft {
  return { title: defaultTitle(fileName), album: UPLOAD_DEFAULTS.album, genre: UPLOAD_DEFAULTS.genre };
}

/** Upload progress as the spec shows it: 10% for starting, the other 90% by bytes sent. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(loaded)) return 10;
  const share = Math.min(Math.max(loaded / total, 0), 1);
  return Math.round(10 + 90 * share);
}

/** "1 Track Uploaded", "2 Tracks Uploaded". */
export const uploadedTitle = (count: number) => `${count} ${count === 1 ? "Track" : "Tracks"} Uploaded`;

/** The extension a stored file gets: from the name, lowercase, 2-5 of [a-z0-9], else "mp3". */
export function fileExtension(fileName: string): string {
  const match = /\.([A-Za-z0-9]{2,5})$/.exec(fileName);
  return match?.[1] ? match[1].toLowerCase() : "mp3";
}

/** 125 → "2:05"; anything unknown → "0:00". */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** 3_500_000 → "3.3 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 B";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
