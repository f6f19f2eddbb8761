"use client";

import { PreparedPicture } from "@/components/ui/prepared-picture";
import { Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { wrapIndex } from "@/fixed/gallery";
import { lazyWithPreload } from "@/components/ui/lazy-with-preload";
import { Chevron } from "./icons";
import { PagerDots } from "./pager-dots";
import { PhotoThumbnails } from "./photo-thumbnails";
import { useAutoAdvance } from "./use-auto-advance";
import type { ShownPhoto } from "./prepared-media";
import { useSwipe } from "./use-swipe";

// The lightbox and its dialog library load when a visitor first reaches for it, not with the page.
const lightbox = lazyWithPreload(() => import("./photo-lightbox").then((module) => module.PhotoLightbox));

const arrowClass = "absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80";

/** Fetch the next photos this many before the last one loaded, so the slideshow never waits at the end. */
const PREFETCH_AHEAD = 5;

type Props = {
  /** The photos loaded so far. */
  photos: ShownPhoto[];
  /** How many the category holds in all (the counter's second figure). */
  total?: number;
  /** Asks for the next photos; absent when all are loaded. */
  onNearEnd?: () => void;
};

export function PhotoCarousel({ photos, total, onNearEnd }: Props) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const enlargeButton = useRef<HTMLButtonElement>(null);
  const count = photos.length;

  const go = useCallback((step: number) => setIndex((current) => wrapIndex(current, step, count)), [count]);
  const next = useCallback(() => go(1), [go]);
  const running = useAutoAdvance(next, index, count > 1 && !hovered && !focused && !lightboxOpen);
  const swipe = useSwipe(go);
  useEffect(() => {
    if (onNearEnd && index >= count - PREFETCH_AHEAD) onNearEnd();
  }, [index, count, onNearEnd]);

  const current = photos[index];
  if (!current) return null;
  // Only the current photo and its neighbours are in the page, so only they load. The current one
  // loads first; the neighbours wait their turn so they do not slow it (or the page) on a slow network.
  const nearby = [...new Set([wrapIndex(index, -1, count), index, wrapIndex(index, 1, count)])];

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    go(event.key === "ArrowLeft" ? -1 : 1);
  }

  // Hovering or focusing an arrow holds the slideshow still.
  const arrowPause = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };

  return (
    <section aria-roledescription="carousel" aria-label="Photo carousel" tabIndex={0} onKeyDown={onKeyDown} className="space-y-3 rounded-xl sm:space-y-4">
      <div className="relative overflow-hidden rounded-xl bg-muted" style={{ touchAction: "pan-y" }} data-testid="carousel-stage" {...swipe}>
        <div className="relative aspect-[3/2]">
          {nearby.map((i) => {
            const photo = photos[i];
            if (!photo) return null;
            const isCurrent = i === index;
            return (
              <PreparedPicture
                key={photo.id}
                picture={photo.stage}
                alt={isCurrent ? photo.alt : ""}
                aria-hidden={isCurrent ? undefined : true}
                loading={isCurrent ? "eager" : "lazy"}
                fetchPriority={isCurrent ? "high" : "low"}
                className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-500 motion-reduce:transition-none ${isCurrent ? "opacity-100" : "opacity-0"}`}
              />
            );
          })}
          <button
            ref={enlargeButton}
            type="button"
            aria-label={`Enlarge photo: ${current.title}`}
            aria-haspopup="dialog"
            aria-expanded={lightboxOpen}
            onClick={() => {
              setLightboxUsed(true);
              setLightboxOpen(true);
            }}
            {...lightbox.preloadOnIntent}
            className="absolute inset-0 cursor-zoom-in focus-visible:outline-offset-[-4px]"
          />
          {lightboxUsed && (
            <Suspense fallback={null}>
              <lightbox.Component photos={photos} index={index} onStep={go} open={lightboxOpen} onOpenChange={setLightboxOpen} returnFocus={() => enlargeButton.current?.focus()} />
            </Suspense>
          )}
        </div>
        {count > 1 && (
          <>
            <button type="button" aria-label="Previous photo" onClick={() => go(-1)} className={`${arrowClass} left-3`} {...arrowPause}>
              <Chevron direction="left" />
            </button>
            <button type="button" aria-label="Next photo" onClick={() => go(1)} className={`${arrowClass} right-3`} {...arrowPause}>
              <Chevron direction="right" />
            </button>
          </>
        )}
      </div>

      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display text-xl font-semibold">{current.title}</h3>
        <p data-testid="photo-counter" aria-live={running ? "off" : "polite"} className="text-sm text-muted-foreground tabular-nums">
          {index + 1} / {total ?? count}
        </p>
      </div>

      {count > 1 && <PagerDots count={count} index={index} onSelect={setIndex} />}

      <PhotoThumbnails photos={photos} index={index} onSelect={setIndex} />
    </section>
  );
}
