"use client";

import useSWR from "swr";
import { fetchTracks, MUSIC_TRACKS_URL, tracksSwrOptions } from "@/lib/browser/music-tracks";
import type { PublicTrack } from "@/lib/validation/music";
import { MusicEmpty, MusicError, MusicRefreshError } from "./music-states";
import { PlayerPanel } from "./player-panel";
import { TrackList } from "./track-list";

/**
 * The player and the list: the prerendered list first, then refreshed in the browser (play counts
 * change between rebuilds). Without a prerendered list (no database when the page was built) the
 * browser's read is the only one: loading, then the list, or the error once the retries are spent.
 * When the refresh fails the error shows too, above the list the page was rendered with.
 */
export function MusicLibrary({ initialTracks }: { initialTracks: PublicTrack[] | null }) {
  const { data, error } = useSWR(MUSIC_TRACKS_URL, fetchTracks, { ...tracksSwrOptions, fallbackData: initialTracks ?? undefined });
  const tracks = data ?? initialTracks;
  // A failed refresh says so (spec: the error state); a list rendered earlier stays playable below it.
  if (error && !tracks?.length) return <MusicError />;
  if (!tracks) {
    return (
      <p role="status" className="rounded-xl border border-border bg-card px-6 py-14 text-center text-muted-foreground">
        Loading music…
      </p>
    );
  }
  if (tracks.length === 0) return <MusicEmpty />;
  return (
    <>
      {error && <MusicRefreshError />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <div className="min-w-0 lg:sticky lg:top-20">
          <PlayerPanel tracks={tracks} />
        </div>
        <TrackList tracks={tracks} />
      </div>
    </>
  );
}
