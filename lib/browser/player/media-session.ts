// The operating system's media controls (lock screen, notification, headset keys) through the
// Media Session API, where the browser has it. Every call is a no-op elsewhere.
import type { PublicTrack } from "@/lib/validation/music";
import { SKIP_SECONDS } from "./playback";

export type MediaSessionControls = {
  play: () => void;
  pause: () => void;
  stop: () => void;
  /** Moves by `seconds` (negative: back). */
  skip: (seconds: number) => void;
  seekTo: (seconds: number, fastSeek: boolean) => void;
  previous: () => void;
  next: () => void;
};

const ACTIONS: MediaSessionAction[] = ["play", "pause", "stop", "seekbackward", "seekforward", "seekto", "previoustrack", "nexttrack"];

function session(): MediaSession | null {
  return typeof navigator !== "undefined" && "mediaSession" in navigator ? navigator.mediaSession : null;
}

/** What the system shows for the track; null clears it. */
export function setNowPlaying(track: PublicTrack | null): void {
  const media = session();
  if (!media) return;
  if (!track || typeof MediaMetadata === "undefined") {
    media.metadata = null;
    return;
  }
  const artwork: MediaImage[] = track.coverImageUrl ? [{ src: track.coverImageUrl, sizes: "512x512" }] : [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml" }];
  media.metadata = new MediaMetadata({ title: track.title, artist: track.artist, album: track.album ?? "", artwork });
}

export function setPlaybackState(state: MediaSessionPlaybackState): void {
  const media = session();
  if (media) media.playbackState = state;
}

/** The system's progress bar; skipped while the length is unknown (the browser would throw). */
export function setPosition(duration: number, position: number, playbackRate = 1): void {
  const media = session();
  if (!media?.setPositionState) return;
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(position) || position < 0 || position > duration) return;
  try {
    media.setPositionState({ duration, position, playbackRate: playbackRate > 0 ? playbackRate : 1 });
  } catch (error) {
    console.debug("media session position refused", error);
  }
}

/**
 * Routes the system's buttons to the player. Handling previous/next makes iOS show those
 * instead of its ±10 s buttons. Answers a function that removes the handlers again.
 */
export function bindMediaSession(controls: MediaSessionControls): () => void {
  const media = session();
  if (!media) return () => {};
  const handlers: Record<string, MediaSessionActionHandler> = {
    play: () => controls.play(),
    pause: () => controls.pause(),
    stop: () => controls.stop(),
    seekbackward: (details) => controls.skip(-(details.seekOffset ?? SKIP_SECONDS)),
    seekforward: (details) => controls.skip(details.seekOffset ?? SKIP_SECONDS),
    seekto: (details) => {
      if (details.seekTime !== undefined) controls.seekTo(details.seekTime, details.fastSeek === true);
    },
    previoustrack: () => controls.previous(),
    nexttrack: () => controls.next(),
  };
  const bound = ACTIONS.filter((action) => trySet(media, action, handlers[action] ?? null));
  return () => {
    for (const action of bound) trySet(media, action, null);
  };
}

/** Browsers throw for actions they do not know; those are simply left out. */
function trySet(media: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null): boolean {
  try {
    media.setActionHandler(action, handler);
    return true;
  } catch {
    return false;
  }
}
