import "server-only";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { recordStoredImage, removeStoredImage, type StoredImage } from "@/lib/media/library";
import type { GalleryPhoto } from "@/fixed/gallery";
import type { PhotoFields, PhotoPatch } from "@/lib/validation/gallery";

// Gallery photos: each row owns one media file, created with it and deleted with it.
// Every change expires the gallery's cached reads, so /gallery shows it on its next load.

export type AdminGalleryPhoto = GalleryPhoto & { isDemo: boolean; forPress: boolean };

type PhotoRow = {
  id: number;
  title: string;
  alt: string;
  category: string;
  isDemo: boolean;
  forPress: boolean;
  media: { url: string; width: number; height: number; blurDataUrl: string };
};

export function toPublicPhoto(row: PhotoRow): GalleryPhoto {
  const { media } = row;
  return {
    id: row.id,
    src: media.url,
    alt: row.alt,
    title: row.title,
    category: row.category,
    width: media.width,
    height: media.height,
    blurDataUrl: media.blurDataUrl,
  };
}

export const toAdminPhoto = (row: PhotoRow): AdminGalleryPhoto => ({ ...toPublicPhoto(row), isDemo: row.isDemo, forPress: row.forPress });

/** Every photo in display order. */
export function photoRows() {
  return db.galleryPhoto.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }], include: { media: true } });
}

/**
 * Adds a stored image as the last photo, or, `first`, as the first (the band's uploads: its newest
 * work leads); when the row cannot be written the file is removed.
 */
export async function addPhoto(fields: PhotoFields, image: StoredImage, options: { isDemo?: boolean; revalidate?: boolean; first?: boolean } = {}): Promise<GalleryPhoto> {
  const row = await recordStoredImage(image, (stored) =>
    db.$transaction(async (tx) => {
      const ends = await tx.galleryPhoto.aggregate({ _max: { position: true }, _min: { position: true } });
      const position = options.first ? (ends._min.position ?? 1) - 1 : (ends._max.position ?? -1) + 1;
      return tx.galleryPhoto.create({
        data: { ...fields, isDemo: options.isDemo ?? false, position, media: { create: stored } },
        include: { media: true },
      });
    }),
  );
  if (options.revalidate !== false) revalidateData(cacheTags.gallery);
  return toPublicPhoto(row);
}

/** The photo with the fields changed, or null when there is no such photo. */
export async function updatePhoto(id: number, patch: PhotoPatch): Promise<GalleryPhoto | null> {
  const updated = await db.galleryPhoto.updateMany({ where: { id }, data: patch });
  if (updated.count === 0) return null;
  revalidateData(cacheTags.gallery);
  const row = await db.galleryPhoto.findUniqueOrThrow({ where: { id }, include: { media: true } });
  return toPublicPhoto(row);
}

/** Deletes the photo and its stored file; the deleted photo's title, or null when there was none. */
export async function deletePhoto(id: number): Promise<{ title: string } | null> {
  const row = await db.galleryPhoto.findUnique({ where: { id }, include: { media: true } });
  if (!row) return null;
  await db.$transaction([db.galleryPhoto.delete({ where: { id } }), db.mediaFile.delete({ where: { id: row.mediaId } })]);
  revalidateData(cacheTags.gallery);
  await removeStoredImage(row.media);
  return { title: row.title };
}
