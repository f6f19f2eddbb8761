// The site's music player behind its one <audio> element, which the (site) layout owns
// (components/music/music-player-provider.tsx). This code is fetched when a player is on screen or
// the first track starts, not with every page (issue 48); the layout's shell starts the first
// track itself inside the visitor's tap and hands it over with `adopt`.
import { bindMediaSession, setNowPlaying, setPlaybackState, setPosition } from "./media-session";
import { clampTime, clampVolume, nextIndex, previousIndex, skipTime } from "./playback";
import { trackAction } from "@/lib/browser/tracker";
import type { PublicTrack } from "@/lib/validation/music";
import { MUSIC_TRACKS_URL } from "@/lib/browser/music-tracks";

export type MusicPlayer = {
  queue: PublicTrack[];
  index: number;
  /** The selected track, or null when nothing is loaded. */
  current: PublicTrack | null;
  playing: boolean;
  currentTime: number;
  /** The file's own length once known, else the stored one (0 when neither is known). */
  duration: number;
  volume: number;
  muted: boolean;
  /** What the screen reader hears ("Now playing: …", "Playback failed"). */
  announcement: string;
  /** Starts `queue[index]` from the beginning. */
  playTrack: (queue: PublicTrack[], index: number) => void;
  toggle: () => void;
  pause: () => void;
  next: () => void;
  previous: () => void;
  skip: (seconds: number) => void;
  seek: (seconds: number) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  /** Stops playback and unloads the track. */
  stop: () => void;
};

export type MusicEngine = {
  /** The player as it is now: the same object until something changes (for useSyncExternalStore). */
  player: () => MusicPlayer;
  subscribe: (listener: () => void) => () => void;
  /** Takes over `queue[index]`, which the shell set on the element and started (`started`). */
  adopt: (queue: PublicTrack[], index: number, started: Promise<void>) => void;
};

type PlayerState = Pick<MusicPlayer, "queue" | "index" | "playing" | "currentTime" | "volume" | "muted" | "announcement"> & { fileDuration: number };

/** Counts a play on the server and shows the new count in the list; failures are ignored (spec). */
function recordPlay(track: PublicTrack): void {
  trackAction("music_play", { elementId: `track-${track.id}`, elementText: track.title, data: { trackId: track.id, title: track.title } });
  import("@/lib/browser/fetch")
    .then(({ postJson }) => postJson<{ playCount?: unknown }>(`${MUSIC_TRACKS_URL}/${track.id}/play`))
    .then((body) => {
      const playCount = body.playCount;
      if (typeof playCount !== "number") return;
      // The track list's cache lives on /music, which loads SWR itself; other pages need not.
      return import("swr").then(({ mutate }) =>
        mutate<PublicTrack[]>(MUSIC_TRACKS_URL, (list) => list?.map((item) => (item.id === track.id ? { ...item, playCount } : item)), { revalidate: false }),
      );
    })
    .catch((error: unknown) => console.debug("play count not recorded", error));
}

const fileDurationOf = (audio: HTMLAudioElement) => (Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : 0);

