import "server-only";
import { cachedRead } from "@/lib/cache/cached-read";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import type { GalleryVideo } from "@/fixed/gallery";
import { toPublicVideo } from "@/lib/gallery/videos";

/** The press kit's videos: the gallery's first three, in the band's order. */
export const pressVideos = cachedRead(cacheTags.gallery, "press-videos", async (): Promise<GalleryVideo[]> => {
  const rows = await db.galleryVideo.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }], include: { media: true }, take: 3 });
  return rows.map(toPublicVideo);
});
