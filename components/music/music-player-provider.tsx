"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { MusicEngine, MusicPlayer } from "@/lib/browser/player/player-engine";

// The site's one audio element. It lives in the (site) layout, so a track keeps playing while the
// visitor moves between pages with client-side navigation. The player's code
// (lib/browser/player/player-engine.ts) is fetched when a player is on screen or the first track starts: most visitors
// never play music, and every page carried it (issue 48).

type MusicHost = {
  engine: MusicEngine | null;
  load: () => Promise<MusicEngine>;
  /** The player before its code has arrived: nothing loaded, and a track can be started. */
  idle: MusicPlayer;
};

const MusicHostContext = createContext<MusicHost | null>(null);
const noSubscription = () => () => undefined;

function useMusicHost(): MusicHost {
  const host = useContext(MusicHostContext);
  if (!host) throw new Error("the music player needs a MusicPlayerProvider above it");
  return host;
}

/** The player, for controls on screen: fetches the player's code when they mount. */
export function useMusicPlayer(): MusicPlayer {
  const { engine, load, idle } = useMusicHost();
  useEffect(() => {
    load().catch((error: unknown) => console.error("The music player could not be loaded.", error));
  }, [load]);
  return useSyncExternalStore(
    engine?.subscribe ?? noSubscription,
    () => engine?.player() ?? idle,
    () => idle,
  );
}

/** The selected track, without fetching the player (nothing is selected before it is loaded). */
export function useLoadedTrack() {
  const { engine } = useMusicHost();
  return useSyncExternalStore(
    engine?.subscribe ?? noSubscription,
    () => engine?.player().current ?? null,
    () => null,
  );
}

const nothing = () => undefined;

export function MusicPlayerProvider({ children }: { children: React.ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const loading = useRef<Promise<MusicEngine> | null>(null);
  const [engine, setEngine] = useState<MusicEngine | null>(null);

  const load = useCallback(() => {
    loading.current ??= import("@/lib/browser/player/player-engine").then(
      ({ createMusicEngine }) => {
        const audio = audioRef.current;
        if (!audio) throw new Error("the site's audio element is missing");
        const created = createMusicEngine(audio);
        setEngine(created);
        return created;
      },
      (error: unknown) => {
        loading.current = null; // a later play tries again
        throw error;
      },
    );
    return loading.current;
  }, []);

  const idle = useMemo<MusicPlayer>(() => {
    // iOS lets a page start sound only inside the visitor's tap, so the first track starts here,
    // at once, and the player takes it over when its code arrives.
    function playTrack(queue: MusicPlayer["queue"], index: number) {
      const audio = audioRef.current;
      const track = queue[index];
      if (!audio || !track) return;
      audio.src = track.fileUrl;
      const started = audio.play();
      started.catch(() => undefined); // heard by the player when it takes over (a refusal resets it)
      load().then(
        (loaded) => loaded.adopt(queue, index, started),
        (error: unknown) => {
          console.error("The music player could not be loaded.", error);
          audio.pause();
          audio.removeAttribute("src");
          audio.load();
        },
      );
    }
    const state = { queue: [], index: -1, current: null, playing: false, currentTime: 0, duration: 0, volume: 1, muted: false, announcement: "" };
    return {
      ...state,
      playTrack,
      toggle: nothing,
      pause: nothing,
      next: nothing,
      previous: nothing,
      skip: nothing,
      seek: nothing,
      setVolume: nothing,
      toggleMute: nothing,
      stop: nothing,
    };
  }, [load]);

  const host = useMemo(() => ({ engine, load, idle }), [engine, load, idle]);
  const announcement = useSyncExternalStore(
    engine?.subscribe ?? noSubscription,
    () => engine?.player().announcement ?? "",
    () => "",
  );

  return (
    <MusicHostContext.Provider value={host}>
      {children}
      <audio ref={audioRef} id="site-music-player" data-tracks-own-plays="" preload="metadata" />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </MusicHostContext.Provider>
  );
}
