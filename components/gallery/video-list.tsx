"use client";

import * as Dialog from "@radix-ui/react-dialog";
import Image from "next/image";
import type { GalleryVideo } from "@/content/gallery";
import { CloseIcon } from "./icons";

// The player iframe exists only while the dialog is open: nothing loads from the video site before
// a click, and closing stops playback by removing it.
export function VideoList({ videos }: { videos: GalleryVideo[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.id}>
          <Dialog.Root>
            <Dialog.Trigger className="group block h-full w-full overflow-hidden rounded-xl border border-border bg-card text-left text-card-foreground hover:border-primary">
              <Image src={video.thumbnail} alt="" width={960} height={640} sizes="(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw" className="aspect-[3/2] w-full object-cover" />
              <span className="block p-4">
                <span className="block font-semibold">
                  <span className="sr-only">Play video: </span>
                  {video.title}
                </span>
                <span className="mt-1 block text-sm text-muted-foreground">{video.description}</span>
              </span>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
              <Dialog.Content aria-describedby={undefined} className="fixed left-1/2 top-1/2 z-50 w-[min(100vw-2rem,960px)] -translate-x-1/2 -translate-y-1/2 text-white">
                <div className="mb-3 flex items-center justify-between gap-4">
                  <Dialog.Title className="font-display text-xl font-semibold">{video.title}</Dialog.Title>
                  <Dialog.Close aria-label="Close video" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/10 hover:bg-white/20">
                    <CloseIcon />
                  </Dialog.Close>
                </div>
                <iframe
                  src={`https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1`}
                  title={`${video.title} video`}
                  allow="autoplay; encrypted-media; picture-in-picture"
                  allowFullScreen
                  className="aspect-video w-full rounded-lg bg-black"
                />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </li>
      ))}
    </ul>
  );
}
