"use client";

import { MUSIC_TRACKS_URL } from "@/lib/browser/music-tracks";
import type { UploadMode } from "@/lib/music/client-upload";
import type { PublicTrack } from "@/lib/validation/music";
import { useServerSeeded } from "@/components/admin/use-server-seeded";
import { TrackLibrary } from "./track-library";
import { UploadPanel } from "./upload-panel";

/** The admin Music tab: the upload panel above the library (spec section 2), the list read on the server. */
export function MusicManager({ uploadMode, initialTracks }: { uploadMode: UploadMode; initialTracks: PublicTrack[] }) {
  const { data, error, isLoading, mutate } = useServerSeeded(MUSIC_TRACKS_URL, initialTracks);
  return (
    <div className="space-y-10">
      <UploadPanel mode={uploadMode} />
      <hr className="border-border" />
      <TrackLibrary tracks={data} error={error} loading={isLoading} onChanged={(next) => (next ? mutate(next, { revalidate: true }) : mutate())} onRetry={() => void mutate()} />
    </div>
  );
}
