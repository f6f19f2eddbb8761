import "server-only";
import { pictureAttributes, type PictureAttributes } from "@/components/ui/picture";
import type { GalleryPhoto, GalleryVideo } from "@/fixed/gallery";
import { ART_QUALITY } from "@/lib/image-quality";

// The gallery's pictures, worked out on the server: the carousel, its thumbnails and the video
// cards are client components, and getImageProps in the browser cost /gallery about 3 KB of
// compressed JavaScript before its first screen (issue 48).

export type ShownPhoto = GalleryPhoto & { stage: PictureAttributes; thumbnail: PictureAttributes };
export type ShownVideo = GalleryVideo & { still: PictureAttributes };

const STAGE_SIZES = "(min-width: 1200px) 1060px, 100vw";

/**
 * `firstPaint`: the first photo's small inline rendition (lib/media/first-screen.ts). That photo is
 * the page's largest paint: preloaded from the head, with the rendition as its placeholder, as the
 * home page's hero; the others show their blur until they arrive.
 */
export function shownPhotos(photos: GalleryPhoto[], firstPaint: string | null): ShownPhoto[] {
  return photos.map((photo, i) => {
    const first = i === 0 && firstPaint !== null;
    return {
      ...photo,
      stage: pictureAttributes({
        src: photo.src,
        alt: photo.alt,
        width: photo.width,
        height: photo.height,
        sizes: STAGE_SIZES,
        quality: ART_QUALITY,
        preload: first,
        placeholder: first ? (firstPaint as `data:image/${string}`) : "blur",
        blurDataURL: photo.blurDataUrl,
      }),
      // No blur placeholder: each is an SVG filter the browser draws, dozens of them on the
      // gallery's first screen (issue 48); the muted box shows until the small file arrives.
      thumbnail: pictureAttributes({ src: photo.src, alt: "", width: 120, height: 80, quality: ART_QUALITY, loading: "lazy" }),
    };
  });
}

/**
 * A YouTube still (https://i.ytimg.com/…) is shown as it is: the image optimizer only fetches hosts
 * next.config.ts lists; an uploaded still (a local path) goes through it.
 */
export function shownVideos(videos: GalleryVideo[]): ShownVideo[] {
  return videos.map((video) => ({
    ...video,
    still: pictureAttributes({
      src: video.thumbnail,
      alt: "",
      width: 960,
      height: 640,
      unoptimized: !video.thumbnail.startsWith("/"),
      sizes: "(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw",
      quality: ART_QUALITY,
    }),
  }));
}
