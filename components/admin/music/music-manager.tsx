"use client";

import useSWR from "swr";
import { adminSwrOptions, getJson } from "@/lib/client-fetch";
import type { UploadMode } from "@/lib/music/client-upload";
import type { PublicTrack } from "@/lib/validation/music";
import { TrackLibrary } from "./track-library";
import { UploadPanel } from "./upload-panel";

export const TRACKS_URL = "/api/music-tracks";

/** The admin Music tab: the upload panel above the library (spec section 2). */
export function MusicManager({ uploadMode }: { uploadMode: UploadMode }) {
  const { data, error, isLoading, mutate } = useSWR<PublicTrack[], Error>(TRACKS_URL, getJson, adminSwrOptions);
  return (
    <div className="space-y-10">
      <UploadPanel mode={uploadMode} onUploaded={() => void mutate()} />
      <hr className="border-border" />
      <TrackLibrary
        tracks={data}
        error={error}
        loading={isLoading}
        onChanged={(next) => (next ? mutate(next, { revalidate: true }) : mutate())}
        onRetry={() => void mutate()}
      />
    </div>
  );
}
