import "server-only";
import { cachedRead } from "@/lib/cache/cached-read";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import type { GalleryVideo } from "@/fixed/gallery";
import { toPublicVideo } from "@/lib/gallery/videos";
import { isStoredPicture, renditionOf } from "@/lib/media/rendition-url";
import { pressPhotos } from "./photos";

/** The press kit's videos: the gallery's first three, in the band's order. */
export const pressVideos = cachedRead(cacheTags.gallery, "press-videos", async (): Promise<GalleryVideo[]> => {
  const rows = await db.galleryVideo.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }], include: { media: true }, take: 3 });
  return rows.map(toPublicVideo);
});

const SHARE_WIDTH = 1200;

/** The share card's picture: the first press photo at 1200 px (its rendition), or null without one. */
export async function pressShareImage(): Promise<{ url: string; width: number; height: number } | null> {
  const [photo] = await pressPhotos();
  if (!photo) return null;
  const width = Math.min(SHARE_WIDTH, photo.width);
  const url = isStoredPicture(photo.src) ? renditionOf(photo.src, SHARE_WIDTH) : photo.src;
  return { url, width, height: Math.round((photo.height * width) / photo.width) };
}
