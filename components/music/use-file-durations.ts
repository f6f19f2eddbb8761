"use client";

import { useEffect, useState } from "react";
import type { PublicTrack } from "@/lib/validation/music";

/**
 * The length of each track stored with duration 0, read from the file's metadata (spec: a track
 * with duration 0 triggers reading the file to work out its length). Only the header is fetched.
 */
export function useFileDurations(tracks: PublicTrack[]): Record<number, number> {
  const [durations, setDurations] = useState<Record<number, number>>({});
  const unknown = tracks.filter((track) => track.duration <= 0 && durations[track.id] === undefined);
  const key = unknown.map((track) => `${track.id}:${track.fileUrl}`).join("|");

  useEffect(() => {
    if (!key) return;
    const probes = key.split("|").map((entry) => {
      const [id, ...url] = entry.split(":");
      const probe = new Audio();
      probe.preload = "metadata";
      const done = () => {
        const seconds = Number.isFinite(probe.duration) && probe.duration > 0 ? probe.duration : 0;
        setDurations((known) => ({ ...known, [Number(id)]: seconds }));
      };
      probe.addEventListener("loadedmetadata", done, { once: true });
      probe.addEventListener("error", done, { once: true });
      probe.src = url.join(":");
      return { probe, done };
    });
    return () => {
      for (const { probe, done } of probes) {
        probe.removeEventListener("loadedmetadata", done);
        probe.removeEventListener("error", done);
        probe.removeAttribute("src");
        probe.load();
      }
    };
  }, [key]);

  return durations;
}
