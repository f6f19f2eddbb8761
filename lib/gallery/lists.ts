import "server-only";
import { cachedRead } from "@/lib/cache/cached-read";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { afterPosition, inPositionOrder, PAGE_LIMIT, positionPageOf, type Page } from "@/lib/paging/keyset";
import type { PositionCursor } from "@/lib/validation/page-cursor";
import type { GalleryPhoto, GalleryVideo } from "@/fixed/gallery";
import { galleryCategoryNames } from "./categories";
import { photoRows, toAdminPhoto, toPublicPhoto, type AdminGalleryPhoto } from "./photos";
import { toAdminVideo, toPublicVideo, videoRows, type AdminGalleryVideo } from "./videos";

export type PublicGallery = { photos: GalleryPhoto[]; videos: GalleryVideo[] };
export type AdminGallery = {
  photos: AdminGalleryPhoto[];
  videos: AdminGalleryVideo[];
  categories: string[];
  counts: { photos: number; videos: number };
  /** The X-Next-Cursor of each list's first page (null: it is all there). */
  nextCursors: { photos: string | null; videos: string | null };
};

/** What visitors see, in display order: /gallery (prerendered) and GET /api/gallery. */
export const publicGallery = cachedRead(cacheTags.gallery, "gallery", async (): Promise<PublicGallery> => {
  const [photos, videos] = await Promise.all([photoRows(), videoRows()]);
  return { photos: photos.map(toPublicPhoto), videos: videos.map(toPublicVideo) };
});

/** Photos a visitor's page carries at first, and fetches at a time after (GET /api/gallery/photos). */
const PUBLIC_PHOTO_PAGE = 60;

/** A page of the photos visitors see for a category ("all": every one), in the band's order. */
export async function publicPhotosPage(category: string, cursor?: PositionCursor, limit = PUBLIC_PHOTO_PAGE): Promise<Page<GalleryPhoto>> {
  const rows = await db.galleryPhoto.findMany({
    where: { AND: [category === "all" ? {} : { category }, afterPosition(cursor)] },
    orderBy: inPositionOrder,
    include: { media: true },
    take: limit + 1,
  });
  const page = positionPageOf(rows, limit);
  return { rows: page.rows.map(toPublicPhoto), nextCursor: page.nextCursor };
}

export type GalleryFirstScreen = {
  photos: GalleryPhoto[];
  nextCursor: string | null;
  counts: Record<string, number>;
  /** The band's order of the categories, for the filter. */
  categoryOrder: string[];
  videos: GalleryVideo[];
};

/**
 * What /gallery prerenders: the first PUBLIC_PHOTO_PAGE photos, how many each category holds (a
 * GROUP BY), and the videos. The carousel fetches the rest as the visitor nears them: at 3,000
 * photos the page carried all of them, 9.6 MB of HTML that took 8.5 s to render.
 */
export const galleryFirstScreen = cachedRead(cacheTags.gallery, "gallery-first-screen", async (): Promise<GalleryFirstScreen> => {
  const [first, groups, videos, categoryOrder] = await Promise.all([
    publicPhotosPage("all"),
    db.galleryPhoto.groupBy({ by: ["category"], _count: { _all: true } }),
    videoRows(),
    galleryCategoryNames(),
  ]);
  return {
    photos: first.rows,
    nextCursor: first.nextCursor,
    counts: Object.fromEntries(groups.map((group) => [group.category, group._count._all])),
    categoryOrder,
    videos: videos.map(toPublicVideo),
  };
});

/** A page of the admin tab's photos, in display order (the first page without a cursor). */
export async function adminPhotosPage(cursor?: PositionCursor, limit = PAGE_LIMIT) {
  const rows = await db.galleryPhoto.findMany({ where: afterPosition(cursor), orderBy: inPositionOrder, include: { media: true }, take: limit + 1 });
  const page = positionPageOf(rows, limit);
  return { rows: page.rows.map(toAdminPhoto), nextCursor: page.nextCursor };
}

/** A page of the admin tab's videos, in display order. */
export async function adminVideosPage(cursor?: PositionCursor, limit = PAGE_LIMIT) {
  const rows = await db.galleryVideo.findMany({ where: afterPosition(cursor), orderBy: inPositionOrder, include: { media: true }, take: limit + 1 });
  const page = positionPageOf(rows, limit);
  return { rows: page.rows.map(toAdminVideo), nextCursor: page.nextCursor };
}

/** How many photos or videos the gallery has (the tab's headings). */
export const galleryCount = (kind: "photos" | "videos") => (kind === "photos" ? db.galleryPhoto.count() : db.galleryVideo.count());

/**
 * GET /api/admin/gallery: the first page of each list (at most 500, with the cursor of the next),
 * how many there are in all, and the categories.
 */
export async function adminGallery(): Promise<AdminGallery> {
  const [photos, videos, categories, photoCount, videoCount] = await Promise.all([
    adminPhotosPage(),
    adminVideosPage(),
    galleryCategoryNames(),
    galleryCount("photos"),
    galleryCount("videos"),
  ]);
  return {
    photos: photos.rows,
    videos: videos.rows,
    categories,
    counts: { photos: photoCount, videos: videoCount },
    nextCursors: { photos: photos.nextCursor, videos: videos.nextCursor },
  };
}

type Reordered = { field: "photos" | "videos"; message: string } | null;

/**
 * Puts photos and/or videos in the given order. A list names the first items of the gallery's
 * order, each once: every item, or the first pages the panel has loaded (the rest keep their place
 * after them). A list made from a stale page is refused rather than half applied; the problem, or
 * null when done. Only the rows whose place changed are written.
 */
export async function reorderGallery(order: { photos?: number[]; videos?: number[] }): Promise<Reordered> {
  const problem = await db.$transaction(
    async (tx) => {
      const writes: { field: "photos" | "videos"; id: number; position: number }[] = [];
      for (const field of ["photos", "videos"] as const) {
        const given = order[field];
        if (!given) continue;
        // The first given.length rows, and the one after them (their places must stay below its own).
        const read = { orderBy: inPositionOrder, select: { id: true, position: true }, take: given.length + 1 };
        const current = field === "photos" ? await tx.galleryPhoto.findMany(read) : await tx.galleryVideo.findMany(read);
        const prefix = current.slice(0, given.length);
        const next = current[given.length];
        if (
          !sameIds(
            given,
            prefix.map((row) => row.id),
          )
        ) {
          return { field, message: `The list must name the first ${field === "photos" ? "photos" : "videos"} in their order, each once: reload the page and try again` };
        }
        const base = next ? next.position - given.length : 0;
        const was = new Map(prefix.map((row) => [row.id, row.position]));
        given.forEach((id, index) => {
          if (was.get(id) !== base + index) writes.push({ field, id, position: base + index });
        });
      }
      for (const { field, id, position } of writes) {
        if (field === "photos") await tx.galleryPhoto.update({ where: { id }, data: { position } });
        else await tx.galleryVideo.update({ where: { id }, data: { position } });
      }
      return null;
    },
    // Two pages reversed rewrite 1,000 rows one by one: more than Prisma's 5 s default on a busy SQLite.
    { timeout: 60_000, maxWait: 10_000 },
  );
  if (!problem) revalidateData(cacheTags.gallery);
  return problem;
}

function sameIds(given: number[], existing: number[]): boolean {
  const set = new Set(given);
  return set.size === given.length && given.length === existing.length && existing.every((id) => set.has(id));
}
