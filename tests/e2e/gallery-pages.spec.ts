import path from "node:path";
import Database from "better-sqlite3";
import { expect, ownAdmin, test } from "./own-server";

// Issue 60 on the public page: a gallery ten years in (here 130 photos) sends a visitor its first 60
// with the page, and the carousel fetches the rest a page at a time as the visitor nears them, for
// "all" and for each category. On the spec's own server: the shared one's gallery belongs to the
// other specs.

const PHOTOS = 130;

/** PHOTOS photos straight into the server's database, every one the same shipped picture; half of them Weddings. */
function fillGallery(dataDir: string) {
  const database = new Database(path.join(dataDir, "band.db"));
  try {
    const now = new Date().toISOString().replace("Z", "+00:00");
    const media = database.prepare(
      "INSERT INTO media_files (storageKey, url, mimeType, width, height, blurDataUrl, bytes, createdAt) VALUES (?, '/images/gallery/birthday-1.jpg', 'image/jpeg', 1200, 800, 'data:image/png;base64,iVBORw0KGgo=', 1000, ?)",
    );
    const photo = database.prepare("INSERT INTO gallery_photos (title, alt, category, position, mediaId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)");
    database.transaction(() => {
      database.prepare("DELETE FROM gallery_photos").run();
      for (let n = 1; n <= PHOTOS; n++) {
        const { lastInsertRowid } = media.run(`images/paged-${n}.jpg`, now);
        photo.run(`Paged photo ${n}`, `The band at event ${n}`, n % 2 ? "Weddings 2027" : "Owambe Sessions", n, lastInsertRowid, now, now);
      }
    })();
  } finally {
    database.close();
  }
}

test("a gallery of 130 photos sends the first 60 with the page and fetches the rest as the visitor nears them, per category too", async ({ page, ownServer }) => {
  test.setTimeout(120_000);
  fillGallery(ownServer.dataDir);
  // The rows went in behind the app's back: the admin saves one photo's title, which expires the
  // cached /gallery as every gallery change does. Signed in from the admin's own browser (its device
  // cookie): other specs on this server lock the account for new browsers.
  const signedIn = await page.request.post(`${ownServer.url}/api/admin/login`, { headers: { cookie: ownServer.deviceCookie }, data: ownAdmin });
  expect(signedIn.status()).toBe(200);
  const first = (await (await page.request.get(`${ownServer.url}/api/admin/gallery`)).json()) as { photos: { id: number }[] };
  const saved = await page.request.patch(`${ownServer.url}/api/admin/gallery/photos/${first.photos[0]!.id}`, {
    data: { title: "Paged photo 1" },
    headers: { origin: ownServer.url },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const html = await (await page.request.get(`${ownServer.url}/gallery`)).text();
  const photosFetched: string[] = [];
  page.on("request", (request) => request.url().includes("/api/gallery/photos") && photosFetched.push(new URL(request.url()).search));

  await page.goto(`${ownServer.url}/gallery`);
  const carousel = page.getByRole("region", { name: "Photo carousel" });
  const thumbnails = carousel.getByRole("list", { name: "Thumbnails" }).getByRole("listitem");
  const counter = carousel.getByTestId("photo-counter");
  await expect(counter).toHaveText(`1 / ${PHOTOS}`);
  await expect(thumbnails).toHaveCount(60);
  expect(html).not.toContain("Paged photo 61");

  // Nearing the 60th, the next 60 arrive.
  await carousel.getByRole("button", { name: "Show Paged photo 58" }).click();
  await expect(counter).toHaveText(`58 / ${PHOTOS}`);
  await expect(thumbnails).toHaveCount(120);
  expect(photosFetched).toHaveLength(1);

  // A category's own first page, with its own count.
  await page.getByRole("button", { name: "Weddings 2027" }).click();
  await expect(counter).toHaveText(`1 / ${PHOTOS / 2}`);
  await expect(thumbnails).toHaveCount(60);
  await expect(carousel.getByRole("heading", { name: "Paged photo 1", exact: true })).toBeVisible();
  expect(photosFetched.at(-1)).toContain("category=Weddings+2027");
});
