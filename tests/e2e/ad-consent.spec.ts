import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, signInAdmin, test } from "./support";

// Issue 66, items 1 and 4, in Chromium at phone width: with ads on, nothing is asked of Google's ad
// hosts before the visitor's choice (every request the browser makes is recorded); Reject is
// remembered across pages and a reload; Accept loads the ad script after Consent Mode's defaults
// and grant; "Cookie choices" opens the bar again; no bar with ads off. And /privacy-request: a
// person's request, its problems named at their fields, seen by the band in Settings → Privacy.
// Each test signs in, loads several pages and scans the bar in both themes: two minutes, for a loaded host.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const TEST_CLIENT = "ca-pub-1234567890123456";
/** Each context its own address, per project (the form and sign-in limits count per address). */
const from = (name: string) => ({ "x-forwarded-for": `e2e-consent-${name}-${test.info().project.name}` });
const googleAdHosts = /googlesyndication\.com|doubleclick\.net|adtrafficquality\.google|googleads/;

async function setAdClient(context: BrowserContext, adsenseClient: string) {
  const admin = await context.newPage();
  await signInAdmin(admin);
  await expect(admin.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  expect((await admin.request.put("/api/admin/settings", { data: { adsenseClient } })).status()).toBe(200);
  await admin.close();
}

/** Every request to Google's ad hosts, refused and remembered. */
async function recordAdRequests(page: Page) {
  const requested: string[] = [];
  await page.context().route(googleAdHosts, (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  return requested;
}

async function noViolations(page: Page, selector: string) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => localStorage.setItem("homepage-theme", value), theme);
    await page.reload();
    await expect(page.locator(selector).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
    expect(violations.map((violation) => `${theme} ${selector}: ${violation.id}`)).toEqual([]);
  }
}

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: from("cleanup") });
  await setAdClient(context, "");
  await context.close();
});

test("with ads on, nothing of Google's loads before the choice, and Reject is remembered @phone", async ({ browser }) => {
  const admin = await browser.newContext({ extraHTTPHeaders: from("2") });
  await setAdClient(admin, TEST_CLIENT);
  await admin.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: from("3") });
  const page = await context.newPage();
  const requested = await recordAdRequests(page);
  await page.goto("/");
  const bar = page.getByRole("region", { name: "Ads and cookies" });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy#cookies");
  // Accept and Reject of equal weight: the same size and look.
  const [reject, accept] = [bar.getByRole("button", { name: "Reject" }), bar.getByRole("button", { name: "Accept" })];
  const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(Math.round(rejectBox!.width)).toBe(Math.round(acceptBox!.width));
  expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"));
  // The slots take no room before a choice, and the bar leaves the floating buttons free.
  await expect(page.locator("[data-ad-position]").first()).toBeHidden();
  const dock = await page.locator("[data-floating-dock]").boundingBox();
  const barBox = await bar.boundingBox();
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(dock!.y);
  await noViolations(page, "[data-ad-consent-bar]");
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>)))).toEqual([
    ["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }],
  ]);

  await reject.click();
  await expect(bar).toBeHidden();
  const cookie = (await context.cookies()).find((entry) => entry.name === "ad_consent");
  expect(cookie?.value).toMatch(/^rejected\.\d{4}-\d{2}-\d{2}$/);
  expect(cookie?.sameSite).toBe("Lax");
  // Six months, give or take the test's own seconds.
  expect(Math.round((cookie!.expires - Date.now() / 1000) / 86_400)).toBe(182);
  for (const route of ["/about", "/gallery"]) {
    await page.goto(route);
    await expect(page.locator("[data-ad-position]").first()).toBeHidden();
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
  expect(requested).toEqual([]);

  // The privacy policy follows the setting: with ads on it names the consent cookie.
  await page.goto("/privacy-policy");
  await expect(page.locator("#cookies")).toContainText("ad_consent");
  await expect(page.locator("#advertising")).toContainText("Reject keeps the ads off");
  // The footer's Cookie choices opens the bar again, its heading focused, the choice named.
  await page.getByRole("button", { name: "Cookie choices" }).click();
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("heading", { name: "Ads and cookies" })).toBeFocused();
  await expect(bar).toContainText("Your choice now: ads rejected");
  await context.close();
});

