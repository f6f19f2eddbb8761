"use client";

import { IntentLink } from "@/components/site/intent-link";
import { ControlButton } from "./control-button";
import { useMusicPlayer } from "./music-player-provider";
import { CloseIcon, NextIcon, PauseIcon, PlayIcon } from "./player-icons";
import { TrackCover } from "./track-cover";

/**
 * "Now playing" (placed by MiniPlayerSlot): bottom-left (bottom-right is kept for the WhatsApp
 * button), clear of the right-most 5rem on phones, with a spacer so it never hides the end of the
 * page.
 */
export function MiniPlayer() {
  const player = useMusicPlayer();
  const { current, playing } = player;
  if (!current) return null;

  return (
    <>
      <div aria-hidden="true" className="h-24 max-sm:h-20" />
      <section
        aria-label="Now playing"
        className="fixed bottom-[calc(0.75rem+env(safe-area-inset-bottom))] left-[calc(0.75rem+env(safe-area-inset-left))] z-30 flex items-center gap-2 rounded-xl border border-border bg-card p-2 text-card-foreground shadow-lg max-sm:right-3 max-sm:bottom-[calc(5rem+env(safe-area-inset-bottom))] sm:right-auto sm:w-96"
      >
        <TrackCover track={current} className="hidden h-12 w-12 min-[420px]:flex" />
        <div className="min-w-0 flex-1 pl-1">
          <p className="truncate text-sm font-semibold" data-testid="mini-player-title">
            {current.title}
          </p>
          <IntentLink href="/music" className="rounded text-xs text-primary underline-offset-2 hover:underline">
            Open music player
          </IntentLink>
        </div>
        <ControlButton size="sm" primary aria-label={playing ? "Pause" : "Play"} onClick={player.toggle}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </ControlButton>
        <ControlButton size="sm" aria-label="Next track" onClick={player.next}>
          <NextIcon />
        </ControlButton>
        <ControlButton size="sm" aria-label="Close player" onClick={player.stop}>
          <CloseIcon />
        </ControlButton>
      </section>
    </>
  );
}
