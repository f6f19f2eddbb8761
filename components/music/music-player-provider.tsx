"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { MUSIC_TRACKS_URL } from "@/lib/browser/music-tracks";
import { bindMediaSession, setNowPlaying, setPlaybackState, setPosition } from "@/lib/music/media-session";
import { clampTime, clampVolume, nextIndex, previousIndex, skipTime } from "@/lib/music/playback";
import { trackAction } from "@/lib/tracking/browser-tracker";
import type { PublicTrack } from "@/lib/validation/music";

// The site's one audio element and its state. It lives in the (site) layout, so a track keeps
// playing while the visitor moves between pages with client-side navigation.

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

const MusicPlayerContext = createContext<MusicPlayer | null>(null);

export function useMusicPlayer(): MusicPlayer {
  const player = useContext(MusicPlayerContext);
  if (!player) throw new Error("useMusicPlayer needs a MusicPlayerProvider above it");
  return player;
}

/** Counts a play on the server and shows the new count in the list; failures are ignored (spec). */
function recordPlay(track: PublicTrack): void {
  trackAction("music_play", { elementId: `track-${track.id}`, elementText: track.title, data: { trackId: track.id, title: track.title } });
  // The API client is fetched with the first play, not with every page.
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

export function MusicPlayerProvider({ children }: { children: React.ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const queueRef = useRef<PublicTrack[]>([]);
  const indexRef = useRef(-1);
  const [queue, setQueue] = useState<PublicTrack[]>([]);
  const [index, setIndex] = useState(-1);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [fileDuration, setFileDuration] = useState(0);
  const [volume, setVolumeState] = useState(1);
  const [muted, setMuted] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  const current = queue[index] ?? null;
  const duration = fileDuration > 0 ? fileDuration : (current?.duration ?? 0);

  /** Back to nothing selected (a failure, or the visitor closed the player). */
  const reset = useCallback((message = "") => {
    indexRef.current = -1;
    queueRef.current = [];
    setQueue([]);
    setIndex(-1);
    setPlaying(false);
    setCurrentTime(0);
    setFileDuration(0);
    setAnnouncement(message);
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.removeAttribute("src");
      audio.load();
    }
  }, []);

  const start = useCallback(
    (audio: HTMLAudioElement) => {
      audio.play().catch((error: unknown) => {
        // Another track replaced this one before it started: not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
        console.debug("playback failed", error);
        reset("Playback failed");
      });
    },
    [reset],
  );

  const load = useCallback(
    (tracks: PublicTrack[], at: number) => {
      const audio = audioRef.current;
      const track = tracks[at];
      if (!audio || !track) return;
      queueRef.current = tracks;
      indexRef.current = at;
      setQueue(tracks);
      setIndex(at);
      setCurrentTime(0);
      setFileDuration(0);
      audio.src = track.fileUrl;
      start(audio);
      recordPlay(track);
      setAnnouncement(`Now playing: ${track.title} by ${track.artist}`);
    },
    [start],
  );

  const playTrack = useCallback((tracks: PublicTrack[], at: number) => load(tracks, at), [load]);
  const next = useCallback(() => load(queueRef.current, nextIndex(indexRef.current, queueRef.current.length)), [load]);
  const previous = useCallback(() => load(queueRef.current, previousIndex(indexRef.current, queueRef.current.length)), [load]);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (audio && indexRef.current >= 0) start(audio);
  }, [start]);
  const pause = useCallback(() => audioRef.current?.pause(), []);
  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || indexRef.current < 0) return;
    if (audio.paused) start(audio);
    else audio.pause();
  }, [start]);

  const seekTo = useCallback((seconds: number, fast = false) => {
    const audio = audioRef.current;
    if (!audio || indexRef.current < 0) return;
    const target = clampTime(seconds, fileDurationOf(audio));
    if (fast && typeof audio.fastSeek === "function") audio.fastSeek(target);
    else audio.currentTime = target;
    setCurrentTime(target);
  }, []);
  const seek = useCallback((seconds: number) => seekTo(seconds), [seekTo]);
  const skip = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (audio) seekTo(skipTime(audio.currentTime, seconds, fileDurationOf(audio)));
    },
    [seekTo],
  );

  const setVolume = useCallback((value: number) => {
    const audio = audioRef.current;
    const level = clampVolume(value);
    setVolumeState(level);
    if (!audio) return;
    audio.volume = level;
    if (level > 0 && audio.muted) audio.muted = false;
  }, []);
  const toggleMute = useCallback(() => {
    const audio = audioRef.current;
    if (audio) audio.muted = !audio.muted;
  }, []);
  const stop = useCallback(() => reset("Playback stopped"), [reset]);

  // The system's media controls follow the selected track.
  useEffect(() => {
    setNowPlaying(current);
    if (!current) setPlaybackState("none");
  }, [current]);
  useEffect(() => {
    if (current) setPlaybackState(playing ? "playing" : "paused");
  }, [current, playing]);
  useEffect(() => bindMediaSession({ play, pause, stop, skip, seekTo, previous, next }), [play, pause, stop, skip, seekTo, previous, next]);

  const reportPosition = () => {
    const audio = audioRef.current;
    if (audio) setPosition(fileDurationOf(audio), audio.currentTime, audio.playbackRate);
  };

  const value = useMemo<MusicPlayer>(
    () => ({ queue, index, current, playing, currentTime, duration, volume, muted, playTrack, toggle, pause, next, previous, skip, seek, setVolume, toggleMute, stop }),
    [queue, index, current, playing, currentTime, duration, volume, muted, playTrack, toggle, pause, next, previous, skip, seek, setVolume, toggleMute, stop],
  );

  return (
    <MusicPlayerContext.Provider value={value}>
      {children}
      <audio
        ref={audioRef}
        id="site-music-player"
        data-tracks-own-plays=""
        preload="metadata"
        onPlay={() => {
          setPlaying(true);
          reportPosition();
        }}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setFileDuration(fileDurationOf(event.currentTarget))}
        onDurationChange={(event) => {
          setFileDuration(fileDurationOf(event.currentTarget));
          reportPosition();
        }}
        onSeeked={reportPosition}
        onRateChange={reportPosition}
        onVolumeChange={(event) => {
          setVolumeState(clampVolume(event.currentTarget.volume));
          setMuted(event.currentTarget.muted);
        }}
        onEnded={next}
        onError={() => {
          if (indexRef.current >= 0) reset("Playback failed");
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </MusicPlayerContext.Provider>
  );
}
