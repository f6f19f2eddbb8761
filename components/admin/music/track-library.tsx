"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/browser/fetch";
import type { PublicTrack } from "@/lib/validation/music";
import { useMusicSession } from "./music-session";
import type { TrackEdit } from "./track-editor";
import { TrackRow, type RowMode } from "./track-row";

type Focus = { id: number; to: "edit" | "delete" };

const messageOf = (failure: unknown, fallback: string) => (failure instanceof Error && failure.message ? failure.message : fallback);

/** The tracks on the site, with one shared player (spec section 2). */
export function TrackLibrary({
  tracks,
  error,
  loading,
  onChanged,
  onRetry,
}: {
  tracks: PublicTrack[] | undefined;
  error: Error | undefined;
  loading: boolean;
  onChanged: () => Promise<unknown>;
  onRetry: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The player lives in the admin layout, so a track keeps playing while another tab is open.
  const { playingId, toggle: togglePlay, stop } = useMusicSession().player;
  const [row, setRow] = useState<{ id: number; mode: RowMode } | null>(null);
  const [focus, setFocus] = useState<Focus | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  function changeMode(id: number, mode: RowMode, returnTo?: Focus["to"]) {
    if (mode === "view") {
      setRow(null);
      setFocus(returnTo ? { id, to: returnTo } : null);
    } else {
      setRow({ id, mode });
      setFocus(null);
    }
  }

  async function save(track: PublicTrack, edit: TrackEdit) {
    setBusyId(track.id);
    try {
      await postJson(`/api/music-tracks/${track.id}`, edit, "PATCH");
      await onChanged();
      toast.success("Track Updated", { description: `"${edit.title}" was saved.` });
      changeMode(track.id, "view", "edit");
    } catch (failure) {
      toast.error("Update Failed", { description: messageOf(failure, "Failed to update track") });
    } finally {
      setBusyId(null);
    }
  }

  async function remove(track: PublicTrack) {
    setBusyId(track.id);
    try {
      await postJson(`/api/music-tracks/${track.id}`, undefined, "DELETE");
      if (playingId === track.id) stop();
      setRow(null);
      setFocus(null);
      await onChanged();
      toast.success("Track Deleted", { description: `"${track.title}" was removed.` });
      headingRef.current?.focus();
    } catch (failure) {
      toast.error("Delete Failed", { description: messageOf(failure, "Failed to delete track") });
      changeMode(track.id, "view", "delete");
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby="music-library-heading" className="space-y-4">
      <h3 id="music-library-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        Music library{tracks ? ` (${tracks.length})` : ""}
      </h3>

      {error && (
        <div role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-4">
          <p className="font-semibold">Unable to load tracks</p>
          <p className="text-sm">{error.message}</p>
          <Button variant="outline" className="mt-3 min-h-11 px-4" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
      {loading && !tracks && <p className="text-muted-foreground">Loading tracks...</p>}
      {tracks && tracks.length === 0 && (
        <div className="rounded-lg border border-dashed border-border p-6 text-center">
          <p className="font-semibold">No tracks yet</p>
          <p className="text-sm text-muted-foreground">Upload your first track above; it appears here and on the Our Music page.</p>
        </div>
      )}
      {tracks && tracks.length > 0 && (
        <ul className="space-y-3" aria-label="Tracks">
          {tracks.map((track) => (
            <TrackRow
              key={track.id}
              track={track}
              mode={row?.id === track.id ? row.mode : "view"}
              playing={playingId === track.id}
              busy={busyId === track.id}
              returnFocus={focus?.id === track.id ? focus.to : null}
              onPlay={() => togglePlay(track)}
              onMode={(mode, returnTo) => changeMode(track.id, mode, returnTo)}
              onSave={(edit) => save(track, edit)}
              onDelete={() => remove(track)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
