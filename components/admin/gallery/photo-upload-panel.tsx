"use client";

import { useId, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { CategoryField } from "./category-field";
import type { AdminPhoto } from "./api";
import { PhotoUploadRow } from "./photo-upload-row";
import { usePhotoUploads } from "./use-photo-uploads";

/** Drop or pick many photos, give each its details, then send them (each its own request, a few at once). */
type Props = { categories: readonly string[]; onUploaded: (photo: AdminPhoto) => void; onBatchUploaded: (ids: number[]) => void };

export function PhotoUploadPanel({ categories, onUploaded, onBatchUploaded }: Props) {
  const id = useId();
  const { items, uploading, announcement, update, add, remove, applyCategoryToAll, uploadAll } = usePhotoUploads(onUploaded, onBatchUploaded);
  const [dragging, setDragging] = useState(false);
  const [allCategory, setAllCategory] = useState("");

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!uploading) add(Array.from(event.dataTransfer.files), allCategory);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-5">
      <div>
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          Upload photos
        </h3>
        <p className="text-sm text-muted-foreground">
          JPEG, PNG, WebP or AVIF, up to 25 MB each. iPhone HEIC photos: set Camera › Formats to “Most Compatible”, or share them as JPEG.
        </p>
      </div>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-6 text-center ${dragging ? "border-primary bg-primary/10" : "border-border"}`}
      >
        <p className="text-sm font-medium">Drag photos here, or</p>
        <label
          htmlFor={`${id}-picker`}
          className="mt-2 inline-flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-border bg-muted px-5 text-sm font-semibold focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring"
        >
          Choose photos
          <input
            id={`${id}-picker`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
            multiple
            disabled={uploading}
            onChange={(event) => {
              add(Array.from(event.target.files ?? []), allCategory);
              event.target.value = "";
            }}
            className="sr-only"
          />
        </label>
      </div>

      {items.length > 0 && (
        <>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="min-w-0 sm:w-80">
              <CategoryField label="Category for every photo" value={allCategory} categories={categories} disabled={uploading} onChange={setAllCategory} />
            </div>
            <Button variant="outline" disabled={uploading || !allCategory.trim()} onClick={() => applyCategoryToAll(allCategory.trim())}>
              Apply category to all
            </Button>
          </div>
          <ul className="space-y-3" aria-label="Photos to upload">
            {items.map((item) => (
              <PhotoUploadRow
                key={item.key}
                item={item}
                categories={categories}
                locked={uploading}
                onChange={(fields) => update(item.key, { fields })}
                onRemove={() => remove(item.key)}
              />
            ))}
          </ul>
          <Button onClick={() => void uploadAll()} disabled={uploading}>
            {uploading ? "Uploading…" : `Upload ${items.length === 1 ? "photo" : `${items.length} photos`}`}
          </Button>
        </>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
