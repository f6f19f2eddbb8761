"use client";

import { PreparedPicture } from "@/components/ui/prepared-picture";
import { useEffect, useRef } from "react";
import type { ShownPhoto } from "./prepared-media";

type Props = { photos: ShownPhoto[]; index: number; onSelect: (index: number) => void };

export function PhotoThumbnails({ photos, index, onSelect }: Props) {
  const strip = useRef<HTMLUListElement>(null);

  // Keep the current thumbnail in view by scrolling the strip only (never the page).
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[index] as HTMLElement | undefined;
    if (!list || !item) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({ left: item.offsetLeft - (list.clientWidth - item.clientWidth) / 2, behavior: reduce ? "auto" : "smooth" });
  }, [index]);

  return (
    <ul ref={strip} aria-label="Thumbnails" className="relative flex gap-2 overflow-x-auto pb-2">
      {photos.map((photo, i) => (
        <li key={photo.id} className="shrink-0">
          <button
            type="button"
            aria-label={`Show ${photo.title}`}
            aria-current={i === index ? "true" : undefined}
            onClick={() => onSelect(i)}
            className={`block overflow-hidden rounded-md border-2 ${i === index ? "border-primary" : "border-transparent opacity-70 hover:opacity-100"}`}
          >
            <PreparedPicture picture={photo.thumbnail} alt="" className="h-16 w-24 bg-muted object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
