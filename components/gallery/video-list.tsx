"use client";

import { Picture } from "@/components/ui/picture";
import { Suspense, useRef, useState } from "react";
import type { GalleryVideo } from "@/fixed/gallery";
import { lazyWithPreload } from "@/components/ui/lazy-with-preload";
import { ART_QUALITY } from "@/lib/image-quality";

// The player's dialog and its library load when a visitor first reaches for a video.
// A YouTube thumbnail (https://i.ytimg.com/…) is shown as it is: the image optimizer only fetches
// hosts next.config.ts lists; an uploaded thumbnail (a local path) goes through it.
const videoDialog = lazyWithPreload(() => import("./video-dialog").then((module) => module.VideoDialog));

export function VideoList({ videos }: { videos: GalleryVideo[] }) {
  // The last video opened stays mounted (closed) so the dialog can hand focus back to its card.
  const [shown, setShown] = useState<GalleryVideo | null>(null);
  const [open, setOpen] = useState(false);
  const cards = useRef(new Map<GalleryVideo["id"], HTMLButtonElement>());

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id}>
            <button
              ref={(card) => {
                if (card) cards.current.set(video.id, card);
                else cards.current.delete(video.id);
              }}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={open && shown?.id === video.id}
              onClick={() => {
                setShown(video);
                setOpen(true);
              }}
              {...videoDialog.preloadOnIntent}
              className="group block h-full w-full overflow-hidden rounded-xl border border-border bg-card text-left text-card-foreground hover:border-primary"
            >
              <Picture
                src={video.thumbnail}
                alt=""
                width={960}
                height={640}
                unoptimized={!video.thumbnail.startsWith("/")}
                sizes="(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw"
                quality={ART_QUALITY}
                className="aspect-[3/2] w-full object-cover"
              />
              <span className="block p-4">
                <span className="block font-semibold">
                  <span className="sr-only">Play video: </span>
                  {video.title}
                </span>
                <span className="mt-1 block text-sm text-muted-foreground">{video.description}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {shown && (
        <Suspense fallback={null}>
          <videoDialog.Component video={shown} open={open} onOpenChange={setOpen} returnFocus={() => cards.current.get(shown.id)?.focus()} />
        </Suspense>
      )}
    </>
  );
}
