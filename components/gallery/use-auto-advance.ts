"use client";

import { useEffect, useSyncExternalStore } from "react";

/** Spec: the gallery moves on every 5 seconds. */
const AUTO_ADVANCE_MS = 5000;

function subscribeVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

const isVisible = () => document.visibilityState === "visible";

/**
 * Calls `advance` AUTO_ADVANCE_MS after the last change of `position`, while `enabled` and the
 * document is visible; any manual move therefore restarts the wait.
 */
export function useAutoAdvance(advance: () => void, position: number, enabled: boolean) {
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => false);
  const running = enabled && visible;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(advance, AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [advance, position, running]);

  return running;
}
