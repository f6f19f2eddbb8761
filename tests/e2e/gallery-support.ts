import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { demoGalleryPhotos } from "@/fixed/demo-gallery";
import type { GalleryPhoto, GalleryVideo } from "@/fixed/gallery";
import { adminTabBar, expect, signInAdmin } from "./support";

// The run's server starts with an empty gallery (SEED_DEMO=0). The visitor specs put the shipped
// sample photos (and one video) in through the admin API, as the band would, and read back what
// the site serves, so they assert on the gallery as it is rather than on a copy of it.

export type PublicGallery = { photos: GalleryPhoto[]; videos: GalleryVideo[] };
type AdminGallery = { photos: { id: number; title: string }[]; videos: { id: number; title: string }[] };

const sampleVideo = {
  url: "https://youtu.be/dQw4w9WgXcQ",
  videoId: "dQw4w9WgXcQ",
  title: "Highlife Medley Live",
  description: "A run of highlife classics from a Saturday night set.",
  category: "Igbo Highlife",
};

const artwork = (file: string) => readFileSync(path.join(import.meta.dirname, "../../public/images/gallery", `${file}.jpg`));

/** A signed-in admin page in its own context (for setup outside a test's own page). */
export async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `e2e-gallery-setup-${Date.now()}` } })).newPage();
  await signInAdmin(page);
  await expect(adminTabBar(page)).toBeVisible();
  return page;
}

export async function readAdminGallery(page: Page): Promise<AdminGallery> {
  const response = await page.request.get("/api/admin/gallery");
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminGallery;
}

/** Empties the gallery through the admin API. */
export async function clearGallery(page: Page) {
  const { photos, videos } = await readAdminGallery(page);
  for (const photo of photos) expect((await page.request.delete(`/api/admin/gallery/photos/${photo.id}`)).status()).toBe(204);
  for (const video of videos) expect((await page.request.delete(`/api/admin/gallery/videos/${video.id}`)).status()).toBe(204);
}

/** Makes the gallery exactly the sample photos, in their order, and the sample video; returns what /api/gallery then serves. */
export async function seedSampleGallery(page: Page): Promise<PublicGallery> {
  const current = await readAdminGallery(page);
  const wanted = demoGalleryPhotos.map((photo) => photo.title);
  const same = current.photos.map((photo) => photo.title).join("|") === wanted.join("|") && current.videos.length === 1 && current.videos[0]!.title === sampleVideo.title;
  if (!same) {
    await clearGallery(page);
    // Each upload goes first: the last one sent leads, so they are sent from the end.
    for (const photo of [...demoGalleryPhotos].reverse()) {
      const response = await page.request.post("/api/admin/gallery/photos", {
        multipart: { title: photo.title, alt: photo.alt, category: photo.category, file: { name: `${photo.file}.jpg`, mimeType: "image/jpeg", buffer: artwork(photo.file) } },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    const { url, title, description, category } = sampleVideo;
    const response = await page.request.post("/api/admin/gallery/videos", { data: { url, title, description, category } });
    expect(response.status(), await response.text()).toBe(201);
  }
  const served = (await (await page.request.get("/api/gallery")).json()) as PublicGallery;
  expect(served.photos.map((photo) => photo.title)).toEqual(wanted);
  // The prerendered page is regenerated in the background after a change: wait until it shows it.
  await expect.poll(async () => (await (await page.request.get("/gallery")).text()).includes(served.photos.at(-1)!.src), { timeout: 20_000 }).toBe(true);
  return served;
}
