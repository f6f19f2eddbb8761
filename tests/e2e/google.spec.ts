import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { fakeGoogleUrl } from "../../playwright.config";
import { adminTabBar, expect, openAdminTab, signInAdmin, test } from "./support";

// Connecting Google from the admin panel against the fake Google the run starts (see
// playwright.config.ts): its consent page sends the browser straight back with a code.

async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).include("main").analyze();
  expect(violations.map((violation) => `${where}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
}

const control = (page: Page, body: Record<string, unknown>) => page.request.post(`${fakeGoogleUrl}/__control`, { data: body });

async function openTab(page: Page, name: Parameters<typeof openAdminTab>[1]) {
  await signInAdmin(page);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible({ timeout: 15_000 });
  await openAdminTab(page, name);
}

test.describe.configure({ mode: "serial" });

test("the revenue tab asks for authorization before AdSense is connected, and shows errors and loading", async ({ page }) => {
  await openTab(page, "AdSense Revenue");
  const card = page.getByTestId("adsense-authorization");
  await expect(card.getByRole("heading", { name: "AdSense authorization required" })).toBeVisible();
  await expect(card).toContainText("AdSense is not connected yet");
  await expect(card).toContainText("Changes can take 1–2 hours to propagate.");
  await expect(card.getByRole("button", { name: "Connect AdSense" })).toBeEnabled();
  await expectNoAxeViolations(page, "authorization card");

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/adsense/revenue", async (route) => {
    await held;
    await route.fulfill({ status: 502, json: { data: null, error: "Google could not be reached (the revenue report). Try again later.", setupRequired: false } });
  });
  await page.reload(); // still the revenue tab: it is a URL
  await expect(page.getByText("Loading revenue...")).toBeVisible();
  release();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Could not load AdSense revenue");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Google could not be reached");
});

test("the admin connects AdSense in a new tab and sees the last 30 days", async ({ page, context }) => {
  await openTab(page, "AdSense Revenue");
  const popupOpened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Connect AdSense" }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/admin\/revenue\?google=connected/);
  await expect(popup.getByText("AdSense Connected", { exact: true })).toBeVisible();
  await expect(adminTabBar(popup).getByRole("link", { name: "AdSense Revenue" })).toHaveAttribute("aria-current", "page");
  await expect(popup.getByText("Total (last 30 days)")).toBeVisible();
  await expect(popup.getByText("Daily average")).toBeVisible();
  await expect(popup.getByText("Per 1,000 page views")).toBeVisible();
  const week = popup.getByRole("region", { name: "Last 7 days" });
  await expect(week.getByRole("row")).toHaveCount(8); // a header and 7 days
  await expect(week.getByRole("img", { name: /Revenue per day for the last 7 days/ })).toBeVisible();
  await expect(week.getByRole("cell", { name: /^\$\d+\.\d\d$/ }).first()).toBeVisible();
  // The toast's parameters are cleaned up (through the router, once the toast has shown).
  await expect.poll(() => new URL(popup.url()).searchParams.get("google")).toBeNull();
  await expectNoAxeViolations(popup, "revenue tab");
});

test("the admin connects Google, syncs, and the reviews are on the home page at once", async ({ page }) => {
  test.setTimeout(120_000); // three pages from Google, one after a 429's Retry-After, on a busy machine
  await control(page, { reset: true });
  const googleItem = page.getByRole("region", { name: /Before launch/ }).getByText("Google reviews are not connected (optional)", { exact: true });
  await openTab(page, "Overview");
  await expect(googleItem).toBeVisible();
  await openAdminTab(page, "Reviews");
  const panel = page.getByRole("main");
  await expect(panel.getByText("Not connected.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Sync Reviews" })).toBeDisabled();

  await panel.getByRole("button", { name: "Connect Google" }).click();
  await page.waitForURL(/\/admin\/reviews\?google=connected/);
  await expect(page.getByText("Google Business Profile Connected", { exact: true })).toBeVisible();
  await expect(adminTabBar(page).getByRole("link", { name: "Reviews" })).toHaveAttribute("aria-current", "page");
  await expect(panel.getByText("accounts/1234567890/locations/9876543210")).toBeVisible();
  await openAdminTab(page, "Overview");
  await expect(googleItem).toHaveCount(0); // the launch checklist's item is gone once fixed
  await page.goBack(); // the back button returns to the Reviews tab
  await expect(adminTabBar(page).getByRole("link", { name: "Reviews" })).toHaveAttribute("aria-current", "page");

  await panel.getByRole("button", { name: "Sync Reviews" }).click();
  await expect(page.getByText("Reviews Synced", { exact: true })).toBeVisible();
  await expect(page.getByText("Google My Business reviews have been updated successfully.")).toBeVisible();
  await expect(panel.getByTestId("last-sync")).toContainText("succeeded — 104 reviews synced");
  await expect(panel.getByRole("heading", { name: "Stored reviews (104)" })).toBeVisible();

  // Hide the newest review from the site.
  const hide = panel.getByRole("switch", { name: "Show the review by Ngozi Obi 1 on the site" });
  await expect(hide).toHaveAttribute("aria-checked", "true");
  await hide.click();
  await expect(hide).toHaveAttribute("aria-checked", "false");
  await expectNoAxeViolations(page, "reviews tab");

  await page.goto("/");
  const reviews = page.locator("#reviews");
  await expect(reviews.getByTestId("review-card")).toHaveCount(3);
  await expect(reviews.getByText("Segun Alade 2")).toBeVisible();
  await expect(reviews.getByText("Ngozi Obi 1")).toHaveCount(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as { aggregateRating?: { reviewCount: number } };
  expect(jsonLd.aggregateRating?.reviewCount).toBe(105);

  // On the smallest phones the connected tab, its location's long Google path included, fits.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/admin/reviews");
  await expect(page.getByRole("main").getByText("accounts/1234567890/locations/9876543210")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "scrolls sideways at 320 px").toBeLessThanOrEqual(0);
});

test("a sync whose session has ended says so and signs the admin out after 2 s", async ({ page }) => {
  await openTab(page, "Reviews");
  await page.route("**/api/reviews/sync", (route) => route.fulfill({ status: 401, json: { error: "Unauthorized" } }));
  await page.getByRole("button", { name: "Sync Reviews" }).click();
  await expect(page.getByText("Session Expired")).toBeVisible();
  await expect(page.getByText("Please log out and log back in to continue.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible({ timeout: 10_000 });
});

test("a failed sync shows Sync Failed with Google's reason", async ({ page }) => {
  await control(page, { mode: "html" });
  await openTab(page, "Reviews");
  await page.getByRole("button", { name: "Sync Reviews" }).click();
  await expect(page.getByText("Sync Failed", { exact: true })).toBeVisible();
  await expect(page.getByText(/not JSON/).first()).toBeVisible();
  await control(page, { reset: true });
});

test("Connect AdSense on the setup guide asks a visitor to sign in first", async ({ page }) => {
  await page.goto("/adsense-setup");
  await page.getByRole("button", { name: "Connect AdSense" }).click();
  await expect(page.getByRole("region", { name: "Connect your account" }).getByRole("status")).toHaveText("Sign in to the admin panel first, then press Connect AdSense again.");
});
