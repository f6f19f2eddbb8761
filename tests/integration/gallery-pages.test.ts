import { beforeEach, describe, expect, it } from "vitest";
import { GET as adminGalleryList } from "@/app/api/admin/gallery/route";
import { PUT as putOrder } from "@/app/api/admin/gallery/order/route";
import { GET as photoPage } from "@/app/api/admin/gallery/photos/route";
import { GET as videoPage } from "@/app/api/admin/gallery/videos/route";
import { GET as publicList } from "@/app/api/gallery/route";
import { GET as publicPhotoPage } from "@/app/api/gallery/photos/route";
import { galleryFirstScreen } from "@/lib/gallery/lists";
import { db } from "@/lib/db";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { takeRevalidations } from "../support/next-cache";
import { request } from "../support/requests";

// Issue 60: the Gallery tab at a band's ten years (hundreds of photos) reads its lists 500 at a
// time in the band's own order, and a new order of the pages loaded leaves the rest after them.

const none = { params: Promise.resolve({}) };
const PHOTOS = 1_030;
let cookie = "";

type Photo = { id: number; title: string };

/** PHOTOS photo rows (their media rows alone: no files), positions with gaps and ties as years of uploads and moves leave them. */
async function fillGallery() {
  const media = await db.mediaFile.createManyAndReturn({
    data: Array.from({ length: PHOTOS }, (_, index) => ({
      storageKey: `images/page-${index}.jpg`,
      url: `/api/media/images/page-${index}.jpg`,
      mimeType: "image/jpeg",
      width: 1200,
      height: 800,
      blurDataUrl: "data:image/png;base64,iVBORw0KGgo=",
      bytes: 1000,
    })),
    select: { id: true },
  });
  await db.galleryPhoto.createMany({
    data: media.map(({ id }, index) => ({
      title: `Photo ${index}`,
      alt: `Photo ${index}`,
      category: index % 2 ? "Weddings" : "Band's own",
      position: Math.floor(index / 3) * 2 - 400,
      mediaId: id,
    })),
  });
}