test("Accept loads the ad script after Consent Mode's defaults and grant; the band sees the counts @phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: from("4") });
  const page = await context.newPage();
  const requested = await recordAdRequests(page);
  await page.goto("/about");
  await page.getByRole("button", { name: "Accept" }).click();
  await expect.poll(() => requested.some((url) => url.includes("adsbygoogle.js?client=ca-pub-1234567890123456"))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>)))).toEqual([
    ["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }],
    ["consent", "update", { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" }],
  ]);
  await expect(page.locator('[data-ad-position="top"] > div')).toBeVisible();
  // A visitor who accepted keeps the slots' room from the first paint on the next page.
  await page.goto("/gallery");
  expect(await page.locator("html").getAttribute("data-ad-consent")).toBe("accepted");
  await expect(page.getByRole("region", { name: "Ads and cookies" })).toHaveCount(0);
  await context.close();

  const admin = await browser.newContext({ extraHTTPHeaders: from("5") });
  const panel = await admin.newPage();
  await signInAdmin(panel);
  await expect(panel.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  const { days } = await (await panel.request.get("/api/admin/privacy/consents?days=2")).json();
  const today = days.at(-1);
  expect(today.accepted).toBeGreaterThanOrEqual(1);
  expect(today.rejected).toBeGreaterThanOrEqual(1);
  await admin.close();
});

test("with ads off there is no bar and no Cookie choices @phone", async ({ browser }) => {
  const admin = await browser.newContext({ extraHTTPHeaders: from("6") });
  await setAdClient(admin, "");
  await admin.close();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: from("7") });
  const page = await context.newPage();
  const requested = await recordAdRequests(page);
  // Nor is the consent bar's code downloaded (components/site/ads-on-demand.tsx): it names its
  // sessionStorage key, "ad-consent-shown", in whichever chunk holds it.
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on("response", (response) => {
    const url = response.url();
    if (response.request().resourceType() === "script")
      scripts.push(
        response.text().then(
          (body) => ({ url, body }),
          () => ({ url, body: "" }),
        ),
      );
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ads and cookies" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cookie choices" })).toHaveCount(0);
  expect(requested).toEqual([]);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(5);
  expect(loaded.filter(({ body }) => body.includes("ad-consent-shown")).map(({ url }) => url)).toEqual([]);
  await page.goto("/privacy-policy");
  await expect(page.locator("#cookies")).toContainText("This site sets no cookies for visitors");
  await expect(page.locator("#advertising")).toHaveCount(0);
  await context.close();
});

test("a person sends a privacy request and the band sees it with its due date @phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: from("8") });
  const page = await context.newPage();
  await page.goto("/privacy-request");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy request" })).toBeVisible();
  await noViolations(page, "form[aria-label='Privacy request']");
  const email = `asks-${Date.now().toString(36)}@example.com`;
  await page.getByLabel("Your email address").fill("not-an-email");
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByLabel("Your email address")).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(page.getByLabel("What are you asking for?")).toHaveAccessibleDescription("Choose what you are asking for");
  await page.getByLabel("Your email address").fill(email);
  await page.getByLabel("What are you asking for?").selectOption("access");
  await page.getByLabel("Details (optional)").fill("The enquiry I sent for my sister's wedding.");
  // A person takes more than a second: the form's fill time says so.
  await page.waitForTimeout(1100);
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We answer within 30 days" })).toBeVisible();
  await context.close();

  const admin = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: from("9") });
  const panel = await admin.newPage();
  await signInAdmin(panel, "/admin/settings");
  const list = panel.getByRole("list", { name: "Privacy requests" });
  const item = list.getByRole("listitem").filter({ hasText: email });
  await expect(item).toContainText("A copy of my data (access)");
  await expect(item).toContainText("due in 30 days");
  await item.getByRole("button", { name: "Done" }).click();
  await expect(item).toContainText("answered");
  await expect(item.getByRole("button", { name: "Done" })).toHaveCount(0);
  await admin.close();
});
