import "server-only";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { removeStoredImage } from "@/lib/media/library";
import type { GalleryVideo } from "@/fixed/gallery";
import type { VideoFields, VideoPatch } from "@/lib/validation/gallery";
import { youtubeThumbnail } from "@/lib/common/youtube";

// Gallery videos: a YouTube id (validated from the pasted link) with a title, description and
// category. The thumbnail is YouTube's own still, or an uploaded media file when one is set.

export type AdminGalleryVideo = GalleryVideo & { isDemo: boolean };

type VideoRow = {
  id: number;
  videoId: string;
  startSeconds: number;
  title: string;
  description: string;
  category: string;
  isDemo: boolean;
  media: { url: string } | null;
};

export function toPublicVideo(row: VideoRow): GalleryVideo {
  return {
    id: row.id,
    videoId: row.videoId,
    startSeconds: row.startSeconds,
    thumbnail: row.media?.url ?? youtubeThumbnail(row.videoId),
    title: row.title,
    description: row.description,
    category: row.category,
  };
}

export const toAdminVideo = (row: VideoRow): AdminGalleryVideo => ({ ...toPublicVideo(row), isDemo: row.isDemo });

export function videoRows() {
  return db.galleryVideo.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }], include: { media: true } });
}

/** `url` has already been reduced to the video id and its start by the schema. */
export async function addVideo({ url: link, ...fields }: VideoFields): Promise<GalleryVideo> {
  const row = await db.$transaction(async (tx) => {
    const last = await tx.galleryVideo.aggregate({ _max: { position: true } });
    return tx.galleryVideo.create({ data: { ...fields, ...link, position: (last._max.position ?? -1) + 1 }, include: { media: true } });
  });
  revalidateData(cacheTags.gallery);
  return toPublicVideo(row);
}

export async function updateVideo(id: number, { url: link, ...fields }: VideoPatch): Promise<GalleryVideo | null> {
  const updated = await db.galleryVideo.updateMany({ where: { id }, data: { ...fields, ...(link ?? {}) } });
  if (updated.count === 0) return null;
  revalidateData(cacheTags.gallery);
  return toPublicVideo(await db.galleryVideo.findUniqueOrThrow({ where: { id }, include: { media: true } }));
}

/** Deletes the video (and its uploaded thumbnail, if any); its title, or null when there was none. */
export async function deleteVideo(id: number): Promise<{ title: string } | null> {
  const row = await db.galleryVideo.findUnique({ where: { id }, include: { media: true } });
  if (!row) return null;
  await db.$transaction([db.galleryVideo.delete({ where: { id } }), ...(row.mediaId ? [db.mediaFile.delete({ where: { id: row.mediaId } })] : [])]);
  revalidateData(cacheTags.gallery);
  if (row.media) await removeStoredImage(row.media);
  return { title: row.title };
}
