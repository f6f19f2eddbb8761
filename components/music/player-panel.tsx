"use client";

import { formatTime, positionText, SKIP_SECONDS, VOLUME_STEP } from "@/lib/browser/player/playback";
import type { PublicTrack } from "@/lib/validation/music";
import { ControlButton } from "./control-button";
import { useMusicPlayer } from "./music-player-provider";
import { BackTenIcon, ForwardTenIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon, VolumeIcon } from "./player-icons";
import { TrackCover } from "./track-cover";

/** The /music page's player: what is playing, transport, seek bar and volume. */
export function PlayerPanel({ tracks }: { tracks: PublicTrack[] }) {
  const player = useMusicPlayer();
  const { current, playing, currentTime, duration, volume, muted } = player;
  const loaded = current !== null;
  const shown = current ?? tracks[0] ?? null;

  const playOrPause = () => {
    if (loaded) player.toggle();
    else if (tracks.length > 0) player.playTrack(tracks, 0);
  };

  return (
    <section aria-label="Music player" className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <div className="flex items-center gap-4">
        {shown && <TrackCover track={shown} className="h-20 w-20 sm:h-24 sm:w-24" />}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-widest text-primary uppercase">{loaded ? (playing ? "Now playing" : "Paused") : "Ready to play"}</p>
          <p className="truncate font-display text-xl font-bold" data-testid="now-playing-title">
            {shown?.title ?? "No track selected"}
          </p>
          {shown && (
            <p className="truncate text-sm text-muted-foreground">
              {shown.artist}
              {shown.album ? ` · ${shown.album}` : ""}
            </p>
          )}
        </div>
      </div>

      <div className="mt-5 flex items-center gap-3">
        <span className="w-12 shrink-0 text-right text-xs text-muted-foreground tabular-nums">{formatTime(currentTime)}</span>
        <input
          type="range"
          aria-label="Seek"
          min={0}
          max={Math.max(duration, 0)}
          step={1}
          value={Math.min(currentTime, duration || 0)}
          aria-valuetext={positionText(currentTime, duration)}
          disabled={!loaded || duration <= 0}
          onChange={(event) => player.seek(Number(event.currentTarget.value))}
          className="h-2 min-w-0 flex-1 cursor-pointer accent-(--primary) disabled:cursor-not-allowed"
        />
        <span className="w-12 shrink-0 text-xs text-muted-foreground tabular-nums">{formatTime(loaded ? duration : (shown?.duration ?? 0))}</span>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-1 sm:gap-2">
          <ControlButton aria-label="Previous track" disabled={!loaded} onClick={player.previous}>
            <PreviousIcon />
          </ControlButton>
          <ControlButton aria-label={`Back ${SKIP_SECONDS} seconds`} disabled={!loaded} onClick={() => player.skip(-SKIP_SECONDS)}>
            <BackTenIcon className="h-6 w-6" />
          </ControlButton>
          <ControlButton size="lg" primary aria-label={playing ? "Pause" : "Play"} disabled={!shown} onClick={playOrPause}>
            {playing ? <PauseIcon className="h-6 w-6" /> : <PlayIcon className="h-6 w-6" />}
          </ControlButton>
          <ControlButton aria-label={`Forward ${SKIP_SECONDS} seconds`} disabled={!loaded} onClick={() => player.skip(SKIP_SECONDS)}>
            <ForwardTenIcon className="h-6 w-6" />
          </ControlButton>
          <ControlButton aria-label="Next track" disabled={!loaded} onClick={player.next}>
            <NextIcon />
          </ControlButton>
        </div>
        <div className="flex items-center gap-2">
          <ControlButton size="sm" aria-label={muted ? "Unmute" : "Mute"} onClick={player.toggleMute}>
            <VolumeIcon muted={muted || volume === 0} />
          </ControlButton>
          <input
            type="range"
            aria-label="Volume"
            min={0}
            max={1}
            step={VOLUME_STEP}
            value={muted ? 0 : volume}
            aria-valuetext={muted ? "Muted" : `${Math.round(volume * 100)}%`}
            onChange={(event) => player.setVolume(Number(event.currentTarget.value))}
            className="h-2 w-28 cursor-pointer accent-(--primary)"
          />
        </div>
      </div>
    </section>
  );
}
