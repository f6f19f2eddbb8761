"use client";

import { useEffect, useRef, useState } from "react";

type Phase = "waiting" | "loading" | "playing" | "failed";

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function skipVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData || ["slow-2g", "2g", "3g"].includes(connection?.effectiveType ?? "")) return true;
  return matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The looping performance video over the hero image. It is added only once the page has loaded,
 * painted its first frame and gone idle (issue 68), so it never competes with the hero image (the LCP element) nor
 * holds up that first paint; it fades in once it can play and is removed if it fails. Never
 * fetched for reduced motion, Save-Data, or a connection the browser reports as 2G or 3G: the
 * picture stays (the video alone is about 245 KB). Scrolled out of view it pauses, so a phone does
 * not keep decoding it while the visitor reads or fills in the form further down.
 */
export function HeroVideo({ src }: { src: string }) {
  const [phase, setPhase] = useState<Phase>("waiting");
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (skipVideo()) return;
    let frame = 0;
    let timer = 0;
    let idle = 0;
    const load = () => setPhase("loading");
    const idleCallbacks = typeof window.requestIdleCallback === "function";
    // A timeout queued from an animation frame runs after that frame has been painted; then the
    // video waits for the main thread to be idle (hydration, the islands near the viewport), at
    // most 3 s. Safari before 18.4 has no requestIdleCallback: a short timeout instead.
    const start = () => {
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          if (idleCallbacks) idle = window.requestIdleCallback(load, { timeout: 3000 });
          else timer = window.setTimeout(load, 500);
        });
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);

  const shown = phase === "loading" || phase === "playing";
  useEffect(() => {
    const video = videoRef.current;
    if (!shown || !video) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) video.pause();
      else if (video.paused) video.play().catch(() => {}); // refused (a power saver): the picture shows
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [shown]);

  if (!shown) return null;
  return (
    <video
      ref={videoRef}
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
