import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { takeRevalidations } from "../support/next-cache";
import { GET as publicList } from "@/app/api/gallery/route";
import { demoGalleryPhotos } from "@/fixed/demo-gallery";
import { db } from "@/lib/db";
import { demoContentCounts, removeDemoContent } from "@/lib/setup/demo-removal";
import { RENDITION_WIDTHS, renditionOf } from "@/lib/media/rendition-url";
import { RENDITIONS_VERSION } from "@/lib/media/renditions";
import { DEMO_PHOTO_FOLDER, seedDemoContent } from "@/lib/setup/demo";
import { localPath, uploadsDir } from "@/lib/storage/local";
import { resetDatabase } from "../support/db";

// The shipped sample gallery: stored as demo rows through the media library, never a video.

beforeEach(async () => {
  await resetDatabase();
  await rm(uploadsDir(), { recursive: true, force: true });
});

describe("the demo gallery", () => {
  it("seeds the sample photos as demo rows with stored files and no videos, and removes them with their files", async () => {
    expect(await seedDemoContent({})).toEqual({ seeded: true });
    const photos = await db.galleryPhoto.findMany({ orderBy: { position: "asc" }, include: { media: true } });
    expect(photos.map((photo) => photo.title)).toEqual(demoGalleryPhotos.map((photo) => photo.title));
    expect(photos.every((photo) => photo.isDemo && photo.alt.length > 0)).toBe(true);
    const files = photos.map((photo) => localPath(photo.media.storageKey));
    expect(files.every((file) => existsSync(file))).toBe(true);
    expect(photos[0]!.media).toMatchObject({ width: 1200, height: 800, mimeType: "image/jpeg", renditionsVersion: RENDITIONS_VERSION });
    expect(photos[0]!.media.blurDataUrl).toMatch(/^data:image\/webp;base64,/);
    // Each photo's renditions, stored beside it as the seed found them shipped.
    const renditions = photos.flatMap((photo) => RENDITION_WIDTHS.map((width) => localPath(renditionOf(photo.media.storageKey, width))));
    expect(renditions.every((file) => existsSync(file))).toBe(true);
    expect(await readFile(localPath(renditionOf(photos[0]!.media.storageKey, 640)))).toEqual(
      await readFile(path.join(DEMO_PHOTO_FOLDER, "renditions", `${demoGalleryPhotos[0]!.file}-w640.webp`)),
    );
    expect(await db.galleryVideo.count()).toBe(0);
    const visible = (await (await publicList()).json()) as { photos: unknown[]; videos: unknown[] };
    expect(visible.photos).toHaveLength(demoGalleryPhotos.length);
    expect(visible.videos).toEqual([]);
    expect(await demoContentCounts()).toMatchObject({ galleryPhotos: demoGalleryPhotos.length, galleryVideos: 0, onPublicSite: true });

    takeRevalidations();
    expect(await removeDemoContent()).toMatchObject({ galleryPhotos: demoGalleryPhotos.length, galleryVideos: 0 });
    expect(takeRevalidations().map((entry) => entry.tag)).toContain("gallery");
    expect(await db.galleryPhoto.count()).toBe(0);
    expect(await db.mediaFile.count()).toBe(0);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect(renditions.some((file) => existsSync(file))).toBe(false);
    expect(await demoContentCounts()).toMatchObject({ onPublicSite: false });

    // The next start-up finds the database empty again: the demo content stays removed.
    expect(await seedDemoContent({})).toEqual({ seeded: false, reason: "it was removed from this database before" });
    expect(await db.galleryPhoto.count()).toBe(0);
    expect(await db.review.count()).toBe(0);
  });

  it("keeps the band's own photos out of the removal", async () => {
    await seedDemoContent({});
    const own = await db.galleryPhoto.update({ where: { id: (await db.galleryPhoto.findFirstOrThrow()).id }, data: { isDemo: false }, include: { media: true } });
    await removeDemoContent();
    expect(await db.galleryPhoto.findMany({ select: { id: true } })).toEqual([{ id: own.id }]);
    expect(existsSync(localPath(own.media.storageKey))).toBe(true);
  });

  it("removes more demo photos than SQLite binds in one statement, their pictures' rows with them, and a demo video's picture", async () => {
    const total = 1_100; // SQLite refuses more than 996 parameters in one statement
    const picture = (key: string) => ({ storageKey: key, url: `/api/media/${key}`, mimeType: "image/webp", width: 10, height: 10, blurDataUrl: "", bytes: 1 });
    // The seed marks each demo photo's picture as demo too (lib/setup/demo.ts); the band's photo (500) and the video's are not.
    await db.mediaFile.createMany({
      data: Array.from({ length: total + 2 }, (_, index) => ({ ...picture(`images/many-${index}.webp`), isDemo: index !== 500 && index < total + 1 })),
    });
    const media = await db.mediaFile.findMany({ orderBy: { id: "asc" }, select: { id: true } });
    await db.galleryPhoto.createMany({
      data: media.slice(0, total + 1).map((file, index) => ({ title: `Photo ${index}`, alt: "A stage", category: "Weddings", isDemo: index !== 500, mediaId: file.id })),
    });
    await db.galleryVideo.create({ data: { videoId: "dQw4w9WgXcQ", title: "Sample", category: "Weddings", isDemo: true, mediaId: media.at(-1)!.id } });
    expect(await removeDemoContent()).toMatchObject({ galleryPhotos: total, galleryVideos: 1 });
    const band = await db.galleryPhoto.findMany({ select: { title: true, mediaId: true } });
    expect(band).toEqual([{ title: "Photo 500", mediaId: media[500]!.id }]);
    expect(await db.mediaFile.findMany({ select: { id: true } }), "only the band's photo keeps its picture").toEqual([{ id: media[500]!.id }]);
  });
});
