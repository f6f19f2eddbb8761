"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Picture } from "@/components/ui/picture";
import type { KeyboardEvent } from "react";
import type { GalleryPhoto } from "@/fixed/gallery";
import { ART_QUALITY } from "@/lib/image-quality";
import { GalleryDialog, type DialogControl } from "./gallery-dialog";
import { Chevron, CloseIcon } from "./icons";

type Props = {
  photos: GalleryPhoto[];
  index: number;
  onStep: (step: number) => void;
} & DialogControl;

const controlClass = "flex h-12 w-12 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20";

export function PhotoLightbox({ photos, index, onStep, ...control }: Props) {
  const photo = photos[index];

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    // React events bubble through the portal: keep the carousel's own arrow keys from stepping again.
    event.stopPropagation();
    onStep(event.key === "ArrowLeft" ? -1 : 1);
  }

  return (
    <GalleryDialog {...control} onKeyDown={onKeyDown} className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 text-white">
      {photo && (
        <>
          <Picture
            src={photo.src}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            sizes="100vw"
            quality={ART_QUALITY}
            placeholder="blur"
            blurDataURL={photo.blurDataUrl}
            className="max-h-[75vh] w-auto max-w-full rounded-lg object-contain"
          />
          <Dialog.Title className="font-display text-xl font-semibold">{photo.title}</Dialog.Title>
          <p className="text-sm text-stone-300">
            {index + 1} / {photos.length}
          </p>
        </>
      )}
      <div className="flex gap-3">
        {photos.length > 1 && (
          <button type="button" aria-label="Previous photo" onClick={() => onStep(-1)} className={controlClass}>
            <Chevron direction="left" />
          </button>
        )}
        {photos.length > 1 && (
          <button type="button" aria-label="Next photo" onClick={() => onStep(1)} className={controlClass}>
            <Chevron direction="right" />
          </button>
        )}
        <Dialog.Close aria-label="Close" className={controlClass}>
          <CloseIcon />
        </Dialog.Close>
      </div>
    </GalleryDialog>
  );
}
