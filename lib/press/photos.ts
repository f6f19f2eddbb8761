import "server-only";
import { cache } from "react";
import { cachedRead } from "@/lib/cache/cached-read";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import type { GalleryPhoto } from "@/fixed/gallery";
import { toPublicPhoto } from "@/lib/gallery/photos";

// The press kit's photos (issue 67): those the band marked "For press" in the Gallery tab, in the
// gallery's order; without a mark, the newest. Read under the gallery's tag, so /press and its ZIP
// change together with the gallery.

/** At most this many marked photos: a ZIP of full-size JPEGs a planner still downloads on a phone. */
const MAX_PRESS_PHOTOS = 12;
/** Photos taken when none is marked. */
const NEWEST_WHEN_UNMARKED = 6;

/** A press photo as /press shows it, with the stored original /press/photos.zip carries. */
export type PressPhoto = GalleryPhoto & {
  /** The original's key in its storage (its URL for Vercel Blob): never reused, so a key is one version of a photo. */
  file: string;
  bytes: number;
  addedAt: string;
};

const withMedia = { media: true } as const;

async function readPressPhotos(): Promise<PressPhoto[]> {
  const marked = await db.galleryPhoto.findMany({ where: { forPress: true }, orderBy: [{ position: "asc" }, { id: "asc" }], include: withMedia, take: MAX_PRESS_PHOTOS });
  const rows = marked.length > 0 ? marked : await db.galleryPhoto.findMany({ orderBy: { id: "desc" }, include: withMedia, take: NEWEST_WHEN_UNMARKED });
  return rows.map((row) => ({
    ...toPublicPhoto(row),
    file: /^https?:\/\//.test(row.media.url) ? row.media.url : row.media.storageKey,
    bytes: row.media.bytes,
    addedAt: row.createdAt.toISOString(),
  }));
}

/** Read once per render (the page and its share card both ask). */
export const pressPhotos = cache(cachedRead(cacheTags.gallery, "press-photos", readPressPhotos));
