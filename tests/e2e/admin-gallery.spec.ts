import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { adminPage, clearGallery, readAdminGallery } from "./gallery-support";
import { expect, letQueuedTimersRun, openAdminTab, signInAdmin, test } from "./support";

// The band's administrator keeps the gallery: uploads two phone photos and a YouTube link, names
// them, reorders them; a visitor sees exactly that on the prerendered /gallery; a deleted photo is
// gone on the next load. The gallery starts empty here (the visitor specs seed their own).

const NEW_CATEGORY = "Wedding Receptions";
const photos = [
  { file: "reception-entrance.jpg", title: "Couple's grand entrance", alt: "Bride and groom dancing in under a shower of naira notes while the band plays", color: "#b45309" },
  { file: "band-on-stage.jpg", title: "Band at the reception", alt: "Five-piece band on a lit stage with guests dancing in front", color: "#1d4ed8" },
] as const;
const video = { url: "https://www.youtube.com/shorts/dQw4w9WgXcQ", id: "dQw4w9WgXcQ", title: "Reception highlights", description: "The first dance and the party after." };

const jpeg = (color: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toBuffer();

test.beforeAll(async ({ browser }) => {
  const admin = await adminPage(browser);
  await clearGallery(admin);
  await admin.context().close();
});

const photoRows = (page: Page) => page.getByRole("list", { name: "Gallery photos" }).getByTestId("gallery-photo-row");
const rowTitles = (page: Page) => photoRows(page).getByTestId("gallery-item-title").allInnerTexts();
const pending = (page: Page, file: string) => page.getByRole("list", { name: "Photos to upload" }).getByRole("listitem", { name: file });

async function uploadPhotos(page: Page) {
  const picker = page.getByLabel("Choose photos");
  await picker.setInputFiles([
    ...(await Promise.all(photos.map(async (photo) => ({ name: photo.file, mimeType: "image/jpeg", buffer: await jpeg(photo.color) })))),
    // Named and typed as a JPEG, but text: the server judges by the bytes and says why it refused.
    { name: "not-a-photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("these are words, not pixels\n".repeat(50)) },
  ]);
  for (const photo of photos) await pending(page, photo.file).getByLabel("Title").fill(photo.title);

  // One new category for every photo, through "New category…" and "Apply category to all".
  await page.getByLabel("Category for every photo").selectOption({ label: "New category…" });
  await page.getByLabel("New category name").fill(NEW_CATEGORY);
  await page.getByRole("button", { name: "Apply category to all" }).click();
  for (const photo of photos) await expect(pending(page, photo.file).getByLabel("New category name")).toHaveValue(NEW_CATEGORY);

  // Alt text is required: nothing is sent while a photo has none.
  const upload = page.getByRole("button", { name: /^Upload 3 photos$/ });
  await upload.click();
  await expect(page.getByText("Details missing")).toBeVisible();
  await expect(photoRows(page)).toHaveCount(0);

  await expect(page.getByText("Describe what the photo shows for someone who cannot see it").first()).toBeVisible();
  for (const photo of photos) await pending(page, photo.file).getByLabel("Alt text (required)").fill(photo.alt);
  await pending(page, "not-a-photo.jpg").getByLabel("Alt text (required)").fill("Nothing");
  await upload.click();

  await expect(photoRows(page)).toHaveCount(2);
  const refused = pending(page, "not-a-photo.jpg");
  await expect(refused.getByRole("alert")).toContainText("Not uploaded:");
  await expect(refused.getByRole("alert")).not.toHaveText(/Not uploaded:\s*$/);
  await expect(pending(page, photos[0].file)).toHaveCount(0);
  await refused.getByRole("button", { name: "Remove not-a-photo.jpg" }).click();
  await expect(page.getByRole("list", { name: "Photos to upload" })).toHaveCount(0);
}

async function addVideo(page: Page) {
  const form = page.getByRole("form", { name: "Add a video" });
  await form.getByLabel("YouTube link").fill("https://vimeo.com/123456");
  await form.getByLabel("Video title").fill(video.title);
  await form.getByLabel("Video category").selectOption(NEW_CATEGORY);
  await form.getByLabel("Description").fill(video.description);
  await form.getByRole("button", { name: "Add video" }).click();
  // The server's message, beside the field it names.
  await expect(form.getByLabel("YouTube link")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("YouTube link")).toHaveAccessibleDescription(/YouTube/);

  await form.getByLabel("YouTube link").fill(video.url);
  await form.getByRole("button", { name: "Add video" }).click();
  await expect(page.getByRole("list", { name: "Gallery videos" }).getByTestId("gallery-video-row")).toHaveCount(1);
  await expect(form.getByLabel("YouTube link")).toHaveValue("");
}

/** Moves the second photo to the top with the keyboard; returns the new order. */
async function reorder(page: Page): Promise<string[]> {
  const before = await rowTitles(page);
  const moveUp = page.getByRole("button", { name: `Move ${before[1]} up` });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  const after = [before[1]!, before[0]!];
  await expect.poll(() => rowTitles(page)).toEqual(after);
  await expect(page.getByText(`${before[1]} moved to position 1 of 2`)).toBeAttached();
  // Focus stays with the moved photo (its Move up is now disabled, so on its Move down).
  await expect(page.getByRole("button", { name: `Move ${before[1]} down` })).toBeFocused();
  return after;
}

const caption = (page: Page) => page.getByRole("region", { name: "Photo carousel" }).getByRole("heading", { level: 3 });

/** Opens /gallery until it shows `expected` first (a change shows on the next load), checking it is prerendered. */
async function visitGallery(page: Page, firstTitle: string, count: number) {
  await expect
    .poll(
      async () => {
        const response = await page.goto("/gallery");
        const headers = response!.headers();
        expect(headers["x-nextjs-cache"] ?? headers["x-nextjs-prerender"], "a prerendered page").toBeTruthy();
        return `${await caption(page).textContent()} ${await page.getByTestId("photo-counter").textContent()}`;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(`${firstTitle} 1 / ${count}`);
}

const thumbnailNames = (page: Page) =>
  page
    .getByRole("list", { name: "Thumbnails" })
    .getByRole("button")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label")));

async function expectChipsInOneRow(chips: Locator) {
  const tops = await chips.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(1);
  expect(new Set(tops).size).toBe(1);
}

test("the admin uploads, names, orders and deletes; visitors see it on the prerendered /gallery", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAdmin(page, "/admin/gallery");
  await openAdminTab(page, "Gallery");
  await uploadPhotos(page);
  await addVideo(page);
  const order = await reorder(page);
  await page.reload();
  await expect.poll(() => rowTitles(page)).toEqual(order);

  const visitor = await (await browser.newContext()).newPage();
  await visitGallery(visitor, order[0]!, 2);
  expect(await thumbnailNames(visitor)).toEqual(order.map((title) => `Show ${title}`));
  await expect(visitor.getByRole("button", { name: NEW_CATEGORY, exact: true })).toBeVisible();
  const first = photos.find((photo) => photo.title === order[0])!;
  await expect(visitor.getByRole("region", { name: "Photo carousel" }).getByRole("img", { name: first.alt })).toBeVisible();

  await visitor.getByRole("button", { name: `Enlarge photo: ${order[0]}` }).click();
  const lightbox = visitor.getByRole("dialog", { name: order[0] });
  await expect(lightbox.getByRole("img", { name: first.alt })).toBeVisible();
  await visitor.keyboard.press("Escape");
  await expect(visitor.getByRole("dialog")).toHaveCount(0);

  await visitor.route(/^https:\/\/(www\.)?youtube-nocookie\.com\//, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }));
  await expect(visitor.locator("iframe")).toHaveCount(0);
  await visitor.getByRole("button", { name: `Play video: ${video.title}` }).click();
  await expect(visitor.getByRole("dialog", { name: video.title }).locator("iframe")).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`);
  await visitor.keyboard.press("Escape");

  // The admin deletes the first photo, after a confirmation.
  await page.getByRole("button", { name: `Delete ${order[0]}` }).click();
  await page.getByRole("button", { name: `Yes, delete ${order[0]}` }).click();
  await expect(photoRows(page)).toHaveCount(1);
  await visitGallery(visitor, order[1]!, 1);
  await expect(visitor.getByRole("button", { name: `Show ${order[0]}` })).toHaveCount(0);

  // On a phone: the photo starts on the first screen, the chips are one row.
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.reload();
  const stage = await visitor.getByTestId("carousel-stage").boundingBox();
  expect(stage!.y).toBeLessThan(844);
  await expectChipsInOneRow(visitor.getByRole("group", { name: "Filter photos by category" }).getByRole("button"));
  await visitor.context().close();
});

test("the Gallery tab works by keyboard and on a phone: labelled fields, big targets", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page, "/admin/gallery");
  await expect(page.getByRole("heading", { name: "Add a video" })).toBeVisible();
  const addButton = page.getByRole("button", { name: "Add video" });
  const box = await addButton.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Required fields are checked before anything is sent, with the message beside each field.
  await addButton.click();
  await expect(page.getByLabel("YouTube link")).toHaveAccessibleDescription("Paste the video's YouTube link.");
  await expect(page.getByLabel("Video title")).toHaveAccessibleDescription("Give the video a title.");
});

test("photos are reordered by dragging (mouse and keyboard) and to an end in one tap, and the tab has no accessibility violations", async ({ page }) => {
  await signInAdmin(page, "/admin/gallery");
  await expect(page.getByRole("heading", { name: /^Photos \(/ })).toBeVisible();
  await clearGallery(page);
  // Sent from the last: each upload goes first.
  for (const [index, title] of ["Third by drag", "Second by drag", "First by drag"].entries()) {
    const response = await page.request.post("/api/admin/gallery/photos", {
      multipart: {
        title,
        alt: `Test photo number ${3 - index}`,
        category: "Events",
        file: { name: `drag-${index}.jpg`, mimeType: "image/jpeg", buffer: await jpeg(["#111", "#555", "#999"][index]!) },
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  await expect.poll(() => rowTitles(page)).toEqual(["First by drag", "Second by drag", "Third by drag"]);

  // With the mouse: the third photo's handle dragged onto the first (all three rows in view).
  const handle = (title: string) => page.getByRole("button", { name: new RegExp(`^Drag ${title} to reorder`) });
  await page.setViewportSize({ width: 1280, height: 1600 });
  await handle("First by drag").scrollIntoViewIfNeeded();
  const from = (await handle("Third by drag").boundingBox())!;
  const to = (await handle("First by drag").boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => rowTitles(page)).toEqual(["Third by drag", "First by drag", "Second by drag"]);
  await expect.poll(async () => (await readAdminGallery(page)).photos.map((photo) => photo.title)).toEqual(["Third by drag", "First by drag", "Second by drag"]);

  // With the keyboard: Space on Second's handle picks it up, Up twice, Space drops it at the top.
  await handle("Second by drag").focus();
  await expect(handle("Second by drag")).toBeFocused();
  await page.keyboard.press("Space");
  // dnd-kit says each step aloud (its live region): wait for each before the next key.
  await expect(page.getByText("Second by drag is over position 3 of 3.")).toBeAttached();
  await letQueuedTimersRun(page);
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText("Second by drag is over position 2 of 3.")).toBeAttached();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText("Second by drag is over position 1 of 3.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect.poll(() => rowTitles(page)).toEqual(["Second by drag", "Third by drag", "First by drag"]);
  // Move to the bottom, one tap.
  await page.getByRole("button", { name: "Move Second by drag to the bottom" }).click();
  await expect.poll(async () => (await readAdminGallery(page)).photos.map((photo) => photo.title)).toEqual(["Third by drag", "First by drag", "Second by drag"]);

  // With a picked photo's fields and an edit form open, in both themes.
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => localStorage.setItem("homepage-theme", value), theme);
    await page.reload();
    if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.getByLabel("Choose photos").setInputFiles({ name: "picked.jpg", mimeType: "image/jpeg", buffer: await jpeg("#345") });
    await page.getByRole("button", { name: "Edit First by drag" }).click();
    await expect(page.getByRole("list", { name: "Gallery photos" }).getByLabel("Alt text (required)")).toHaveValue("Test photo number 1");
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((violation) => `${theme}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
  }
});

test("on a phone a photo is dragged to the top with a finger, and new uploads go first @phone", async ({ page }) => {
  await signInAdmin(page, "/admin/gallery");
  await expect(page.getByRole("heading", { name: /^Photos \(/ })).toBeVisible();
  await clearGallery(page);
  for (const [index, title] of ["Old one", "Old two", "Old three"].entries()) {
    const response = await page.request.post("/api/admin/gallery/photos", {
      multipart: {
        title,
        alt: `Old photo ${index + 1}`,
        category: "Events",
        file: { name: `old-${index}.jpg`, mimeType: "image/jpeg", buffer: await jpeg(["#123", "#456", "#789"][index]!) },
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  // Each upload went first: the newest leads.
  await expect.poll(() => rowTitles(page)).toEqual(["Old three", "Old two", "Old one"]);

  // A finger holds the last photo's handle, then slides it to the top (touch events, as a phone sends them).
  const handle = (title: string) => page.getByRole("button", { name: new RegExp(`^Drag ${title} to reorder`) });
  await handle("Old one").scrollIntoViewIfNeeded();
  const from = (await handle("Old one").boundingBox())!;
  const to = (await handle("Old three").boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  await touch("touchStart", x, y);
  await page.waitForTimeout(400); // press and hold
  for (let step = 1; step <= 12; step += 1) await touch("touchMove", x, y + ((to.y + to.height / 2 - 10 - y) * step) / 12);
  await touch("touchEnd", x, to.y);
  await expect.poll(() => rowTitles(page)).toEqual(["Old one", "Old three", "Old two"]);
  await expect.poll(async () => (await readAdminGallery(page)).photos.map((photo) => photo.title)).toEqual(["Old one", "Old three", "Old two"]);
  await expect(page.getByText("Order saved").first()).toBeVisible();
});

test("on a phone the Categories box adds, renames and removes a category, and says on screen why Remove is greyed out @phone", async ({ page }) => {
  await signInAdmin(page, "/admin/gallery");
  await expect(page.getByRole("heading", { name: /^Photos \(/ })).toBeVisible();
  // A photo in a category of its own, so that one category is in use whatever ran before.
  const used = `Used ${Date.now().toString(36)}`;
  const upload = await page.request.post("/api/admin/gallery/photos", {
    multipart: { title: "In use", alt: "A photo that keeps its category", category: used, file: { name: "in-use.jpg", mimeType: "image/jpeg", buffer: await jpeg("#047857") } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { photo } = (await upload.json()) as { photo: { id: number } };
  await page.reload();
  await page.getByText("Categories", { exact: true }).click();
  const list = page.getByRole("list", { name: "Gallery categories" });
  await expect(page.getByText("A category can be removed once no photo or video is in it: move them to another category first.")).toBeVisible();
  await expect(
    list
      .getByRole("listitem")
      .filter({ hasText: used })
      .getByRole("button", { name: `Remove ${used} (move its photos and videos first)` }),
  ).toBeDisabled();

  const added = `Naming ${Date.now().toString(36)}`;
  await page.getByLabel("New category", { exact: true }).fill(added);
  await page.getByRole("button", { name: "Add category" }).click();
  const row = list.getByRole("listitem").filter({ hasText: added });
  await expect(row).toContainText("(empty)");
  await row.getByRole("button", { name: `Rename ${added}` }).click();
  await row.getByLabel(`New name for “${added}”`).fill(`${added} ceremonies`);
  await row.getByRole("button", { name: "Save name" }).click();
  const renamed = list.getByRole("listitem").filter({ hasText: `${added} ceremonies` });
  await expect(renamed).toBeVisible();
  await renamed.getByRole("button", { name: `Remove ${added} ceremonies`, exact: true }).click();
  await expect(list.getByRole("listitem").filter({ hasText: added })).toHaveCount(0);
  expect((await page.request.delete(`/api/admin/gallery/photos/${photo.id}`)).status()).toBe(204);
});
