"use client";

import { useEffect } from "react";

/** How long a jump holds at most: the sections above load within it even on a slow phone. */
const HOLD_MS = 10_000;

/**
 * Keeps the section the admin jumped to (from the tab's index, or a link with its #id) at the top
 * while the sections above it are still loading: each one that arrives makes the page taller and
 * would push the section out of view. The hold ends when the admin scrolls, taps or types, or after
 * HOLD_MS.
 */
export function KeepSectionInView({ containerId }: { containerId: string }) {
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    let target: HTMLElement | null = null;
    let releaseTimer = 0;
    const release = () => {
      target = null;
      window.clearTimeout(releaseTimer);
    };
    // The sections' ids are plain ASCII (content-<kind>-heading): the hash is used as it is.
    const hold = (id: string) => {
      const element = id ? document.getElementById(id) : null;
      if (!element || !container.contains(element)) return;
      target = element;
      window.clearTimeout(releaseTimer);
      releaseTimer = window.setTimeout(release, HOLD_MS);
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
      if (link) hold(link.hash.slice(1));
    };
    const observer = new ResizeObserver(() => target?.scrollIntoView({ block: "start" }));
    hold(window.location.hash.slice(1));
    observer.observe(container);
    container.addEventListener("click", onClick);
    // The admin's own scrolling wins (a tap on the index link itself comes before its click).
    const letGo = ["wheel", "pointerdown", "keydown"] as const;
    for (const type of letGo) window.addEventListener(type, release, { passive: true });
    return () => {
      release();
      observer.disconnect();
      container.removeEventListener("click", onClick);
      for (const type of letGo) window.removeEventListener(type, release);
    };
  }, [containerId]);
  return null;
}
