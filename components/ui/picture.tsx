import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { isStoredPicture, renditionLoader } from "@/lib/media/rendition-url";

/**
 * Every picture of the site: a plain <img> with next/image's srcset, sizes and lazy loading from
 * `getImageProps`, so a server component's picture sends no code to the browser (next/image's
 * component is a client component: about 5 KB of compressed JavaScript on every page, issue 48).
 * A stored picture's srcset points at its ready-made renditions (lib/media/renditions.ts), so a
 * visitor's first request is a file with long caching, never a resize by /_next/image; shipped
 * pictures (public/) keep Next.js's optimiser. `preload` adds the preload to the head as
 * next/image does. The placeholder stays painted under the picture once it has loaded (next/image
 * takes it away with code); a photo covers it.
 */
export function Picture({ alt, preload, ...props }: ImageProps) {
  const stored = typeof props.src === "string" && isStoredPicture(props.src);
  const { props: img } = getImageProps({ alt, preload, ...props, loader: stored ? renditionLoader : props.loader });
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
  // getImageProps hands `alt` back; the linters want to see it written.
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client code
  return <img {...img} alt={alt} />;
}
