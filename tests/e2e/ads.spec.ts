import type { Page } from "@playwright/test";
import { expect, test } from "./support";

// Ad slots exist only in a build made with NEXT_PUBLIC_ADSENSE_CLIENT (it is inlined at build
// time). The ordinary build has none; `npm test` makes a second build with a test publisher id and
// runs this file again with E2E_ADSENSE_CLIENT set to it.
const testClient = process.env.E2E_ADSENSE_CLIENT ?? "";
const adScript = /googlesyndication\.com|adsbygoogle/;

// No test may fetch the ad network's script: any request for it is refused and remembered.
async function refuseAdScript(page: Page) {
  const requested: string[] = [];
  await page.route(adScript, (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  return requested;
}

async function leftEdges(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector("header > div");
    const heading = document.querySelector("main h1");
    if (!header || !heading) throw new Error("no header container or page heading");
    const headerLeft = header.getBoundingClientRect().left + parseFloat(getComputedStyle(header).paddingLeft);
    return { header: Math.round(headerLeft), main: Math.round(heading.getBoundingClientRect().left) };
  });
}

const alignedRoutes = ["/music", "/contact", "/gallery"];

for (const width of [1024, 1440, 1920]) {
  test(`at ${width} px the main column's left edge is in line with the header's`, async ({ page }) => {
    await refuseAdScript(page);
    await page.setViewportSize({ width, height: 900 });
    for (const route of alignedRoutes) {
      await page.goto(route);
      const edges = await leftEdges(page);
      expect(edges.main, `${route} at ${width} px`).toBe(edges.header);
      if (testClient && width >= 1280) {
        // The sidebar sits to the right of the main column, inside the window.
        const main = await page.locator("main").boundingBox();
        const sidebar = await page.locator('[data-ad-position="sidebar"] > div').boundingBox();
        expect(main && sidebar && main.x + main.width <= sidebar.x, route).toBe(true);
        expect(sidebar && sidebar.x + sidebar.width <= width, route).toBe(true);
      }
    }
  });
}

test.describe("without an ad client", () => {
  test.skip(Boolean(testClient), "this build has an ad client");

  test("no ad slot renders and no room is reserved, on any ad route", async ({ page }) => {
    const requested = await refuseAdScript(page);
    for (const route of ["/", "/about", "/services", "/gallery", "/music", "/contact", "/testimonials", "/privacy-policy", "/terms-of-service"]) {
      await page.goto(route);
      await expect(page.locator("[data-ad-position], ins.adsbygoogle"), route).toHaveCount(0);
      await expect(page.getByText("Advertisement", { exact: true }), route).toHaveCount(0);
      // Nothing between the header and the page, nor between the page and the footer, nor beside it.
      const layout = await page.evaluate(() => {
        const main = document.querySelector("main");
        const header = document.querySelector("header");
        const footer = document.querySelector("footer");
        if (!main || !header || !footer) throw new Error("no header, main or footer");
        const column = main.parentElement;
        return {
          gapAbove: Math.round(main.getBoundingClientRect().top - header.getBoundingClientRect().bottom),
          beforeFooter: footer.previousElementSibling === column,
          besideMain: column?.children.length,
          width: Math.round(main.getBoundingClientRect().width),
          pageWidth: document.documentElement.clientWidth,
        };
      });
      expect(layout, route).toEqual({ gapAbove: 0, beforeFooter: true, besideMain: 1, width: layout.pageWidth, pageWidth: layout.pageWidth });
    }
    expect(requested).toEqual([]);
  });

  test("no page's Content-Security-Policy names an ad host", async ({ request }) => {
    for (const route of ["/", "/music", "/admin"]) {
      expect((await request.get(route)).headers()["content-security-policy"], route).not.toMatch(/googlesyndication|doubleclick|google\.com/);
    }
  });
});

test.describe("with an ad client", () => {
  test.skip(!testClient, "needs a build made with NEXT_PUBLIC_ADSENSE_CLIENT (E2E_ADSENSE_CLIENT)");

  test("slots reserve the spec's room on ad routes and are absent elsewhere; the script is never fetched", async ({ page }) => {
    await refuseAdScript(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const slot = (position: string) => page.locator(`[data-ad-position="${position}"] > div`);
    expect((await slot("top").boundingBox())?.height).toBe(90);
    expect((await slot("middle").boundingBox())?.height).toBe(250);
    expect((await slot("bottom").boundingBox())?.height).toBe(90);
    const sidebar = await slot("sidebar").boundingBox();
    expect([sidebar?.width, sidebar?.height]).toEqual([300, 600]);
    await expect(page.locator("ins.adsbygoogle").first()).toHaveAttribute("data-ad-client", testClient);

    await page.goto("/quote");
    await expect(page.locator("[data-ad-position]")).toHaveCount(0);
  });

  test("the Content-Security-Policy lets the ad network's script, requests and frames in", async ({ request }) => {
    for (const route of ["/", "/music", "/admin"]) {
      const policy = (await request.get(route)).headers()["content-security-policy"] ?? "";
      for (const directive of ["script-src", "connect-src", "frame-src"]) {
        expect(policy.split(";").find((part) => part.trim().startsWith(directive)), `${route} ${directive}`).toContain("https://pagead2.googlesyndication.com");
      }
    }
  });

  test("the sidebar ad is hidden on phones @phone", async ({ page }) => {
    await refuseAdScript(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.locator('[data-ad-position="top"] > div')).toBeVisible();
    await expect(page.locator('[data-ad-position="sidebar"]')).toBeHidden();
  });
});
