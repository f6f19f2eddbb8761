"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { sendVisit, trackAction, trackingDisabled } from "@/lib/tracking/browser-tracker";

type Page = { path: string; title: string; startedAt: number; closed: boolean };

/** A client's quote link is a secret: its visits are counted as /booking, never with the token. */
const trackedPath = (pathname: string) => (pathname.startsWith("/booking/") ? "/booking" : pathname);

/** The longest a visit waits for the new page's title after a client-side navigation. */
const TITLE_WAIT_MS = 2000;

/**
 * Records a visit for every page a visitor sees, and the whole seconds spent on a page when they
 * move on or leave; and clicks on elements marked `data-track`, form submits, video and music
 * plays and downloads. Renders nothing.
 */
export function PageTracker() {
  const pathname = usePathname();
  const page = useRef<Page | null>(null);
  const firstLoad = useRef(true);

  useEffect(() => {
    if (trackingDisabled()) return;
    const previousPage = page.current;
    closePage(previousPage);
    const current: Page = { path: trackedPath(pathname), title: document.title, startedAt: Date.now(), closed: false };
    page.current = current;
    const isFirst = firstLoad.current;
    const referrer = isFirst && document.referrer ? document.referrer : undefined;
    firstLoad.current = false;
    // After a client-side navigation Next.js sets the new page's title a little later (its metadata
    // streams in): the visit is sent once the title has changed, or after TITLE_WAIT_MS at most.
    const previousTitle = previousPage?.title ?? null;
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      observer.disconnect();
      clearTimeout(timer);
      current.title = document.title;
      sendVisit({ pagePath: current.path, pageTitle: current.title, referrer });
    };
    const titleIsNew = () => document.title !== "" && document.title !== previousTitle;
    const observer = new MutationObserver(() => (titleIsNew() ? send() : undefined));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    const timer = setTimeout(send, isFirst || titleIsNew() ? 0 : TITLE_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);

  useEffect(() => {
    if (trackingDisabled()) return;
    const onHide = () => closePage(page.current);
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const download = target?.closest("a[download]");
      if (download) trackAction("download", { elementId: download.id || undefined, elementText: download.textContent ?? "", data: { href: download.getAttribute("href") } });
      const marked = target?.closest<HTMLElement>("[data-track]");
      if (marked)
        trackAction("click", { elementId: marked.id || marked.dataset.track, elementText: marked.textContent ?? "", data: { href: marked.getAttribute("href") ?? undefined } });
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      trackAction("form_submit", { elementId: form.id || form.getAttribute("aria-label") || undefined });
    };
    const onPlay = (event: Event) => {
      const media = event.target;
      // The site's music player records each track it starts itself (with the track's title).
      if (media instanceof HTMLMediaElement && media.dataset.tracksOwnPlays !== undefined) return;
      if (media instanceof HTMLVideoElement) trackAction("video_play", { elementId: media.id || undefined, data: { src: media.currentSrc } });
      else if (media instanceof HTMLAudioElement) trackAction("music_play", { elementId: media.id || undefined, data: { src: media.currentSrc } });
    };
    window.addEventListener("pagehide", onHide);
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onSubmit, true);
    document.addEventListener("play", onPlay, true);
    return () => {
      onHide();
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("play", onPlay, true);
    };
  }, []);

  return null;
}

function closePage(page: Page | null) {
  if (!page || page.closed) return;
  page.closed = true;
  sendVisit({ pagePath: page.path, pageTitle: page.title, timeOnPage: Math.round((Date.now() - page.startedAt) / 1000) });
}
