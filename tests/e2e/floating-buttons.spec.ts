import type { Locator, Page } from "@playwright/test";
import { uploadTrackAsAdmin } from "./music-support";
import { expect, test } from "./support";

// A 390 px phone: the floating music and WhatsApp buttons must never cover a link or a button.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function floatingButtons(page: Page): Promise<Box[]> {
  const buttons = [page.getByRole("button", { name: "Open music player" }), page.getByRole("link", { name: "Chat with us on WhatsApp" })];
  const boxes: Box[] = [];
  for (const button of buttons) {
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

/** Each visible link and button of the region, where it is now and after being scrolled into view. */
async function expectNothingCovered(page: Page, region: Locator, { scroll }: { scroll: boolean }) {
  const targets = region.locator("a:visible, button:visible");
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  let checked = 0;
  for (let index = 0; index < count; index += 1) {
    const target = targets.nth(index);
    const name = (await target.getAttribute("aria-label")) ?? (await target.innerText());
    // As a visitor gets there, by scrolling or with the keyboard (which honours scroll-padding).
    if (scroll) await target.evaluate((element) => element.scrollIntoView({ block: "nearest", behavior: "instant" }));
    const box = await target.boundingBox();
    if (!box) continue;
    // Without scrolling, what is outside the window now is not judged here, nor what sits under the
    // fixed header at the top (a visitor scrolls up to it; this spec is about the bottom).
    const headerBottom = scroll ? 0 : ((await page.getByRole("banner").boundingBox())?.height ?? 0);
    if (!scroll && (box.y < headerBottom || box.y + box.height > viewport.height)) continue;
    checked += 1;
    for (const floating of await floatingButtons(page)) expect(overlaps(box, floating), `${name} is covered`).toBe(false);
    // Nothing else fixed at the bottom (the dock) sits over its middle either.
    const onTop = await target.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && (element === hit || element.contains(hit));
    });
    expect(onTop, `${name} is under something`).toBe(true);
  }
  expect(checked).toBeGreaterThan(0);
}

test("the hero's links and buttons are clear of the floating buttons as the page opens", async ({ page }) => {
  await page.goto("/");
  await expectNothingCovered(page, page.locator("#home"), { scroll: false });
});

test("the track list's buttons and links are never under the floating buttons", async ({ page, playwright }) => {
  await uploadTrackAsAdmin(playwright.request, { title: "Dock Check One", seconds: 1 });
  await uploadTrackAsAdmin(playwright.request, { title: "Dock Check Two", seconds: 1 });
  await page.goto("/music");
  const list = page.getByRole("list", { name: "Tracks" });
  await expect(list).toContainText("Dock Check Two");
  await expectNothingCovered(page, list, { scroll: true });
});

for (const [route, container] of [
  ["/", "#contact"],
  ["/contact", "main"],
  ["/quote", "main"],
  ["/", "#newsletter"],
] as const) {
  test(`the form on ${route} (${container}) is never under the floating buttons`, async ({ page }) => {
    await page.goto(route);
    // A deferred form's code loads as it comes near and replaces the server's form: judge the one
    // the visitor uses.
    const island = page.locator(`${container} [data-island]`).first();
    if ((await island.count()) > 0) {
      await island.scrollIntoViewIfNeeded();
      await expect(island).toHaveAttribute("data-island", "awake");
    }
    const region = page.locator(`${container} form`).first();
    await region.scrollIntoViewIfNeeded();
    await expectNothingCovered(page, region, { scroll: true });
  });
}

test("the end of the page scrolls clear of the floating buttons", async ({ page }) => {
  await page.goto("/contact");
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  await expectNothingCovered(page, page.getByRole("contentinfo"), { scroll: false });
  // The very last link of the page is among those in view and clear.
  const last = page.getByRole("contentinfo").locator("a:visible").last();
  const box = await last.boundingBox();
  const dock = await page.locator("aside[data-floating-dock]").boundingBox();
  expect(box && dock && box.y + box.height <= dock.y).toBe(true);
});
