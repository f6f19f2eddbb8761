"use client";

import Image, { type ImageProps } from "next/image";
import { isStoredPicture, renditionLoader } from "@/lib/media/rendition-url";

/**
 * next/image for every picture the band may have uploaded: a stored picture's srcset points at its
 * ready-made renditions (lib/media/renditions.ts), so a visitor's first request is a file with long
 * caching, never a resize by /_next/image; shipped pictures (public/) keep Next.js's optimiser.
 */
export function Picture({ alt, ...props }: ImageProps) {
  const stored = typeof props.src === "string" && isStoredPicture(props.src);
  return <Image alt={alt} {...props} loader={stored ? renditionLoader : props.loader} />;
}
