"use client";

import { useEffect, useRef } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { formatBytes, formatDuration } from "@/lib/browser/music-file-selection";
import type { PublicTrack } from "@/lib/validation/music";
import { DeleteConfirm } from "./delete-confirm";
import { TrackEditor, type TrackEdit } from "./track-editor";

export type RowMode = "view" | "edit" | "confirm-delete";

const small = "min-h-11 px-3";

/** One track in the library: details, Play/Pause, Download, Edit and Delete. */
export function TrackRow({
  track,
  mode,
  playing,
  busy,
  returnFocus,
  onPlay,
  onMode,
  onSave,
  onDelete,
}: {
  track: PublicTrack;
  mode: RowMode;
  playing: boolean;
  busy: boolean;
  /** Set when the row should take focus back to its Edit or Delete button (after Save, Cancel or a failed delete). */
  returnFocus: "edit" | "delete" | null;
  onPlay: () => void;
  onMode: (mode: RowMode, returnTo?: "edit" | "delete") => void;
  onSave: (edit: TrackEdit) => void;
  onDelete: () => void;
}) {
  const editRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (mode !== "view" || !returnFocus) return;
    (returnFocus === "edit" ? editRef : deleteRef).current?.focus();
  }, [mode, returnFocus]);

  const details = [track.artist, track.album, track.genre].filter(Boolean).join(" · ");
  const plays = `${track.playCount} ${track.playCount === 1 ? "play" : "plays"}`;

  return (
    <li className="rounded-lg border border-border bg-background p-4" aria-label={track.title}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <h4 className="font-semibold break-words">
            {playing && (
              <span className="mr-1 text-primary" aria-hidden="true">
                ♪
              </span>
            )}
            {track.title}
          </h4>
          <p className="text-sm break-words text-muted-foreground">{details}</p>
          <p className="text-sm text-muted-foreground">
            {formatDuration(track.duration)} · {plays} · {formatBytes(track.fileSize)}
          </p>
        </div>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap">
          <Button variant={playing ? "primary" : "outline"} className={`${small} sm:w-24`} onClick={onPlay} aria-label={`${playing ? "Pause" : "Play"} ${track.title}`}>
            <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
            {playing ? "Pause" : "Play"}
          </Button>
          <a href={`${track.fileUrl}?download=1`} download className={buttonClass("outline", small)} aria-label={`Download ${track.title}`}>
            Download
          </a>
          <Button
            ref={editRef}
            variant="outline"
            className={small}
            onClick={() => onMode(mode === "edit" ? "view" : "edit", "edit")}
            aria-label={`Edit ${track.title}`}
            aria-expanded={mode === "edit"}
            disabled={busy}
          >
            Edit
          </Button>
          <Button
            ref={deleteRef}
            variant="outline"
            className={small}
            onClick={() => onMode(mode === "confirm-delete" ? "view" : "confirm-delete", "delete")}
            aria-label={`Delete ${track.title}`}
            aria-expanded={mode === "confirm-delete"}
            disabled={busy}
          >
            Delete
          </Button>
        </div>
      </div>
      {mode === "edit" && <TrackEditor track={track} saving={busy} onSave={onSave} onCancel={() => onMode("view", "edit")} />}
      {mode === "confirm-delete" && <DeleteConfirm title={track.title} deleting={busy} onConfirm={onDelete} onCancel={() => onMode("view", "delete")} />}
    </li>
  );
}
