"use client";

import { useEffect, useState } from "react";

type Phase = "waiting" | "loading" | "playing" | "failed";

/**
 * The looping performance video over the hero image. Its source is set only after the page has
 * loaded, so it never competes with the hero image (the LCP element); it fades in once it can play
 * and is removed if it fails. Skipped for reduced motion and Save-Data.
 */
export function HeroVideo({ src }: { src: string }) {
  const [phase, setPhase] = useState<Phase>("waiting");

  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const start = () => setPhase("loading");
    if (document.readyState === "complete") {
      start();
      return;
    }
    window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
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
