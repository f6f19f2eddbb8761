import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { db, type Tx } from "@/lib/db";
import { categoryHoldings } from "@/lib/common/gallery-holdings";

// The gallery's categories (issue 64): the band's list in its order (a fresh install has the
// spec's ten), then any a photo or video uses that the list lacks (from before the list). A rename
// moves every photo and video with it; a category is removed only when nothing uses it.

export type GalleryCategoryUse = { name: string; photos: number; videos: number };

const sameName = (a: string, b: string) => a.toLocaleLowerCase("en") === b.toLocaleLowerCase("en");

async function categoriesIn(tx: Tx | typeof db): Promise<GalleryCategoryUse[]> {
  const [listed, photos, videos] = await Promise.all([
    tx.galleryCategory.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }], select: { name: true } }),
    tx.galleryPhoto.groupBy({ by: ["category"], _count: { _all: true } }),
    tx.galleryVideo.groupBy({ by: ["category"], _count: { _all: true } }),
  ]);
  const photoCounts = new Map(photos.map((group) => [group.category, group._count._all]));
  const videoCounts = new Map(videos.map((group) => [group.category, group._count._all]));
  const names = listed.map((row) => row.name);
  const unlisted = [...new Set([...photoCounts.keys(), ...videoCounts.keys()])].filter((name) => !names.includes(name)).sort((a, b) => a.localeCompare(b));
  return [...names, ...unlisted].map((name) => ({ name, photos: photoCounts.get(name) ?? 0, videos: videoCounts.get(name) ?? 0 }));
}

/** Every category with how many photos and videos it holds, in the band's order. */
export const listGalleryCategories = () => categoriesIn(db);

/** The categories' names, in the band's order: the upload form's choices, the public filter's order. */
export const galleryCategoryNames = async () => (await listGalleryCategories()).map((category) => category.name);

const nextPosition = async (tx: Tx) => ((await tx.galleryCategory.aggregate({ _max: { position: true } }))._max.position ?? 0) + 1;

/** Adds a category at the end of the list; 409 when one of that name (in any case) exists. */
export async function addGalleryCategory(name: string): Promise<GalleryCategoryUse[]> {
  await db.$transaction(async (tx) => {
    if ((await categoriesIn(tx)).some((category) => sameName(category.name, name))) throw new ApiError(409, "conflict", `“${name}” is already a category`);
    await tx.galleryCategory.create({ data: { name, position: await nextPosition(tx) } });
  });
  return listGalleryCategories();
}

/** Renames a category and moves its photos and videos with it; 404 for an unknown one, 409 when the new name is taken. */
export async function renameGalleryCategory(from: string, to: string): Promise<{ categories: GalleryCategoryUse[]; moved: number }> {
  const moved = await db.$transaction(async (tx) => {
    const categories = await categoriesIn(tx);
    if (!categories.some((category) => category.name === from)) throw new ApiError(404, "not_found", `There is no category “${from}”`);
    if (categories.some((category) => category.name !== from && sameName(category.name, to))) throw new ApiError(409, "conflict", `“${to}” is already a category`);
    const listed = await tx.galleryCategory.findUnique({ where: { name: from }, select: { id: true } });
    if (listed) await tx.galleryCategory.update({ where: { id: listed.id }, data: { name: to } });
    else await tx.galleryCategory.create({ data: { name: to, position: await nextPosition(tx) } });
    const photos = await tx.galleryPhoto.updateMany({ where: { category: from }, data: { category: to } });
    const videos = await tx.galleryVideo.updateMany({ where: { category: from }, data: { category: to } });
    return photos.count + videos.count;
  });
  if (moved > 0) revalidateData(cacheTags.gallery);
  return { categories: await listGalleryCategories(), moved };
}

/** Removes a category nothing uses; 409 naming what it still holds, 404 for an unknown one. */
export async function removeGalleryCategory(name: string): Promise<GalleryCategoryUse[]> {
  await db.$transaction(async (tx) => {
    const category = (await categoriesIn(tx)).find((one) => one.name === name);
    if (!category) throw new ApiError(404, "not_found", `There is no category “${name}”`);
    if (category.photos || category.videos) throw new ApiError(409, "conflict", `“${name}” still holds ${categoryHoldings(category)}: move them to another category first`);
    await tx.galleryCategory.deleteMany({ where: { name } });
  });
  return listGalleryCategories();
}
