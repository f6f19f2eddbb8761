"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import type { UploadMode } from "@/lib/browser/music-upload";
import { FillAll } from "./fill-all";
import { useMusicSession } from "./music-session";
import { UploadFileRow } from "./upload-file-row";

/** Pick audio files, give each a title, album and genre, and upload them one after another. */
export function UploadPanel({ mode }: { mode: UploadMode }) {
  const pickerId = useId();
  // The queue lives in the admin layout, so it survives a visit to another tab.
  const { files, uploading, announcement, pick, remove, editField, fillAll, uploadAll } = useMusicSession().uploads;

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
              <UploadFileRow key={item.key} item={item} locked={uploading} onEdit={(field, value) => editField(item.key, field, value)} onRemove={() => remove(item.key)} />
            ))}
          </ul>
        </>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void uploadAll(mode)} disabled={uploading}>
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
