import type { Page } from "@playwright/test";
import { expect, test } from "./support";

// The home page has its own, smaller stylesheet (app/home.css, in the cascade layer `home`); the
// other public pages have the whole one (app/globals.css). Going from page to page in the browser
// leaves both in the document, in either order: each page must then look exactly as it does when
// opened on its own (docs/decisions/0010-home-stylesheet.md).

/** The computed styles that would show a rule of the wrong sheet winning, for every element. */
async function styleSnapshot(page: Page): Promise<string[]> {
  // A form reached by a page change in the browser is rendered there, its code loaded first.
  await expect(page.locator("[data-island]:empty")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const properties = [
      "display",
      "position",
      "padding",
      "margin",
      "gap",
      "font-size",
      "font-weight",
      "font-family",
      "line-height",
      "color",
      "background-color",
      "border-width",
      "border-radius",
      "grid-template-columns",
      "flex-direction",
      "text-align",
      "max-width",
      "visibility",
      "z-index",
    ];
    return (
      [...document.querySelectorAll("body *")]
        // Left out: hidden fields (the server's form and the browser's, after a page change in the
        // browser, carry different ones) and the hero's video, which joins the page when it is idle.
        .filter((element) => !element.closest("script, style, template, noscript") && !element.matches("input[type=hidden], video"))
        .map((element) => {
          const style = getComputedStyle(element);
          const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
          return `${name} ${properties.map((property) => style.getPropertyValue(property)).join("|")}`;
        })
    );
  });
}

/** How many of the site's stylesheets the document holds, and whether the home page's is one. */
async function sheets(page: Page) {
  return page.evaluate(() => {
    const styles = [...document.querySelectorAll("style[data-precedence]")].map((style) => style.textContent ?? "");
    return { count: styles.length, home: styles.some((text) => text.includes("@layer home{")), whole: styles.some((text) => text.includes("@layer home;")) };
  });
}

/** Marks the window, so the page after a click can show it was reached without a new document. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { stayedInPage: true }));
const windowKept = (page: Page) => page.evaluate(() => "stayedInPage" in window);

for (const theme of ["light", "dark"] as const) {
  test.describe(`both public stylesheets in one document, ${theme} theme @phone`, () => {
    test.use({ colorScheme: theme });

    test("the home page's sheet alone, and a page opened after it looks as when opened first", async ({ page }) => {
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await sheets(page)).toEqual({ count: 1, home: false, whole: true });
      const alone = await styleSnapshot(page);

      await page.goto("/");
      expect(await sheets(page)).toEqual({ count: 1, home: true, whole: false });
      await markWindow(page);
      await page.locator('footer a[href="/about"]').click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await windowKept(page)).toBe(true);
      expect(await sheets(page)).toEqual({ count: 2, home: true, whole: true });
      expect(await styleSnapshot(page)).toEqual(alone);
    });

    test("the home page reached from another page looks as when opened first", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("#home")).toBeVisible();
      const alone = await styleSnapshot(page);

      await page.goto("/gallery");
      await markWindow(page);
      await page.locator('header a[href="/"]').first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("#home")).toBeVisible();
      expect(await windowKept(page)).toBe(true);
      expect(await sheets(page)).toEqual({ count: 2, home: true, whole: true });
      expect(await styleSnapshot(page)).toEqual(alone);

      // …and back to a page of the whole sheet, now the later of the two in the document.
      const galleryAlone = await (async () => {
        const other = await page.context().newPage();
        await other.goto("/gallery");
        const snapshot = await styleSnapshot(other);
        await other.close();
        return snapshot;
      })();
      await page.locator('footer a[href="/gallery"]').click();
      await expect(page).toHaveURL(/\/gallery$/);
      expect(await windowKept(page)).toBe(true);
      expect(await styleSnapshot(page)).toEqual(galleryAlone);
    });
  });
}
