"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { site } from "@/fixed/site";

const EMBED_HEIGHT = 152;
const round = "inline-flex items-center justify-center rounded-full border border-border hover:bg-muted";

/**
 * The music widget's open panel: the streaming service's embed, Mute and Minimise. Its code loads
 * when the widget is first opened (or the visitor shows intent), not with the page. Muting unloads
 * the embed (a cross-site player cannot be silenced from outside); Play Music loads it again.
 */
export function MusicWidgetPanel({ embedUrl, expanded, onMinimise }: { embedUrl: string; expanded: boolean; onMinimise: () => void }) {
  const [muted, setMuted] = useState(false);
  const [embed, setEmbed] = useState(true);
  const minimiseRef = useRef<HTMLButtonElement>(null);

  // Opening moves the focus into the panel, whenever its code arrived.
  useLayoutEffect(() => {
    if (expanded) minimiseRef.current?.focus();
  }, [expanded]);

  function toggleMute() {
    if (!muted) setEmbed(false);
    setMuted(!muted);
  }

  return (
    <section
      aria-label="Streaming player"
      hidden={!expanded}
      className="fixed right-[calc(1rem+env(safe-area-inset-right))] bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-border bg-card p-3 text-card-foreground shadow-xl"
    >
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 font-display leading-tight font-bold">{site.bandName}</p>
        <button type="button" onClick={toggleMute} aria-label={muted ? "Unmute music" : "Mute music"} className={`${round} h-10 w-10`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 9h4l5-4v14l-5-4H4z" />
            {muted ? <path d="M17 9l5 5M22 9l-5 5" /> : <path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12" />}
          </svg>
        </button>
        <button ref={minimiseRef} type="button" onClick={onMinimise} aria-label="Minimise music player" className={`${round} h-10 w-10`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 12h12" />
          </svg>
        </button>
      </div>
      <div className="mt-3" style={{ minHeight: EMBED_HEIGHT }}>
        {muted ? (
          <p role="status" className="flex h-[152px] items-center justify-center rounded-lg bg-muted text-sm text-muted-foreground">
            Music is muted.
          </p>
        ) : embed ? (
          <iframe
            src={embedUrl}
            title={`${site.shortName} on Spotify`}
            height={EMBED_HEIGHT}
            width="100%"
            loading="lazy"
            allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
            className="block rounded-lg border-0"
          />
        ) : (
          <div className="flex h-[152px] items-center justify-center rounded-lg bg-muted">
            <button
              type="button"
              onClick={() => setEmbed(true)}
              data-track="music-widget-play"
              className="inline-flex min-h-11 items-center rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
            >
              Play Music
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
