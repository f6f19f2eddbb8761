"use client";

import { usePathname } from "next/navigation";
import { Suspense, useEffect } from "react";
import { lazyWithPreload } from "@/components/ui/lazy-with-preload";
import { useLoadedTrack } from "./music-player-provider";

const miniPlayer = lazyWithPreload(() => import("./mini-player").then((module) => module.MiniPlayer));

/**
 * Where the mini player appears: on every page but /music, while a track is loaded. Its code is
 * fetched when the first track starts, so visitors who never play music never download it.
 */
export function MiniPlayerSlot() {
  const pathname = usePathname();
  const current = useLoadedTrack();
  useEffect(() => {
    if (current) miniPlayer.preload();
  }, [current]);
  if (!current || pathname === "/music") return null;
  return (
    <Suspense>
      <miniPlayer.Component />
    </Suspense>
  );
}