export function createMusicEngine(audio: HTMLAudioElement): MusicEngine {
  const listeners = new Set<() => void>();
  let state: PlayerState = { queue: [], index: -1, playing: false, currentTime: 0, fileDuration: 0, volume: clampVolume(audio.volume), muted: audio.muted, announcement: "" };
  let snapshot: MusicPlayer;

  function update(change: Partial<PlayerState>) {
    const before = snapshot;
    state = { ...state, ...change };
    snapshot = playerOf(state);
    // The system's media controls follow the selected track.
    if (snapshot.current !== before.current) setNowPlaying(snapshot.current);
    if (snapshot.current !== before.current || snapshot.playing !== before.playing) setPlaybackState(snapshot.current ? (snapshot.playing ? "playing" : "paused") : "none");
    for (const listener of listeners) listener();
  }

  /** Back to nothing selected (a failure, or the visitor closed the player). */
  function reset(message = "") {
    update({ queue: [], index: -1, playing: false, currentTime: 0, fileDuration: 0, announcement: message });
    audio.pause();
    audio.removeAttribute("src");
    audio.load();
  }

  function heard(started: Promise<void>) {
    started.catch((error: unknown) => {
      // Another track replaced this one before it started: not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      console.debug("playback failed", error);
      reset("Playback failed");
    });
  }

  function selected(queue: PublicTrack[], index: number, track: PublicTrack, change: Partial<PlayerState>) {
    update({ queue, index, currentTime: 0, fileDuration: 0, announcement: `Now playing: ${track.title} by ${track.artist}`, ...change });
    recordPlay(track);
  }

  function load(queue: PublicTrack[], index: number) {
    const track = queue[index];
    if (!track) return;
    audio.src = track.fileUrl;
    heard(audio.play());
    selected(queue, index, track, {});
  }

  const loaded = () => state.index >= 0;
  const next = () => load(state.queue, nextIndex(state.index, state.queue.length));
  const previous = () => load(state.queue, previousIndex(state.index, state.queue.length));
  const play = () => {
    if (loaded()) heard(audio.play());
  };
  const pause = () => audio.pause();
  const toggle = () => {
    if (!loaded()) return;
    if (audio.paused) heard(audio.play());
    else audio.pause();
  };
  const seekTo = (seconds: number, fast = false) => {
    if (!loaded()) return;
    const target = clampTime(seconds, fileDurationOf(audio));
    if (fast && typeof audio.fastSeek === "function") audio.fastSeek(target);
    else audio.currentTime = target;
    update({ currentTime: target });
  };
  const skip = (seconds: number) => seekTo(skipTime(audio.currentTime, seconds, fileDurationOf(audio)));
  const setVolume = (value: number) => {
    const level = clampVolume(value);
    update({ volume: level });
    audio.volume = level;
    if (level > 0 && audio.muted) audio.muted = false;
  };
  const toggleMute = () => {
    audio.muted = !audio.muted;
  };
  const stop = () => reset("Playback stopped");

  const actions = { playTrack: load, toggle, pause, next, previous, skip, seek: (seconds: number) => seekTo(seconds), setVolume, toggleMute, stop };
  function playerOf({ fileDuration, ...shown }: PlayerState): MusicPlayer {
    const current = shown.queue[shown.index] ?? null;
    return { ...shown, ...actions, current, duration: fileDuration > 0 ? fileDuration : (current?.duration ?? 0) };
  }
  snapshot = playerOf(state);

  const reportPosition = () => setPosition(fileDurationOf(audio), audio.currentTime, audio.playbackRate);
  const on = (type: keyof HTMLMediaElementEventMap, handle: () => void) => audio.addEventListener(type, handle);
  on("play", () => {
    update({ playing: true });
    reportPosition();
  });
  on("pause", () => update({ playing: false }));
  on("timeupdate", () => update({ currentTime: audio.currentTime }));
  on("loadedmetadata", () => update({ fileDuration: fileDurationOf(audio) }));
  on("durationchange", () => {
    update({ fileDuration: fileDurationOf(audio) });
    reportPosition();
  });
  on("seeked", reportPosition);
  on("ratechange", reportPosition);
  on("volumechange", () => update({ volume: clampVolume(audio.volume), muted: audio.muted }));
  on("ended", next);
  on("error", () => {
    if (loaded()) reset("Playback failed");
  });
  bindMediaSession({ play, pause, stop, skip, seekTo, previous, next });

  return {
    player: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    adopt(queue, index, started) {
      const track = queue[index];
      if (!track) return;
      heard(started);
      selected(queue, index, track, { playing: !audio.paused, currentTime: audio.currentTime, fileDuration: fileDurationOf(audio) });
    },
  };
}
