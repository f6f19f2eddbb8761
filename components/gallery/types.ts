// What the public gallery's components need of a photo and a video (GET /api/gallery, issue 28).
// Ids may be numbers (the database) or strings (the shipped stand-ins); categories are any name
// the band uses, so the filter is built from the photos themselves.
import { galleryCategories } from "@/content/gallery";

export type ShownPhoto = {
  id: string | number;
  src: string;
  alt: string;
  title: string;
  category: string;
  width: number;
  height: number;
  /** A tiny data-URL version shown while the photo loads. */
  blurDataUrl?: string;
};

export type ShownVideo = {
  id: string | number;
  videoId: string;
  thumbnail: string;
  title: string;
  description: string;
  category: string;
};

export const ALL = "all";

/** The filter's chips: "all", then the spec's categories in order, then the band's own, each only while it has a photo. */
export function categoriesOf(photos: readonly ShownPhoto[]): string[] {
  const used = new Set(photos.map((photo) => photo.category));
  const known: readonly string[] = galleryCategories;
  const spec = known.filter((category) => category !== ALL && used.has(category));
  const added = [...used].filter((category) => !known.includes(category));
  return [ALL, ...spec, ...added];
}

export const photosIn = (photos: readonly ShownPhoto[], category: string) => (category === ALL ? [...photos] : photos.filter((photo) => photo.category === category));

/** next/image's blur placeholder when the photo has one. */
export const blurOf = (photo: ShownPhoto) => (photo.blurDataUrl ? ({ placeholder: "blur", blurDataURL: photo.blurDataUrl } as const) : {});
