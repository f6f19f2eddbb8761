"use client";

import { useEffect, useState } from "react";

type Phase = "waiting" | "loading" | "playing" | "failed";

/**
 * The looping performance video over the hero image. It is added only once the page has loaded
 * and painted its first frame, so it never competes with the hero image (the LCP element) nor
 * holds up that first paint; it fades in once it can play and is removed if it fails. Skipped for
 * reduced motion and Save-Data.
 */
export function HeroVideo({ src }: { src: string }) {
  const [phase, setPhase] = useState<Phase>("waiting");

  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let timer = 0;
    // A timeout queued from an animation frame runs after that frame has been painted.
    const start = () => {
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => setPhase("loading"));
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  if (phase === "waiting" || phase === "failed") return null;
  return (
    <video
      data-testid="hero-video"
      data-state={phase}
      src={src}
      autoPlay
      muted
      loop
      playsInline
      aria-hidden="true"
      tabIndex={-1}
      onCanPlay={() => setPhase("playing")}
      onError={() => setPhase("failed")}
      className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ${phase === "playing" ? "opacity-60" : "opacity-0"}`}
    />
  );
}
