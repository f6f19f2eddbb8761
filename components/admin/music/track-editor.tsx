"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { PublicTrack } from "@/lib/validation/music";
import { Input } from "@/components/ui/input";

export type TrackEdit = { title: string; album: string; genre: string };

/** The inline editor: Title, Album and Genre; Save only while the title is not blank. */
export function TrackEditor({ track, saving, onSave, onCancel }: { track: PublicTrack; saving: boolean; onSave: (edit: TrackEdit) => void; onCancel: () => void }) {
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const [edit, setEdit] = useState<TrackEdit>({ title: track.title, album: track.album ?? "", genre: track.genre ?? "" });
  const blank = !edit.title.trim();

  useEffect(() => titleRef.current?.focus(), []);

  return (
    <form
      aria-label={`Edit details of ${track.title}`}
      className="mt-3 space-y-3 rounded-md border border-border bg-background p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) onSave({ title: edit.title.trim(), album: edit.album.trim(), genre: edit.genre.trim() });
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="min-w-0 text-sm font-medium">
          <label htmlFor={`${id}-title`}>Title</label>
          <Input
            ref={titleRef}
            id={`${id}-title`}
            value={edit.title}
            onChange={(event) => setEdit({ ...edit, title: event.target.value })}
            maxLength={200}
            required
            aria-invalid={blank || undefined}
            aria-describedby={blank ? `${id}-title-error` : undefined}
          />
          {blank && (
            <p id={`${id}-title-error`} className="mt-1 text-sm text-danger">
              A title is required
            </p>
          )}
        </div>
        <div className="min-w-0 text-sm font-medium">
          <label htmlFor={`${id}-album`}>Album</label>
          <Input id={`${id}-album`} value={edit.album} onChange={(event) => setEdit({ ...edit, album: event.target.value })} maxLength={200} />
        </div>
        <div className="min-w-0 text-sm font-medium">
          <label htmlFor={`${id}-genre`}>Genre</label>
          <Input id={`${id}-genre`} value={edit.genre} onChange={(event) => setEdit({ ...edit, genre: event.target.value })} maxLength={100} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="min-h-11 px-4" disabled={blank || saving}>
          {saving ? "Saving..." : "Save"}
        </Button>
        <Button variant="outline" className="min-h-11 px-4" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
