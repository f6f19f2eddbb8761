"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

const pageVisits = () => import("@/lib/browser/page-visits");

/** Runs `then` once the page has loaded (at once if it has), and not before the next frame. */
function afterLoad(then: () => void): () => void {
  let frame = 0;
  let timer = 0;
  // A timeout queued from an animation frame runs after that frame has been painted.
  const run = () => (frame = requestAnimationFrame(() => (timer = window.setTimeout(then, 0))));
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    window.removeEventListener("load", run);
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Records the visitor's page views and actions (lib/browser/page-visits.ts). Its code is fetched
 * once the page has loaded and painted: nothing a visitor reads waits for the tracker (issue 48).
 * Renders nothing.
 */
export function PageTracker() {
  const pathname = usePathname();

  useEffect(() => {
    let active = true;
    const cancel = afterLoad(() =>
      pageVisits().then(
        (visits) => active && visits.pageShown(pathname),
        (error: unknown) => console.debug("tracking failed", error),
      ),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [pathname]);

  // Leaving the public site's layout: the last page's time is sent.
  useEffect(
    () => () =>
      void pageVisits().then(
        (visits) => visits.stopTracking(),
        () => undefined,
      ),
    [],
  );

  return null;
}