async function pageOf(cursor?: string) {
  const response = await photoPage(request("GET", `/api/admin/gallery/photos${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, { cookie }), none);
  expect(response.status).toBe(200);
  return { body: (await response.json()) as { photos: Photo[]; categories?: string[]; count?: number }, next: response.headers.get("x-next-cursor") };
}

async function everyPhoto() {
  const pages: Photo[][] = [];
  let next: string | null | undefined;
  do {
    const page = await pageOf(next ?? undefined);
    pages.push(page.body.photos);
    next = page.next;
  } while (next);
  return pages;
}

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  await fillGallery();
  takeRevalidations();
});

describe("the Gallery tab's pages", () => {
  it("GET /api/admin/gallery has the first 500 of each list, how many in all, the next page's cursor and the categories", async () => {
    const response = await adminGalleryList(request("GET", "/api/admin/gallery", { cookie }), none);
    const body = (await response.json()) as {
      photos: Photo[];
      videos: unknown[];
      counts: { photos: number; videos: number };
      nextCursors: { photos: string | null; videos: string | null };
      categories: string[];
    };
    expect(body.photos).toHaveLength(500);
    expect(body.counts).toEqual({ photos: PHOTOS, videos: 0 });
    expect(body.nextCursors.photos).toMatch(/^-?\d+\.\d+$/);
    expect(body.nextCursors.videos).toBeNull();
    expect(body.categories).toEqual(expect.arrayContaining(["Weddings", "Band's own"]));
  });

  it("pages the photos in display order, none twice and none left out; the first page says how many and the categories", async () => {
    const first = await pageOf();
    expect(first.body.count).toBe(PHOTOS);
    expect(first.body.categories).toEqual(expect.arrayContaining(["Weddings", "Band's own"]));
    const pages = await everyPhoto();
    expect(pages.map((page) => page.length)).toEqual([500, 500, 30]);
    const inOrder = await db.galleryPhoto.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true } });
    expect(pages.flat().map((photo) => photo.id)).toEqual(inOrder.map((row) => row.id));
    // The later pages carry the rows alone.
    expect((await pageOf(first.next!)).body).not.toHaveProperty("count");
  });

  it("a new order of the loaded pages puts them first as arranged; the rest keep their order after them", async () => {
    const [page1, page2, page3] = await everyPhoto();
    const rearranged = [...page1!, ...page2!].reverse().map((photo) => photo.id);
    const answer = await putOrder(request("PUT", "/api/admin/gallery/order", { cookie, body: { photos: rearranged } }), none);
    expect(answer.status).toBe(204);
    const after = (await everyPhoto()).flat().map((photo) => photo.id);
    expect(after).toEqual([...rearranged, ...page3!.map((photo) => photo.id)]);
    // What visitors see follows.
    const visitors = (await (await publicList()).json()) as { photos: Photo[] };
    expect(visitors.photos.map((photo) => photo.id)).toEqual(after);

    // The last page alone, or the first page as it was before the move, is not the top of the order: refused.
    for (const photos of [page3!.map((photo) => photo.id), page1!.map((photo) => photo.id)]) {
      const refused = await putOrder(request("PUT", "/api/admin/gallery/order", { cookie, body: { photos } }), none);
      expect(refused.status).toBe(400);
    }
    expect((await everyPhoto()).flat().map((photo) => photo.id)).toEqual(after);
  });

  it("/gallery carries the first 60 photos and each category's count; the carousel fetches the rest a page at a time, by category", async () => {
    const first = await galleryFirstScreen();
    expect(first.photos).toHaveLength(60);
    expect(first.counts).toEqual({ Weddings: PHOTOS / 2, "Band's own": PHOTOS / 2 });
    const inOrder = await db.galleryPhoto.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, category: true } });
    expect(first.photos.map((photo) => photo.id)).toEqual(inOrder.slice(0, 60).map((row) => row.id));

    const pages = async (category: string) => {
      const seen: { id: number; stage: { src: string } }[] = [];
      let next: string | null = null;
      do {
        const params = new URLSearchParams({ category, ...(next ? { cursor: next } : {}) });
        const response = await publicPhotoPage(request("GET", `/api/gallery/photos?${params}`));
        expect(response.status).toBe(200);
        const body = (await response.json()) as { photos: { id: number; stage: { src: string } }[] };
        expect(body.photos.length).toBeLessThanOrEqual(60);
        seen.push(...body.photos);
        next = response.headers.get("x-next-cursor");
      } while (next);
      return seen;
    };
    const weddings = await pages("Weddings");
    expect(weddings.map((photo) => photo.id)).toEqual(inOrder.filter((row) => row.category === "Weddings").map((row) => row.id));
    // Each with its picture worked out on the server, as the page's are (these rows have no renditions: the optimizer's URL).
    expect(weddings[0]!.stage.src).toContain(encodeURIComponent("/api/media/images/page-1.jpg"));
    expect((await pages("all")).map((photo) => photo.id)).toEqual(inOrder.map((row) => row.id));
    expect(await pages("Mixtape")).toEqual([]);
    for (const query of ["?cursor=x", "?category=", `?category=${"x".repeat(41)}`, "?size=5"]) {
      expect((await publicPhotoPage(request("GET", `/api/gallery/photos${query}`))).status, query).toBe(400);
    }
  });

  it("answers 400 for a cursor it did not give or an unknown parameter, 401 without a session", async () => {
    for (const query of ["?cursor=abc", "?cursor=1.2.3", "?cursor=99999999999.1", "?cursor=5.99999999999", "?limit=5"]) {
      const response = await photoPage(request("GET", `/api/admin/gallery/photos${query}`, { cookie }), none);
      expect(response.status, query).toBe(400);
    }
    expect((await videoPage(request("GET", "/api/admin/gallery/videos?cursor=x", { cookie }), none)).status).toBe(400);
    expect((await photoPage(request("GET", "/api/admin/gallery/photos"), none)).status).toBe(401);
    expect((await videoPage(request("GET", "/api/admin/gallery/videos"), none)).status).toBe(401);
  });
});
