import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoGalleryPhotos } from "@/fixed/demo-gallery";
import { galleryCategories, visibleCategories, wrapIndex, type GalleryPhoto } from "@/fixed/gallery";
import { parseYouTubeLink, youtubeThumbnail } from "@/lib/common/youtube";

const publicFile = (src: string) => path.join(import.meta.dirname, "../../public", src);

/** The sample photos as the page gets them (ids and sizes stand in for the stored ones). */
const galleryPhotos: GalleryPhoto[] = demoGalleryPhotos.map((photo, index) => ({
  id: index + 1,
  src: `/images/gallery/${photo.file}.jpg`,
  alt: photo.alt,
  title: photo.title,
  category: photo.category,
  width: 1200,
  height: 800,
  blurDataUrl: "data:image/webp;base64,",
}));

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

  it("has at least two sample photos in every category", () => {
    for (const category of galleryCategories.slice(1)) expect(galleryPhotos.filter((photo) => photo.category === category).length, category).toBeGreaterThanOrEqual(2);
  });

  it("uses unique sample files that exist", () => {
    expect(new Set(demoGalleryPhotos.map((photo) => photo.file)).size).toBe(demoGalleryPhotos.length);
    for (const photo of galleryPhotos) expect(existsSync(publicFile(photo.src)), photo.src).toBe(true);
  });
});

describe("visibleCategories", () => {
  it("offers only categories with photos, in the band's order, then any the order lacks", () => {
    const present = ["Weddings 2027", "Mixtape", "Owambe Sessions", "Old name"];
    expect(visibleCategories(present, ["Weddings 2027", "Owambe Sessions", "Igbo Highlife", "Mixtape"])).toEqual([
      "all",
      "Weddings 2027",
      "Owambe Sessions",
      "Mixtape",
      "Old name",
    ]);
    expect(visibleCategories([], ["Mixtape"])).toEqual(["all"]);
  });
});

describe("parseYouTubeLink", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc123", "dQw4w9WgXcQ"],
    ["youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ?feature=share", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ?start=10", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["  https://www.youtube.com/live/dQw4w9WgXcQ  ", "dQw4w9WgXcQ"],
    ["dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("reads %s", (link, id) => {
    expect(parseYouTubeLink(link)?.videoId).toBe(id);
  });

  it.each([
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s", 42],
    ["https://youtu.be/dQw4w9WgXcQ?t=90", 90],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s", 90],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1h2m3s", 3723],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ?start=10", 10],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=soon", 0],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", 0],
    ["dQw4w9WgXcQ", 0],
  ])("keeps the start time of %s (issue #44)", (link, seconds) => {
    expect(parseYouTubeLink(link)?.startSeconds).toBe(seconds);
  });

  it.each([
    "https://vimeo.com/123456789",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQQ",
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/channel/UC1234567890",
    "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgX<Q",
    "",
  ])("refuses %s", (link) => {
    expect(parseYouTubeLink(link)).toBeNull();
  });

  it("takes the thumbnail from YouTube's own image host", () => {
    expect(youtubeThumbnail("dQw4w9WgXcQ")).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
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
