"use client";

import { PreparedPicture } from "@/components/ui/prepared-picture";
import { Suspense, useRef, useState } from "react";
import { lazyWithPreload } from "@/components/ui/lazy-with-preload";
import type { ShownVideo } from "./prepared-media";

// The player's dialog and its library load when a visitor first reaches for a video.
const videoDialog = lazyWithPreload(() => import("./video-dialog").then((module) => module.VideoDialog));

export function VideoList({ videos }: { videos: ShownVideo[] }) {
  // The last video opened stays mounted (closed) so the dialog can hand focus back to its card.
  const [shown, setShown] = useState<ShownVideo | null>(null);
  const [open, setOpen] = useState(false);
  const cards = useRef(new Map<ShownVideo["id"], HTMLButtonElement>());

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
              <PreparedPicture picture={video.still} alt="" className="aspect-[3/2] w-full object-cover" />
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
