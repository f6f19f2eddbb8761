import "server-only";
import { cachedRead } from "@/lib/cache/cached-read";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { specCategories, type GalleryPhoto, type GalleryVideo } from "@/fixed/gallery";
import { photoRows, toAdminPhoto, toPublicPhoto, type AdminGalleryPhoto } from "./photos";
import { toAdminVideo, toPublicVideo, videoRows, type AdminGalleryVideo } from "./videos";

export type PublicGallery = { photos: GalleryPhoto[]; videos: GalleryVideo[] };
export type AdminGallery = { photos: AdminGalleryPhoto[]; videos: AdminGalleryVideo[]; categories: string[] };

/** What visitors see, in display order: /gallery (prerendered) and GET /api/gallery. */
export const publicGallery = cachedRead(cacheTags.gallery, "gallery", async (): Promise<PublicGallery> => {
  const [photos, videos] = await Promise.all([photoRows(), videoRows()]);
  return { photos: photos.map(toPublicPhoto), videos: videos.map(toPublicVideo) };
});

/** The admin tab's lists, with the demo flags and every category in use or offered. */
export async function adminGallery(): Promise<AdminGallery> {
  const [photoList, videoList] = await Promise.all([photoRows(), videoRows()]);
  const photos = photoList.map(toAdminPhoto);
  const videos = videoList.map(toAdminVideo);
  const added = [...new Set([...photos, ...videos].map((item) => item.category))].filter((name) => !specCategories.includes(name));
  return { photos, videos, categories: [...specCategories, ...added.sort((a, b) => a.localeCompare(b))] };
}

/**
 * Puts photos and/or videos in the given order. Each list must name every existing item once (a
 * list made from a stale page is refused rather than half applied); the problem, or null when done.
 */
export async function reorderGallery(order: { photos?: number[]; videos?: number[] }): Promise<{ field: "photos" | "videos"; message: string } | null> {
  const [photoIds, videoIds] = await Promise.all([db.galleryPhoto.findMany({ select: { id: true } }), db.galleryVideo.findMany({ select: { id: true } })]);
  for (const [field, given, existing] of [
    ["photos", order.photos, photoIds],
    ["videos", order.videos, videoIds],
  ] as const) {
    if (
      given &&
      !sameIds(
        given,
        existing.map((row) => row.id),
      )
    ) {
      return { field, message: `The list must name every ${field === "photos" ? "photo" : "video"} once: reload the page and try again` };
    }
  }
  await db.$transaction([
    ...(order.photos ?? []).map((id, position) => db.galleryPhoto.update({ where: { id }, data: { position } })),
    ...(order.videos ?? []).map((id, position) => db.galleryVideo.update({ where: { id }, data: { position } })),
  ]);
  revalidateData(cacheTags.gallery);
  return null;
}

function sameIds(given: number[], existing: number[]): boolean {
  const set = new Set(given);
  return set.size === given.length && given.length === existing.length && existing.every((id) => set.has(id));
}
