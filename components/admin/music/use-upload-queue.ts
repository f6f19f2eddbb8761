"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { refreshPagedList } from "@/components/admin/use-paged-list";
import { MUSIC_TRACKS_URL } from "@/lib/browser/music-tracks";
import { uploadTrack, type UploadMode } from "@/lib/browser/music-upload";
import { defaultDraft, noFilesSelectedNotice, selectAudioFiles, uploadedTitle, type TrackDraft } from "@/lib/browser/music-file-selection";
import { readDuration } from "./read-duration";
import { readFileTags } from "./read-file-tags";
import type { SelectedFile } from "./upload-types";

/** Spec section 9: the selection, metadata and progress clear 2 seconds after an upload. */
const CLEAR_AFTER_MS = 2000;

let nextKey = 0;

export type UploadQueue = ReturnType<typeof useUploadQueue>;

/**
 * The picked files, their details and the uploads, one after another. Held above the Music page
 * (MusicSessionProvider) so an upload carries on while the admin opens another tab.
 */
export function useUploadQueue() {
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const durations = useRef(new Map<string, Promise<number>>());
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  // Leaving the site (reload, closing the tab) would cut the upload off: the browser asks first.
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [uploading]);

  const update = (key: string, change: Partial<SelectedFile>) => setFiles((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

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
      // The file's tags replace the defaults of the fields the admin has not touched yet.
      void readFileTags(item.file).then((tags) =>
        setFiles((current) =>
          current.map((entry) => {
            if (entry.key !== item.key) return entry;
            const untouched = (field: keyof TrackDraft) => entry.draft[field] === item.draft[field];
            const draft = { ...entry.draft };
            for (const field of ["title", "album", "genre"] as const) if (tags[field] && untouched(field)) draft[field] = tags[field];
            return { ...entry, draft };
          }),
        ),
      );
      const reading = readDuration(item.file);
      durations.current.set(item.key, reading);
      void reading.then((duration) =>
        setFiles((current) => current.map((entry) => (entry.key === item.key ? { ...entry, duration, status: entry.status === "calculating" ? "ready" : entry.status } : entry))),
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

  // One field of one file, merged into the file's current details: a change never carries the
  // other fields as a render saw them, so it cannot undo a Fill All or a tag read that came between.
  function editField(key: string, field: keyof TrackDraft, value: string) {
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, draft: { ...item.draft, [field]: value } } : item)));
  }

  function fillAll(field: keyof Pick<TrackDraft, "album" | "genre">, value: string) {
    setFiles((current) => current.map((item) => (item.status === "done" ? item : { ...item, draft: { ...item.draft, [field]: value } })));
    setAnnouncement(`${field === "album" ? "Album" : "Genre"} set to ${value || "blank"} for every file`);
  }

  async function uploadAll(mode: UploadMode) {
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
        await uploadTrack(item.file, { title: item.draft.title.trim(), album: item.draft.album.trim(), genre: item.draft.genre.trim(), duration }, mode, (progress) =>
          update(item.key, { status: "uploading", progress }),
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
    // The library (if the Music page is open) reloads; otherwise the page loads the new list when opened.
    if (uploaded > 0) void refreshPagedList(MUSIC_TRACKS_URL);
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

  return { files, uploading, announcement, pick, remove, editField, fillAll, uploadAll };
}
