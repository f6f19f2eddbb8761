// The gallery's categories and texts, and the sample photos a fresh install is seeded with (the band's
// own photos and videos are uploaded in /admin/gallery). Sample pictures are original artwork from
// scripts/artwork/gallery.mjs.

export const galleryCategories = [
  "all",
  "Owambe Sessions",
  "Igbo Highlife",
  "Cubana Live Performance",
  "Bature Brewery",
  "Mixtape",
  "Events",
  "Corporate Events",
  "International Events",
  "Birthday Celebrations",
  "Memorial Services",
] as const;

/** "all" or a category name: the spec's ten, or one the band added in /admin. */
export type GalleryCategory = string;

/** The spec's ten categories: a fresh install's list (the migration writes them; the band renames, adds and removes in /admin). */
export const specCategories: readonly string[] = galleryCategories.filter((category) => category !== "all");

/** A photo as /gallery and GET /api/gallery show it (src: the stored image's URL). */
export type GalleryPhoto = {
  id: number;
  src: string;
  alt: string;
  title: string;
  category: string;
  width: number;
  height: number;
  blurDataUrl: string;
};

/** A YouTube video as /gallery and GET /api/gallery show it. */
export type GalleryVideo = {
  id: number;
  thumbnail: string;
  title: string;
  description: string;
  videoId: string;
  /** Where the band's link starts the video (its t=…), 0 from the start. */
  startSeconds: number;
  category: string;
};

export const categoryLabel = (category: GalleryCategory) => (category === "all" ? "All" : category);

export const galleryPage = {
  title: "Gallery",
  description: "Photos and videos of Eko Live Band on stage: owambe sessions, highlife nights, corporate events, birthdays and more across Lagos.",
  intro: "Moments from our stages across Lagos and beyond. Pick a category, browse the photos and play a video.",
  empty: "No photos available for this category.",
} as const;

// No sample videos: the ids the site shipped with (aaaaaaaaaa1…) do not exist on YouTube, and a
// visitor must never meet a dead player. The video section shows once the band adds a real one.

/** The filter's choices: "all", then the categories that have photos, in the band's order (any it lacks last). */
export function visibleCategories(present: readonly string[], order: readonly string[]): string[] {
  const inOrder = order.filter((category) => present.includes(category));
  return ["all", ...inOrder, ...present.filter((category) => !order.includes(category))];
}

/** Index after moving by `step` through `length` items, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
