import type { BrowserContext, Page } from "@playwright/test";
import { expect, signInAdmin, test } from "./support";

// Ads follow the AdSense publisher id in the site settings, at run time: the admin saves it with
// PUT /api/admin/settings and the prerendered pages show (or drop) their slots on the next load,
// in the one production build. Each test sets the id it needs and clears it again.
test.describe.configure({ mode: "serial" });

const TEST_CLIENT = "ca-pub-1234567890123456";
const adRoutes = ["/", "/about", "/services", "/gallery", "/music", "/contact", "/testimonials", "/privacy-policy", "/terms-of-service"];
const otherRoutes = ["/quote", "/quote-full", "/adsense-setup", "/google-api-setup"];
const adScript = /googlesyndication\.com|adsbygoogle/;

/** Saves the publisher id as the admin, signed in on a page of the test's context ("" switches ads off). */
async function setAdClient(context: BrowserContext, adsenseClient: string) {
  const admin = await context.newPage();
  await signInAdmin(admin);
  await expect(admin.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  const response = await admin.request.put("/api/admin/settings", { data: { adsenseClient } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ adsenseClient });
  await admin.close();
}

/** The visitor accepted the ads (the consent bar's cookie; tests/e2e/ad-consent.spec.ts tests the bar itself). */
async function acceptAds(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "ad_consent", value: "accepted.2026-11-28", url: baseURL ?? "http://localhost" }]);
}

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

/** The main column's left edge is in line with the header's; with ads, the sidebar sits right of it. */
async function checkAlignment(page: Page, withAds: boolean) {
  for (const width of [1024, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of alignedRoutes) {
      await page.goto(route);
      const edges = await leftEdges(page);
      expect(edges.main, `${route} at ${width} px`).toBe(edges.header);
      if (withAds && width >= 1280) {
        const main = await page.locator("main").boundingBox();
        const sidebar = await page.locator('[data-ad-position="sidebar"] > div').boundingBox();
        expect(main && sidebar && main.x + main.width <= sidebar.x, `${route} at ${width} px`).toBe(true);
        expect(sidebar && sidebar.x + sidebar.width <= width, `${route} at ${width} px`).toBe(true);
      }
    }
  }
}

// Whatever happened above, the other specs run without ads.
test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "e2e-ads-cleanup" } });
  await setAdClient(context, "");
  await context.close();
});

test("with a publisher id saved in the admin, slots show on the spec's routes only, still prerendered, with ads.txt", async ({ page, request, baseURL }) => {
  await acceptAds(page.context(), baseURL);
  const requested = await refuseAdScript(page);
  await setAdClient(page.context(), TEST_CLIENT);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const slot = (position: string) => page.locator(`[data-ad-position="${position}"] > div`);
  expect((await slot("top").boundingBox())?.height).toBe(90);
  expect((await slot("middle").boundingBox())?.height).toBe(250);
  expect((await slot("bottom").boundingBox())?.height).toBe(90);
  const sidebar = await slot("sidebar").boundingBox();
  expect([sidebar?.width, sidebar?.height]).toEqual([300, 600]);

  for (const route of adRoutes) {
    await page.goto(route);
    for (const position of ["top", "middle", "bottom", "sidebar"]) await expect(page.locator(`[data-ad-position="${position}"]`), `${route} ${position}`).toHaveCount(1);
    const units = page.locator("ins.adsbygoogle");
    await expect(units, route).toHaveCount(4);
    for (const unit of await units.all()) await expect(unit, route).toHaveAttribute("data-ad-client", TEST_CLIENT);
  }
  for (const route of otherRoutes) {
    await page.goto(route);
    await expect(page.locator("[data-ad-position], ins.adsbygoogle"), route).toHaveCount(0);
  }
  // The script is asked for (and refused here) only on ad routes.
  expect(requested.length).toBeGreaterThan(0);

  // Still served from the prerender cache, not rendered per request.
  for (const route of ["/about", "/privacy-policy"]) {
    await request.get(route);
    const headers = (await request.get(route)).headers();
    expect(headers["x-nextjs-cache"], route).toBe("HIT");
  }

  const adsTxt = await request.get("/ads.txt");
  expect(adsTxt.status()).toBe(200);
  expect(adsTxt.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await adsTxt.text()).toBe("google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n");
});

test("with ads on, the main column stays in line with the header and the sidebar beside it", async ({ page, baseURL }) => {
  await acceptAds(page.context(), baseURL);
  await refuseAdScript(page);
  await checkAlignment(page, true);
});

test("the sidebar ad is hidden on phones @phone", async ({ page, baseURL }) => {
  await acceptAds(page.context(), baseURL);
  await refuseAdScript(page);
  await setAdClient(page.context(), TEST_CLIENT);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.locator('[data-ad-position="top"] > div')).toBeVisible();
  await expect(page.locator('[data-ad-position="sidebar"]')).toBeHidden();
});

test("the Content-Security-Policy lets the ad network in on the ad routes only, and only while ads are on", async ({ browser, request }) => {
  // A signed-in context shows the panel, not the sign-in form: each save signs in afresh.
  const save = async (client: string) => {
    const context = await browser.newContext();
    await setAdClient(context, client);
    await context.close();
  };
  const adHostsIn = async (route: string) => {
    const policy = (await request.get(route)).headers()["content-security-policy"] ?? "";
    return ["script-src", "connect-src", "frame-src"].filter((directive) =>
      policy
        .split(";")
        .find((part) => part.trim().startsWith(directive))
        ?.includes("https://pagead2.googlesyndication.com"),
    );
  };
  await save("");
  // The policy re-reads the setting every few seconds per server.
  for (const route of adRoutes) await expect.poll(() => adHostsIn(route), { timeout: 15_000, message: route }).toEqual([]);

  await save(TEST_CLIENT);
  for (const route of ["/", "/music", "/privacy-policy"]) await expect.poll(() => adHostsIn(route), { timeout: 15_000 }).toEqual(["script-src", "connect-src", "frame-src"]);
  for (const route of ["/quote", "/admin"]) {
    expect((await request.get(route)).headers()["content-security-policy"], route).not.toMatch(/googlesyndication|doubleclick|google\.com/);
  }

  await save("");
  await expect.poll(() => adHostsIn("/"), { timeout: 15_000 }).toEqual([]);
});

test("once the id is cleared, no ad slot renders, no room is reserved and no script loads, on any route", async ({ page, request }) => {
  await setAdClient(page.context(), "");
  const requested = await refuseAdScript(page);
  for (const route of adRoutes) {
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
  expect((await request.get("/ads.txt")).status()).toBe(404);
  await checkAlignment(page, false);
});
