import type { Page } from "@playwright/test";
import { expect, openAdminTab, signInAdmin, test } from "./support";

// The home page has its own, smaller stylesheet (app/home.css, in the cascade layer `home`); the
// other public pages have the whole public one (app/globals.css, layer `site`); the panel has its
// own (app/admin.css). Going from page to page in the browser leaves them in the document together,
// in either order: each page must then look exactly as it does when opened on its own
// (docs/decisions/0010-home-stylesheet.md).

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
        // browser, carry different ones), the hero's video, which joins the page when it is idle,
        // and Next.js's route announcer, which a page change in the browser moves.
        .filter((element) => !element.closest("script, style, template, noscript, next-route-announcer") && !element.matches("input[type=hidden], video"))
        .map((element) => {
          const style = getComputedStyle(element);
          // React's generated ids (useId) differ between two renders of the same page.
          const name = `${element.tagName.toLowerCase()}${element.id && !element.id.startsWith("_") ? `#${element.id}` : ""}`;
          return `${name} ${properties.map((property) => style.getPropertyValue(property)).join("|")}`;
        })
    );
  });
}

/** Which of the three stylesheets the document holds, in its order: home, site (the whole public one), panel. */
async function sheets(page: Page) {
  return page.evaluate(() =>
    // Inlined (inlineCss): every sheet is a <style> React placed by precedence.
    [...document.querySelectorAll("style[data-precedence]")]
      .map((element) => element.textContent ?? "")
      .map((text) => (text.includes("@layer home{") ? "home" : text.includes("@layer site{") ? "site" : text.includes(".stacked-table") ? "panel" : "other")),
  );
}

/** Marks the window, so the page after a click can show it was reached without a new document. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { stayedInPage: true }));
const windowKept = (page: Page) => page.evaluate(() => "stayedInPage" in window);
/**
 * Follows a link with a click event but no pointer: a pointer left on the spot would hover
 * whatever the new page puts there (the footer's link on a short page) and change its colour.
 */
const follow = (page: Page, selector: string) => page.locator(selector).first().dispatchEvent("click");

for (const theme of ["light", "dark"] as const) {
  test.describe(`both public stylesheets in one document, ${theme} theme @phone`, () => {
    test.use({ colorScheme: theme });

    test("the home page's sheet alone, and a page opened after it looks as when opened first", async ({ page }) => {
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await sheets(page)).toEqual(["site"]);
      const alone = await styleSnapshot(page);

      await page.goto("/");
      expect(await sheets(page)).toEqual(["home"]);
      await markWindow(page);
      await follow(page, 'footer a[href="/about"]');
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await windowKept(page)).toBe(true);
      expect(await sheets(page)).toEqual(["home", "site"]);
      expect(await styleSnapshot(page)).toEqual(alone);
    });

    test("the home page reached from another page looks as when opened first", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("#home")).toBeVisible();
      const alone = await styleSnapshot(page);

      await page.goto("/gallery");
      await markWindow(page);
      await follow(page, 'header a[href="/"]');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("#home")).toBeVisible();
      expect(await windowKept(page)).toBe(true);
      expect(await sheets(page)).toEqual(["site", "home"]);
      expect(await styleSnapshot(page)).toEqual(alone);

      // …and back to a page of the whole sheet, now the later of the two in the document.
      const galleryPage = await page.context().newPage();
      await galleryPage.goto("/gallery");
      const galleryAlone = await styleSnapshot(galleryPage);
      await galleryPage.close();
      await follow(page, 'footer a[href="/gallery"]');
      await expect(page).toHaveURL(/\/gallery$/);
      expect(await windowKept(page)).toBe(true);
      expect(await styleSnapshot(page)).toEqual(galleryAlone);
    });
  });
}

test("the panel looks the same after its link to a public setup guide and Back, the public sheet still in the document @phone", async ({ page }) => {
  await signInAdmin(page);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible({ timeout: 15_000 });
  // The quote requests tab opened on its own: at desktop width its filters are a grid of six columns.
  await page.goto("/admin/enquiries");
  // The list is fetched once the tab has rendered: on a loaded host, after the network went idle.
  const enquiriesShown = page.getByRole("list", { name: "Enquiries" }).or(page.getByText("No enquiries match."));
  await expect(enquiriesShown).toBeVisible();
  const enquiriesAlone = await styleSnapshot(page);

  // The revenue tab before AdSense is connected: its card links to the public setup guide.
  await page.route("**/api/adsense/revenue", (route) => route.fulfill({ json: { data: null, error: "AdSense is not connected yet.", setupRequired: true } }));
  await page.goto("/admin/revenue");
  const guide = page.getByTestId("adsense-authorization").getByRole("link", { name: "AdSense setup guide" });
  await expect(guide).toBeVisible();
  expect(await sheets(page)).toEqual(["panel"]);
  const revenueAlone = await styleSnapshot(page);

  await markWindow(page);
  await guide.click();
  await expect(page.getByRole("heading", { level: 1, name: "AdSense Setup" })).toBeVisible();
  expect(await windowKept(page)).toBe(true);
  expect(await sheets(page)).toEqual(["panel", "site"]);

  await page.goBack();
  await expect(guide).toBeVisible();
  expect(await windowKept(page)).toBe(true);
  expect(await styleSnapshot(page)).toEqual(revenueAlone);
  // Built without the layers, the filters had three columns here: the public sheet's lg:grid-cols-3,
  // later in the document, beat the panel's xl: columns.
  await openAdminTab(page, "Quote Requests");
  await expect(enquiriesShown).toBeVisible();
  expect(await sheets(page)).toEqual(["panel", "site"]);
  expect(await styleSnapshot(page)).toEqual(enquiriesAlone);
});
