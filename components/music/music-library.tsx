"use client";

import useSWR from "swr";
import { fetchTracks, MUSIC_TRACKS_URL, tracksSwrOptions } from "@/lib/music/fetch-tracks";
import type { PublicTrack } from "@/lib/validation/music";
import { MusicEmpty } from "./music-states";
import { PlayerPanel } from "./player-panel";
import { TrackList } from "./track-list";

/** The player and the list: the server's list first, then refreshed in the browser. */
export function MusicLibrary({ initialTracks }: { initialTracks: PublicTrack[] }) {
  const { data } = useSWR(MUSIC_TRACKS_URL, fetchTracks, { ...tracksSwrOptions, fallbackData: initialTracks });
  const tracks = data ?? initialTracks;
  if (tracks.length === 0) return <MusicEmpty />;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <div className="min-w-0 lg:sticky lg:top-20">
        <PlayerPanel tracks={tracks} />
      </div>
      <TrackList tracks={tracks} />
    </div>
  );
}
