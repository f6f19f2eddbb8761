"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect } from "react";
import { useMusicPlayer } from "./music-player-provider";

const loadMiniPlayer = () => import("./mini-player");
const MiniPlayer = lazy(() => loadMiniPlayer().then((module) => ({ default: module.MiniPlayer })));

/**
 * Where the mini player appears: on every page but /music, while a track is loaded. Its code is
 * fetched when the first track starts, so visitors who never play music never download it.
 */
export function MiniPlayerSlot() {
  const pathname = usePathname();
  const { current } = useMusicPlayer();
  useEffect(() => {
    if (current) void loadMiniPlayer();
  }, [current]);
  if (!current || pathname === "/music") return null;
  return (
    <Suspense>
      <MiniPlayer />
    </Suspense>
  );
}
