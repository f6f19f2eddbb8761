import type { TrackDraft } from "@/lib/browser/music-file-selection";

type UploadStatus = "calculating" | "ready" | "starting" | "uploading" | "done" | "failed";

/** One picked file on its way to the library. */
export type SelectedFile = {
  key: string;
  file: File;
  draft: TrackDraft;
  duration: number | null;
  status: UploadStatus;
  progress: number;
  error?: string;
};
