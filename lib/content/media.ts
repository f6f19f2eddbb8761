import "server-only";
import { db } from "@/lib/db";
import { recordStoredImage, type StoredImage } from "@/lib/media/library";

// Pictures of the page content (hero, team, testimonials, venues, equipment): stored by the media
// library like the gallery's photos, recorded in media_files, and referred to by their URL.

export type LibraryImage = { id: number; url: string; width: number; height: number; blurDataUrl: string };

const view = (row: LibraryImage): LibraryImage => ({ id: row.id, url: row.url, width: row.width, height: row.height, blurDataUrl: row.blurDataUrl });

export async function recordContentImage(image: StoredImage): Promise<LibraryImage> {
  return recordStoredImage(image, async (stored) => view(await db.mediaFile.create({ data: stored })));
}

/** The library's pictures, newest first (the gallery's too), to pick from. */
export async function listLibraryImages(): Promise<LibraryImage[]> {
  const rows = await db.mediaFile.findMany({ orderBy: { id: "desc" }, take: 200 });
  return rows.map(view);
}
