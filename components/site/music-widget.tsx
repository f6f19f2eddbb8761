"use client";

import { Suspense, useRef, useState } from "react";
import { lazyWithPreload } from "@/components/ui/lazy-with-preload";

const musicWidgetPanel = lazyWithPreload(() => import("./music-widget-panel").then((module) => module.MusicWidgetPanel));

/**
 * The floating artist player, above the WhatsApp button. Minimised by default: the page carries
 * only this button; the panel's code and the streaming service's embed load once the widget is
 * opened (the code from the first pointer, focus or touch on the button).
 */
export function MusicWidget({ embedUrl }: { embedUrl: string }) {
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);

  function expand() {
    setExpanded(true);
    setOpened(true);
  }

  function minimise() {
    setExpanded(false);
    requestAnimationFrame(() => openRef.current?.focus());
  }

  return (
    <>
      <button
        ref={openRef}
        type="button"
        hidden={expanded}
        onClick={expand}
        {...musicWidgetPanel.preloadOnIntent}
        aria-label="Open music player"
        data-track="music-widget-open"
        className="fixed right-[calc(1rem+env(safe-area-inset-right))] bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition hover:scale-105 max-sm:static"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M9 18V5l11-2v13M9 18a3 3 0 1 1-3-3 3 3 0 0 1 3 3zM20 16a3 3 0 1 1-3-3 3 3 0 0 1 3 3z" />
        </svg>
      </button>
      {opened ? (
        <Suspense>
          <musicWidgetPanel.Component embedUrl={embedUrl} expanded={expanded} onMinimise={minimise} />
        </Suspense>
      ) : null}
    </>
  );
}
