import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { adminPage, seedSampleGallery, type PublicGallery } from "./gallery-support";
import { expect, test } from "./support";

// The sample photos and video, put in through the admin API before the tests, as the site serves them.
let gallery: PublicGallery;
test.beforeAll(async ({ browser }) => {
  const admin = await adminPage(browser);
  gallery = await seedSampleGallery(admin);
  await admin.context().close();
});

const photoAt = (index: number) => gallery.photos[index]!;
const photosIn = (category: string) => gallery.photos.filter((photo) => photo.category === category);
const total = () => gallery.photos.length;
const counter = (page: Page) => page.getByTestId("photo-counter");
const carousel = (page: Page) => page.getByRole("region", { name: "Photo carousel" });
const caption = (page: Page) => carousel(page).getByRole("heading", { level: 3 });
const titleOf = (index: number) => photoAt(index).title;

/**
 * Opens /gallery, by default on a paused fake clock so the slideshow moves only when a test says so.
 * Dialog and axe tests keep real time: Radix restores focus and axe runs on timers.
 */
async function openGallery(page: Page, { paused = true } = {}) {
  if (paused) {
    const start = new Date("2026-03-01T10:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
  }
  await page.goto("/gallery");
  // The counter stops announcing once the client has taken over and the slideshow runs.
  await expect(counter(page)).toHaveAttribute("aria-live", "off");
}

test("the filter shows one category at a time and starts again at the first photo", async ({ page }) => {
  await openGallery(page);
  await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();
  await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(counter(page)).toHaveText(`1 / ${total()}`);

  await page.getByRole("button", { name: "Go to photo 3" }).click();
  await expect(counter(page)).toHaveText(`3 / ${total()}`);

  for (const category of ["Owambe Sessions", "Memorial Services", "Corporate Events"] as const) {
    const expected = photosIn(category);
    await page.getByRole("button", { name: category, exact: true }).click();
    await expect(page.getByRole("button", { name: category, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(counter(page)).toHaveText(`1 / ${expected.length}`);
    await expect(caption(page)).toHaveText(expected[0]!.title);
    await expect(page.getByRole("list", { name: "Thumbnails" }).getByRole("button")).toHaveCount(expected.length);
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(counter(page)).toHaveText(`2 / ${expected.length}`);
  }

  await page.getByRole("button", { name: "All", exact: true }).click();
  await expect(counter(page)).toHaveText(`1 / ${total()}`);
  await expect(page.getByText("No photos available for this category.")).toHaveCount(0);
});

/** The stored photo's name (its uuid): its renditions are named after it. */
const storedName = (index: number) => /([0-9a-f-]{36})\.jpg$/.exec(photoAt(index).src)![1]!;

test("only the photo on show is fetched first; its neighbours wait and are ready before they are needed", async ({ page }) => {
  const stageImage = (index: number) => page.getByTestId("carousel-stage").locator(`img[src*="${storedName(index)}-w"]`);
  const response = await page.request.get("/gallery");
  const html = await response.text();
  // Only the first photo is preloaded from the page head, as its ready-made renditions.
  const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toContain(`${storedName(0)}-w640.webp 640w`);

  await openGallery(page);
  await expect(stageImage(0)).toHaveAttribute("fetchpriority", "high");
  for (const neighbour of [1, total() - 1]) {
    await expect(stageImage(neighbour)).toHaveAttribute("loading", "lazy");
    await expect(stageImage(neighbour)).toHaveAttribute("fetchpriority", "low");
    await expect.poll(() => stageImage(neighbour).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});

test("the band's uploaded photos come as their renditions, never through /_next/image, the first with its picture inlined in the HTML @phone", async ({ page }) => {
  const html = await (await page.request.get("/gallery")).text();
  const firstImg = html.match(new RegExp(`<img[^>]*${storedName(0)}[^>]*>`))?.[0] ?? "";
  // A small rendition of the photo itself (several KB), not the 16 px blur, is the placeholder.
  const placeholder = /background-image:url\(&quot;(data:image\/webp;base64,[A-Za-z0-9+/=]+)&quot;\)/.exec(firstImg)?.[1] ?? "";
  expect(placeholder.length).toBeGreaterThan(2000);
  expect(firstImg).not.toContain("blur(");

  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await openGallery(page, { paused: false });
  const first = page.getByTestId("carousel-stage").locator(`img[src*="${storedName(0)}-w"]`);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole("button", { name: /^Enlarge photo/ }).click(); // the lightbox's larger photo too
  await expect(page.getByRole("dialog").locator("img").first()).toBeVisible();
  await page.keyboard.press("Escape");
  expect(requested.filter((url) => url.includes("/_next/image"))).toEqual([]);
  expect(requested.some((url) => new RegExp(`/api/media/images/${storedName(0)}-w\\d+\\.webp$`).test(url))).toBe(true);
  const served = await page.request.get(requested.find((url) => url.includes(`${storedName(0)}-w`))!);
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["content-type"]).toBe("image/webp");
});

test("arrows, dots and thumbnails move the carousel and the counter follows, wrapping at the ends", async ({ page }) => {
  await openGallery(page);
  await page.getByRole("button", { name: "Next photo" }).click();
  await expect(counter(page)).toHaveText(`2 / ${total()}`);
  await expect(caption(page)).toHaveText(titleOf(1));
  await expect(carousel(page).getByRole("img", { name: photoAt(1).alt })).toBeVisible();

  await page.getByRole("button", { name: "Previous photo" }).click();
  await page.getByRole("button", { name: "Previous photo" }).click();
  await expect(counter(page)).toHaveText(`${total()} / ${total()}`);
  await page.getByRole("button", { name: "Next photo" }).click();
  await expect(counter(page)).toHaveText(`1 / ${total()}`);

  const dot = page.getByRole("button", { name: "Go to photo 5", exact: true });
  await dot.click();
  await expect(counter(page)).toHaveText(`5 / ${total()}`);
  await expect(dot).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("button", { name: "Go to photo 1", exact: true })).not.toHaveAttribute("aria-current", "true");

  const thumb = page.getByRole("button", { name: `Show ${titleOf(6)}` });
  await thumb.click();
  await expect(counter(page)).toHaveText(`7 / ${total()}`);
  await expect(caption(page)).toHaveText(titleOf(6));
  await expect(thumb).toHaveAttribute("aria-current", "true");
});

test("the carousel advances every 5 seconds, but not while an arrow is hovered", async ({ page }) => {
  await openGallery(page);
  // A move restarts the wait, so the 5 seconds are counted from here.
  await carousel(page).focus();
  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText(`2 / ${total()}`);
  await page.clock.runFor(4900);
  await expect(counter(page)).toHaveText(`2 / ${total()}`);
  await page.clock.runFor(100);
  await expect(counter(page)).toHaveText(`3 / ${total()}`);

  await page.getByRole("button", { name: "Next photo" }).hover();
  await page.clock.runFor(12_000);
  await expect(counter(page)).toHaveText(`3 / ${total()}`);

  await page.getByRole("heading", { level: 1 }).hover();
  await page.clock.runFor(5000);
  await expect(counter(page)).toHaveText(`4 / ${total()}`);
});

test("Left and Right arrow keys move the focused carousel", async ({ page }) => {
  await openGallery(page);
  await carousel(page).focus();
  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText(`2 / ${total()}`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toHaveText(`${total()} / ${total()}`);
});

async function swipe(page: Page, fromX: number, toX: number) {
  const stage = page.getByTestId("carousel-stage");
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  const init = { pointerType: "touch", isPrimary: true, pointerId: 7 };
  await stage.dispatchEvent("pointerdown", { ...init, clientX: box.x + fromX, clientY: y });
  await stage.dispatchEvent("pointerup", { ...init, clientX: box.x + toX, clientY: y });
}

test("a touch swipe moves to the next or previous photo @phone", async ({ page }) => {
  await openGallery(page);
  await page.getByRole("button", { name: "Igbo Highlife", exact: true }).click();
  await expect(counter(page)).toHaveText("1 / 3");
  await swipe(page, 250, 80);
  await expect(counter(page)).toHaveText("2 / 3");
  await swipe(page, 80, 250);
  await swipe(page, 80, 250);
  await expect(counter(page)).toHaveText("3 / 3");
  // A short movement is a tap, not a swipe.
  await swipe(page, 100, 110);
  await expect(counter(page)).toHaveText("3 / 3");
});

test("the lightbox shows the large photo, keeps focus inside and gives it back on Escape", async ({ page }) => {
  await openGallery(page, { paused: false });
  const enlarge = page.getByRole("button", { name: `Enlarge photo: ${titleOf(0)}` });
  await enlarge.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(titleOf(0));
  await expect(dialog.getByRole("img", { name: photoAt(0).alt })).toBeVisible();

  await dialog.getByRole("button", { name: "Next photo" }).click();
  await expect(dialog).toHaveAccessibleName(titleOf(1));
  await expect(dialog.getByRole("img", { name: photoAt(1).alt })).toBeVisible();
  await dialog.getByRole("button", { name: "Previous photo" }).click();
  await expect(dialog).toHaveAccessibleName(titleOf(0));

  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(enlarge).toBeFocused();

  await enlarge.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a video opens in a modal with a youtube-nocookie player that goes away on Escape", async ({ page }) => {
  const requested: string[] = [];
  // A regex: the glob "**/youtube-nocookie.com/**" would miss the www. host.
  await page.route(/^https:\/\/(www\.)?youtube-nocookie\.com\//, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
  await openGallery(page, { paused: false });
  const video = gallery.videos[0]!;
  const players = page.locator('iframe[src*="youtube-nocookie.com"]');
  await expect(players).toHaveCount(0);

  const card = page.getByRole("button", { name: `Play video: ${video.title}` });
  await card.click();
  const dialog = page.getByRole("dialog", { name: video.title });
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1`);
  await expect(frame).toHaveAttribute("title", `${video.title} video`);
  await expect(frame).toHaveAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
  await expect(frame).toHaveAttribute("allowfullscreen", "");
  await expect.poll(() => requested.length).toBeGreaterThan(0);

  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(players).toHaveCount(0);
  await expect(card).toBeFocused();
});

test("the gallery has its own theme toggle, dark by default and remembered", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await openGallery(page);
  const area = page.getByTestId("gallery-area");
  const toggle = page.getByRole("button", { name: "Dark gallery" });
  const background = () => area.evaluate((node) => getComputedStyle(node).backgroundColor);

  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await background()).toBe("rgb(12, 10, 9)");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  expect(await background()).toBe("rgb(253, 250, 245)");
  expect(await page.evaluate(() => localStorage.getItem("gallery-theme"))).toBe("light");

  await page.reload();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await background()).toBe("rgb(12, 10, 9)");
});

for (const siteTheme of ["light", "dark"] as const) {
  for (const galleryTheme of ["dark", "light"] as const) {
    test(`axe finds no violations with the ${siteTheme} site theme and the ${galleryTheme} gallery`, async ({ page }) => {
      await page.addInitScript(
        ([site, gallery]) => {
          localStorage.setItem("homepage-theme", site!);
          localStorage.setItem("gallery-theme", gallery!);
        },
        [siteTheme, galleryTheme],
      );
      await openGallery(page, { paused: false });
      await expect(page.getByTestId("gallery-area")).toHaveAttribute("data-theme", galleryTheme);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  }
}

test.describe("on a 390×844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  /** Whether the control's centre and corners are its own (no floating button or other layer over any of them). */
  const isUncovered = (control: Locator) =>
    control.evaluate((node) => {
      const box = node.getBoundingClientRect();
      // The centre and four points towards the corners, still inside a round button (0.3 × √2 < 0.5).
      const points = [0.5, 0.2, 0.8].flatMap((fx) => [0.5, 0.2, 0.8].map((fy) => [fx, fy] as const)).filter(([fx, fy]) => (fx === 0.5) === (fy === 0.5));
      return points.every(([fx, fy]) => {
        const hit = document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy);
        return hit !== null && node.contains(hit);
      });
    });

  test("a photo shows on the first screen, the chips are one scrolling row and no dots wrap", async ({ page }) => {
    await openGallery(page);
    const stage = await page.getByTestId("carousel-stage").boundingBox();
    expect(stage!.y).toBeLessThan(844);
    expect(stage!.y + stage!.height).toBeLessThanOrEqual(844);

    const chips = page.getByRole("group", { name: "Filter photos by category" }).getByRole("button");
    const tops = await chips.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
    expect(tops.length).toBe(new Set(gallery.photos.map((photo) => photo.category)).size + 1);
    expect(new Set(tops).size).toBe(1);

    // The last chip starts off screen; choosing it scrolls the row (not the page) until it is fully in view.
    const last = chips.last();
    await expect(last).not.toBeInViewport({ ratio: 1 });
    await last.dispatchEvent("click"); // a click that, unlike Playwright's, does not scroll the chip into view first
    await expect(last).toHaveAttribute("aria-pressed", "true");
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(counter(page)).toHaveText(`1 / ${photosIn((await last.textContent())!).length}`);

    // The counter replaces the dots; the thumbnails stay.
    await chips.first().dispatchEvent("click");
    await expect(chips.first()).toBeInViewport({ ratio: 1 });
    await expect(counter(page)).toHaveText(`1 / ${total()}`);
    await expect(page.getByRole("button", { name: /^Go to photo / })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Thumbnails" })).toBeVisible();
  });

  test("the floating buttons cover no control of the carousel", async ({ page }) => {
    await openGallery(page);
    const controls = [
      page.getByRole("button", { name: "Previous photo" }),
      page.getByRole("button", { name: "Next photo" }),
      page.getByRole("button", { name: `Enlarge photo: ${titleOf(0)}` }),
      ...(await page.getByRole("list", { name: "Thumbnails" }).getByRole("button").all()).slice(0, 3),
    ];
    // On the first screen, as the page opens: every control is whole and uncovered.
    for (const control of controls) {
      await expect(control).toBeInViewport({ ratio: 1 });
      expect(await isUncovered(control), (await control.getAttribute("aria-label")) ?? "").toBe(true);
    }
    // And wherever the visitor scrolls one to the middle of the screen.
    for (const control of controls) {
      await control.evaluate((node) => node.scrollIntoView({ block: "center" }));
      expect(await isUncovered(control), (await control.getAttribute("aria-label")) ?? "").toBe(true);
    }
  });
});
