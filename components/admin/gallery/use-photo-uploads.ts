"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { messageOf, uploadPhoto, type AdminPhoto, type PhotoFields } from "./api";

/** A few requests at once: the server decodes a few photos at a time anyway, and a phone's uplink is shared. */
const PARALLEL_UPLOADS = 3;
/** Phone cameras: the server refuses more than this, so the panel says so before sending. */
const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

type UploadStatus = "ready" | "uploading" | "done" | "failed";

/** One picked photo on its way to the gallery. */
export type PendingPhoto = {
  key: string;
  file: File;
  preview: string;
  fields: PhotoFields;
  status: UploadStatus;
  progress: number;
  error?: string;
};

let nextKey = 0;

/** "wedding_dance-01.jpg" → "wedding dance 01": a starting title the admin can keep or change. */
const titleFromName = (name: string) =>
  name
    .replace(/\.[^.]+$/, "")
    .replace(/[_-]+/g, " ")
    .trim()
    .slice(0, 120);

/** What is still missing before a photo may be sent, in the order of its fields. */
function missingFields(fields: PhotoFields): string[] {
  const missing: string[] = [];
  if (!fields.title.trim()) missing.push("title");
  if (!fields.category.trim()) missing.push("category");
  if (!fields.alt.trim()) missing.push("alt text");
  return missing;
}

/** The picked photos, their details, and the uploads (each photo its own request, a few in parallel). */
/**
 * `onUploaded` after each photo; `onBatchUploaded` once, with the ids in the order the photos were
 * picked (each upload goes first, so parallel uploads land in whatever order they finish).
 */
export function usePhotoUploads(onUploaded: (photo: AdminPhoto) => void, onBatchUploaded: (ids: number[]) => void) {
  const [items, setItems] = useState<PendingPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // Leaving the page would cut the uploads off: the browser asks first.
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [uploading]);

  const update = (key: string, change: Partial<PendingPhoto>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function add(files: File[], defaultCategory: string) {
    const images = files.filter((file) => file.type.startsWith("image/") || /\.(jpe?g|png|webp|avif|heic|heif)$/i.test(file.name));
    const skipped = files.length - images.length;
    if (skipped > 0)
      toast.error("Not a photo", { description: `${skipped} ${skipped === 1 ? "file is" : "files are"} not an image and ${skipped === 1 ? "was" : "were"} left out.` });
    if (images.length === 0) return;
    const added = images.map((file): PendingPhoto => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const tooLarge = file.size > MAX_PHOTO_BYTES;
      return {
        key: `photo-${nextKey++}`,
        file,
        preview,
        fields: { title: titleFromName(file.name), alt: "", category: defaultCategory },
        status: tooLarge ? "failed" : "ready",
        progress: 0,
        error: tooLarge ? "This photo is over 25 MB. Send a smaller copy (most phones can share a photo at a lower size)." : undefined,
      };
    });
    setItems((current) => [...current.filter((item) => item.status !== "done"), ...added]);
    setAnnouncement(`${added.length} ${added.length === 1 ? "photo" : "photos"} added: give each a title, category and alt text`);
  }

  function remove(key: string) {
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return current.filter((item) => item.key !== key);
    });
  }

  function applyCategoryToAll(category: string) {
    setItems((current) => current.map((item) => (item.status === "done" ? item : { ...item, fields: { ...item.fields, category } })));
    setAnnouncement(`Category set to ${category} for every photo`);
  }

  /** Sends every photo not yet uploaded; sends nothing while a photo lacks a detail. */
  async function uploadAll() {
    const queue = items.filter((item) => item.status === "ready" || (item.status === "failed" && item.file.size <= MAX_PHOTO_BYTES));
    if (queue.length === 0) {
      toast.error("No photos to upload", { description: "Drop photos here or choose them first." });
      return;
    }
    const incomplete = queue.find((item) => missingFields(item.fields).length > 0);
    if (incomplete) {
      toast.error("Details missing", { description: `${incomplete.file.name} needs its ${missingFields(incomplete.fields).join(", ")} first.` });
      return;
    }
    setUploading(true);
    setAnnouncement(`Uploading ${queue.length} ${queue.length === 1 ? "photo" : "photos"}`);
    let done = 0;
    const failures: string[] = [];
    const uploadedIds = new Map<string, number>();
    const waiting = [...queue];
    async function worker() {
      for (let item = waiting.shift(); item; item = waiting.shift()) {
        const { key, file } = item;
        const fields = { title: item.fields.title.trim(), alt: item.fields.alt.trim(), category: item.fields.category.trim() };
        update(key, { status: "uploading", progress: 0, error: undefined });
        try {
          const photo = await uploadPhoto(file, fields, (progress) => update(key, { progress }));
          update(key, { status: "done", progress: 100 });
          done++;
          uploadedIds.set(key, photo.id);
          onUploaded(photo);
        } catch (failure) {
          const message = messageOf(failure, "Upload failed");
          update(key, { status: "failed", error: message });
          failures.push(`${file.name}: ${message}`);
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
    setUploading(false);
    onBatchUploaded(queue.flatMap((item) => (uploadedIds.has(item.key) ? [uploadedIds.get(item.key)!] : [])));
    const uploadedText = `${done} ${done === 1 ? "photo" : "photos"} uploaded`;
    if (failures.length === 0) toast.success("Photos uploaded", { description: `${uploadedText}; they show on /gallery on its next load.` });
    else toast.error("Some photos were refused", { description: `${failures.length} of ${queue.length} failed (see the list); ${uploadedText}.` });
    setAnnouncement(failures.length === 0 ? uploadedText : `${failures.length} of ${queue.length} photos failed; ${uploadedText}`);
    // Uploaded ones leave the list (they are in the gallery below); refused ones stay to be fixed or removed.
    setItems((current) =>
      current.filter((item) => {
        if (item.status !== "done") return true;
        URL.revokeObjectURL(item.preview);
        previews.current.delete(item.preview);
        return false;
      }),
    );
  }

  return { items, uploading, announcement, update, add, remove, applyCategoryToAll, uploadAll };
}
