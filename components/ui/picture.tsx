import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { isStoredPicture, renditionLoader } from "@/lib/media/rendition-url";
import { PreparedPicture } from "./prepared-picture";

/** A picture's <img> attributes as next/image works them out (srcset, sizes, lazy loading, placeholder). */
export type PictureAttributes = ReturnType<typeof getImageProps>["props"];

/**
 * Every picture of the site is a plain <img> with next/image's srcset, sizes and lazy loading from
 * `getImageProps`, so a picture sends no code to the browser (next/image's component is a client
 * component: about 5 KB of compressed JavaScript on every page, issue 48). A stored picture's
 * srcset points at its ready-made renditions (lib/media/renditions.ts), so a visitor's first
 * request is a file with long caching, never a resize by /_next/image; shipped pictures (public/)
 * keep Next.js's optimiser. `preload` adds the preload to the head as next/image does. The
 * placeholder stays painted under the picture once it has loaded (next/image takes it away with
 * code); a photo covers it.
 *
 * Work them out on the server: a client component given them (PreparedPicture) then carries none
 * of next/image's code either (about 3 KB on /gallery).
 */
export function pictureAttributes({ preload, ...props }: ImageProps): PictureAttributes {
  const stored = typeof props.src === "string" && isStoredPicture(props.src);
  const { props: img } = getImageProps({ preload, ...props, loader: stored ? renditionLoader : props.loader });
  if (preload) {
    preloadResource(img.src, {
      as: "image",
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: img.fetchPriority,
      crossOrigin: img.crossOrigin,
      referrerPolicy: img.referrerPolicy,
    });
  }
  return img;
}

export function Picture({ alt, ...props }: ImageProps) {
  return <PreparedPicture picture={pictureAttributes({ alt, ...props })} alt={alt} />;
}
