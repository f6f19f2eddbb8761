"use client";

import { createContext, use, useRef, useState } from "react";
import { toast } from "sonner";
import type { PublicTrack } from "@/lib/validation/music";
import { useUploadQueue, type UploadQueue } from "./use-upload-queue";

type TrackPlayer = { playingId: number | null; toggle: (track: PublicTrack) => void; stop: () => void };

const MusicSession = createContext<{ uploads: UploadQueue; player: TrackPlayer } | null>(null);

/**
 * The Music tab's uploads and its one player, held in the admin layout rather than the Music
 * page: an upload in progress or a playing track carries on while the admin opens another tab.
 */
export function MusicSessionProvider({ children }: { children: React.ReactNode }) {
  const uploads = useUploadQueue();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playingId, setPlayingId] = useState<number | null>(null);

  function stop() {
    audioRef.current?.pause();
    setPlayingId(null);
  }

  function toggle(track: PublicTrack) {
    const audio = audioRef.current;
    if (!audio) return;
    if (playingId === track.id) {
      stop();
      return;
    }
    audio.src = track.fileUrl;
    setPlayingId(track.id);
    audio.play().catch((failure: unknown) => {
      // Switching tracks interrupts the previous play() call; that is not a failure.
      if (failure instanceof DOMException && failure.name === "AbortError") return;
      setPlayingId((current) => (current === track.id ? null : current));
      toast.error("Playback Failed", { description: `${track.title} could not be played.` });
    });
  }

  return (
    <MusicSession value={{ uploads, player: { playingId, toggle, stop } }}>
      {children}
      <audio ref={audioRef} preload="none" onEnded={() => setPlayingId(null)} className="hidden" data-testid="admin-music-player" />
    </MusicSession>
  );
}

export function useMusicSession() {
  const session = use(MusicSession);
  if (!session) throw new Error("useMusicSession needs the admin layout's MusicSessionProvider");
  return session;
}
