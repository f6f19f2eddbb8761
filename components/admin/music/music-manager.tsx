"use client";

import { MUSIC_TRACKS_URL } from "@/lib/browser/music-tracks";
import type { UploadMode } from "@/lib/browser/music-upload";
import type { PublicTrack } from "@/lib/validation/music";
import { usePagedList } from "@/components/admin/use-paged-list";
import { Button } from "@/components/ui/button";
import { TrackLibrary } from "./track-library";
import { UploadPanel } from "./upload-panel";

/** The admin Music tab: the upload panel above the library (spec section 2), its newest 500 tracks read on the server, older ones on request. */
export function MusicManager({ uploadMode, firstPage }: { uploadMode: UploadMode; firstPage: { rows: PublicTrack[]; nextCursor: string | null } }) {
  const { rows, error, isLoading, mutate, hasMore, loadingMore, loadMore } = usePagedList<PublicTrack>(MUSIC_TRACKS_URL, undefined, firstPage);
  return (
    <div className="space-y-10">
      <UploadPanel mode={uploadMode} />
      <hr className="border-border" />
      <TrackLibrary tracks={rows} error={error} loading={isLoading} onChanged={() => mutate()} onRetry={() => void mutate()} />
      {hasMore && (
        <Button variant="outline" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? "Loading..." : "Load older tracks"}
        </Button>
      )}
    </div>
  );
}
