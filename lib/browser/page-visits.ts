// The browser's page-view tracking (components/site/page-tracker.tsx loads it once the page has
// loaded, so none of it stands before the first screen): a visit for every page a visitor sees,
// the whole seconds spent on a page when they move on or leave; and clicks on elements marked
// `data-track`, form submits, video and music plays and downloads.
import { sendVisit, trackAction, trackingDisabled } from "./tracker";

type Page = { path: string; title: string; startedAt: number; closed: boolean };

/** A client's quote link is a secret: its visits are counted as /booking, never with the token. */
const trackedPath = (pathname: string) => (pathname.startsWith("/booking/") ? "/booking" : pathname);

/** The longest a visit waits for the new page's title after a client-side navigation. */
const TITLE_WAIT_MS = 2000;

let page: Page | null = null;
let firstPage = true;
let cancelPendingVisit: (() => void) | null = null;
let stopListening: (() => void) | null = null;

function closePage(shown: Page | null) {
  if (!shown || shown.closed) return;
  shown.closed = true;
  sendVisit({ pagePath: shown.path, pageTitle: shown.title, timeOnPage: Math.round((Date.now() - shown.startedAt) / 1000) });
}

/** A page is on screen (the first, or one reached by client-side navigation). */
export function pageShown(pathname: string): void {
  if (trackingDisabled()) return;
  listen();
  cancelPendingVisit?.();
  const previousPage = page;
  closePage(previousPage);
  const current: Page = { path: trackedPath(pathname), title: document.title, startedAt: Date.now(), closed: false };
  page = current;
  const isFirst = firstPage;
  const referrer = isFirst && document.referrer ? document.referrer : undefined;
  firstPage = false;
  // After a client-side navigation Next.js sets the new page's title a little later (its metadata
  // streams in): the visit is sent once the title has changed, or after TITLE_WAIT_MS at most.
  const previousTitle = previousPage?.title ?? null;
  const cancel = () => {
    observer.disconnect();
    clearTimeout(timer);
    cancelPendingVisit = null;
  };
  const send = () => {
    cancel();
    current.title = document.title;
    sendVisit({ pagePath: current.path, pageTitle: current.title, referrer });
  };
  const titleIsNew = () => document.title !== "" && document.title !== previousTitle;
  const observer = new MutationObserver(() => (titleIsNew() ? send() : undefined));
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  const timer = setTimeout(send, isFirst || titleIsNew() ? 0 : TITLE_WAIT_MS);
  cancelPendingVisit = cancel;
}

/** The visitor left the public site's layout (client-side, to the panel): the page's time is sent. */
export function stopTracking(): void {
  cancelPendingVisit?.();
  stopListening?.();
  stopListening = null;
  closePage(page);
  page = null;
}

function listen() {
  if (stopListening) return;
  const onHide = () => closePage(page);
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
  stopListening = () => {
    window.removeEventListener("pagehide", onHide);
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("submit", onSubmit, true);
    document.removeEventListener("play", onPlay, true);
  };
}
