"use client";

import { displayDuration, formatTime } from "@/lib/browser/player/playback";
import type { PublicTrack } from "@/lib/validation/music";
import { useMusicPlayer } from "./music-player-provider";
import { DownloadIcon, PauseIcon, PlayIcon } from "./player-icons";
import { TrackCover } from "./track-cover";
import { useFileDurations } from "./use-file-durations";
import { groupedNumber } from "@/lib/common/grouped-number";

const plays = (count: number) => `${groupedNumber(count)} ${count === 1 ? "play" : "plays"}`;

/** Every track with its details, a Play button and a Download link (which works without JS). */
export function TrackList({ tracks }: { tracks: PublicTrack[] }) {
  const player = useMusicPlayer();
  const fileDurations = useFileDurations(tracks);

  return (
    <ol aria-label="Tracks" className="min-w-0 divide-y divide-border overflow-hidden rounded-xl border border-border bg-card text-card-foreground">
      {tracks.map((track, at) => {
        const isCurrent = player.current?.id === track.id;
        const isPlaying = isCurrent && player.playing;
        const seconds = isCurrent && player.duration > 0 ? displayDuration(track.duration, player.duration) : displayDuration(track.duration, fileDurations[track.id]);
        const details = [track.artist, track.album, track.genre].filter(Boolean).join(" · ");
        return (
          <li
            key={track.id}
            aria-current={isCurrent ? "true" : undefined}
            data-track-id={track.id}
            className={`flex items-center gap-3 border-l-4 p-3 sm:gap-4 sm:p-4 ${isCurrent ? "border-primary bg-muted" : "border-transparent"}`}
          >
            <button
              type="button"
              aria-label={`${isPlaying ? "Pause" : "Play"} ${track.title}`}
              onClick={() => (isCurrent ? player.toggle() : player.playTrack(tracks, at))}
              className="group relative shrink-0 rounded-lg"
            >
              <TrackCover track={track} className="h-14 w-14 sm:h-16 sm:w-16" />
              <span className="absolute inset-0 flex items-center justify-center rounded-lg bg-black/35 text-white opacity-90 transition group-hover:bg-black/50">
                {isPlaying ? <PauseIcon className="h-6 w-6" /> : <PlayIcon className="h-6 w-6" />}
              </span>
            </button>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">
                <span data-testid="track-title">{track.title}</span>
                {isCurrent && <span className="sr-only"> (current track)</span>}
              </p>
              <p className="truncate text-sm text-muted-foreground">{details}</p>
              <p className="text-xs text-muted-foreground">
                <span className="inline-block min-w-[3ch] tabular-nums" data-testid="track-duration">
                  {seconds > 0 ? formatTime(seconds) : "–:––"}
                </span>
                <span aria-hidden="true"> · </span>
                <span data-testid="play-count">{plays(track.playCount)}</span>
              </p>
            </div>
            <a
              href={`${track.fileUrl}?download=1`}
              download
              aria-label={`Download ${track.title}`}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-border text-foreground hover:bg-muted"
            >
              <DownloadIcon />
            </a>
          </li>
        );
      })}
    </ol>
  );
}
