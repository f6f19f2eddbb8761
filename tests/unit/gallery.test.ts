import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filterPhotos, galleryCategories, galleryPhotos, galleryVideos, wrapIndex, type GalleryPhoto } from "@/content/gallery";

const publicFile = (src: string) => path.join(import.meta.dirname, "../../public", src);

describe("gallery content", () => {
  it("has the spec's categories in order, starting with all", () => {
    expect(galleryCategories).toEqual([
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
    ]);
  });

  it("has at least two photos in every category", () => {
    for (const category of galleryCategories.slice(1)) expect(filterPhotos(galleryPhotos, category).length, category).toBeGreaterThanOrEqual(2);
  });

  it("uses unique ids and existing image files", () => {
    expect(new Set(galleryPhotos.map((photo) => photo.id)).size).toBe(galleryPhotos.length);
    expect(new Set(galleryVideos.map((video) => video.id)).size).toBe(galleryVideos.length);
    for (const src of [...galleryPhotos.map((photo) => photo.src), ...galleryVideos.map((video) => video.thumbnail)]) expect(existsSync(publicFile(src)), src).toBe(true);
  });

  it("has 4 to 6 videos with YouTube-shaped ids", () => {
    expect(galleryVideos.length).toBeGreaterThanOrEqual(4);
    expect(galleryVideos.length).toBeLessThanOrEqual(6);
    for (const video of galleryVideos) expect(video.videoId).toMatch(/^[\w-]{11}$/);
  });
});

describe("filterPhotos", () => {
  const photos = galleryPhotos.filter((photo) => photo.category !== "Mixtape");

  it("returns every photo for all, as a copy", () => {
    const all = filterPhotos(photos, "all");
    expect(all).toEqual(photos);
    expect(all).not.toBe(photos);
  });

  it("returns only the chosen category", () => {
    const owambe = filterPhotos(photos, "Owambe Sessions");
    expect(owambe.length).toBeGreaterThan(0);
    expect(owambe.every((photo: GalleryPhoto) => photo.category === "Owambe Sessions")).toBe(true);
  });

  it("returns nothing for a category without photos (the page then shows the empty message)", () => {
    expect(filterPhotos(photos, "Mixtape")).toEqual([]);
  });
});

describe("wrapIndex", () => {
  it("steps forward and back", () => {
    expect(wrapIndex(1, 1, 5)).toBe(2);
    expect(wrapIndex(3, -1, 5)).toBe(2);
  });

  it("wraps around at both ends", () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, -7, 5)).toBe(0);
  });

  it("stays at 0 with one or no items", () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});
