"use client";

import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { uploadTrack, type UploadMode } from "@/lib/music/client-upload";
import { defaultDraft, noFilesSelectedNotice, selectAudioFiles, uploadedTitle, type TrackDraft } from "@/lib/music/file-selection";
import { FillAll } from "./fill-all";
import { readDuration } from "./read-duration";
import { UploadFileRow } from "./upload-file-row";
import type { SelectedFile } from "./upload-types";

/** Spec section 9: the selection, metadata and progress clear 2 seconds after an upload. */
const CLEAR_AFTER_MS = 2000;

let nextKey = 0;

/** Pick audio files, give each a title, album and genre, and upload them one after another. */
export function UploadPanel({ mode, onUploaded }: { mode: UploadMode; onUploaded: () => void }) {
  const pickerId = useId();
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const durations = useRef(new Map<string, Promise<number>>());
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const update = (key: string, change: Partial<SelectedFile>) =>
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function pick(list: FileList | null) {
    const selection = selectAudioFiles(Array.from(list ?? []));
    for (const notice of selection.notices) toast.error(notice.title, { description: notice.description });
    if (selection.accepted.length === 0) return;
    clearTimeout(clearTimer.current);
    const added: SelectedFile[] = selection.accepted.map((file) => ({
      key: `file-${nextKey++}`,
      file,
      draft: defaultDraft(file.name),
      duration: null,
      status: "calculating",
      progress: 0,
    }));
    for (const item of added) {
      const reading = readDuration(item.file);
      durations.current.set(item.key, reading);
      void reading.then((duration) =>
        setFiles((current) =>
          current.map((entry) =>
            entry.key === item.key ? { ...entry, duration, status: entry.status === "calculating" ? "ready" : entry.status } : entry,
          ),
        ),
      );
    }
    // Files uploaded earlier and still on show make way for the new pick.
    setFiles((current) => [...current.filter((item) => item.status !== "done"), ...added]);
    setAnnouncement(`${added.length} ${added.length === 1 ? "file" : "files"} ready for details`);
  }

  function remove(key: string) {
    durations.current.delete(key);
    setFiles((current) => current.filter((item) => item.key !== key));
  }

  function fillAll(field: keyof Pick<TrackDraft, "album" | "genre">, value: string) {
    setFiles((current) => current.map((item) => (item.status === "done" ? item : { ...item, draft: { ...item.draft, [field]: value } })));
    setAnnouncement(`${field === "album" ? "Album" : "Genre"} set to ${value || "blank"} for every file`);
  }

  async function uploadAll() {
    const queue = files.filter((item) => item.status !== "done");
    if (queue.length === 0) {
      toast.error(noFilesSelectedNotice.title, { description: noFilesSelectedNotice.description });
      return;
    }
    const untitled = queue.find((item) => !item.draft.title.trim());
    if (untitled) {
      toast.error("Upload Failed", { description: `Give ${untitled.file.name} a title first` });
      return;
    }
    clearTimeout(clearTimer.current);
    setUploading(true);
    const succeeded: string[] = [];
    const failures: string[] = [];
    for (const [index, item] of queue.entries()) {
      setAnnouncement(`Uploading file ${index + 1} of ${queue.length}: ${item.file.name}`);
      update(item.key, { status: "starting", progress: 10, error: undefined });
      try {
        const duration = item.duration ?? (await (durations.current.get(item.key) ?? Promise.resolve(0)));
        await uploadTrack(
          item.file,
          { title: item.draft.title.trim(), album: item.draft.album.trim(), genre: item.draft.genre.trim(), duration },
          mode,
          (progress) => update(item.key, { status: "uploading", progress }),
        );
        update(item.key, { status: "done", progress: 100 });
        succeeded.push(item.key);
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : "Upload failed";
        update(item.key, { status: "failed", error: message });
        failures.push(queue.length > 1 ? `${item.file.name}: ${message}` : message);
      }
    }
    setUploading(false);
    const uploaded = succeeded.length;
    if (uploaded > 0) onUploaded();
    if (failures.length === 0) {
      toast.success(uploadedTitle(uploaded), { description: uploaded === 1 ? "The track is now in the library." : "The tracks are now in the library." });
    } else {
      const done = uploaded > 0 ? ` (${uploadedTitle(uploaded).toLowerCase()})` : "";
      toast.error("Upload Failed", { description: `${failures.join("; ")}${done}` });
    }
    setAnnouncement(failures.length === 0 ? uploadedTitle(uploaded) : `Upload failed for ${failures.length} of ${queue.length} files`);
    // Uploaded files clear after the spec's delay; a failed one stays so it can be retried or removed.
    clearTimer.current = setTimeout(() => {
      setFiles((current) => current.filter((item) => item.status !== "done"));
      for (const key of succeeded) durations.current.delete(key);
    }, CLEAR_AFTER_MS);
  }

  return (
    <section aria-labelledby={`${pickerId}-heading`} className="space-y-5">
      <div>
        <h3 id={`${pickerId}-heading`} className="text-lg font-semibold">
          Upload tracks
        </h3>
        <p className="text-sm text-muted-foreground">Audio files (MP3, WAV, etc.), up to 150MB each. Pick several at once if you like.</p>
      </div>

      <div>
        <label htmlFor={pickerId} className="block text-sm font-medium">
          Audio files
        </label>
        <input
          id={pickerId}
          type="file"
          accept="audio/*"
          multiple
          disabled={uploading}
          onChange={(event) => {
            pick(event.target.files);
            event.target.value = "";
          }}
          className="mt-1 block w-full max-w-full text-sm text-muted-foreground file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-border file:bg-muted file:px-4 file:text-sm file:font-semibold file:text-foreground"
        />
      </div>

      {files.length > 0 && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FillAll label="Fill All Albums" placeholder="Album for every file" disabled={uploading} onApply={(value) => fillAll("album", value)} />
            <FillAll label="Fill All Genres" placeholder="Genre for every file" disabled={uploading} onApply={(value) => fillAll("genre", value)} />
          </div>
          <ul className="space-y-3" aria-label="Files to upload">
            {files.map((item) => (
              <UploadFileRow
                key={item.key}
                item={item}
                locked={uploading}
                onChange={(draft) => update(item.key, { draft })}
                onRemove={() => remove(item.key)}
              />
            ))}
          </ul>
        </>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={uploadAll} disabled={uploading}>
          {uploading ? "Uploading..." : "Upload"}
        </Button>
        {files.length === 0 && <p className="text-sm text-muted-foreground">No files selected yet.</p>}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
