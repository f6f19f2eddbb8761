"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { GalleryVideo } from "@/fixed/gallery";
import { GalleryDialog, type DialogControl } from "./gallery-dialog";
import { CloseIcon } from "./icons";

type Props = DialogControl & { video: GalleryVideo };

// The player iframe exists only while the dialog is open: nothing loads from the video site before
// a click, and closing stops playback by removing it.
export function VideoDialog({ video, ...control }: Props) {
  return (
    <GalleryDialog {...control} className="fixed top-1/2 left-1/2 z-50 w-[min(100vw-2rem,960px)] -translate-x-1/2 -translate-y-1/2 text-white">
      <div className="mb-3 flex items-center justify-between gap-4">
        <Dialog.Title className="font-display text-xl font-semibold">{video.title}</Dialog.Title>
        <Dialog.Close aria-label="Close video" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/10 hover:bg-white/20">
          <CloseIcon />
        </Dialog.Close>
      </div>
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1${video.startSeconds > 0 ? `&start=${video.startSeconds}` : ""}`}
        title={`${video.title} video`}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full rounded-lg bg-black"
      />
    </GalleryDialog>
  );
}
