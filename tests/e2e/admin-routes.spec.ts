import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { adminTabs } from "@/components/admin/admin-tabs";
import { toneWav } from "../support/audio";
import { adminTabBar, expect, openAdminTab, signInAdmin, test } from "./support";

// The admin panel as routes: one URL per tab under one layout whose tab bar is links.

/** The current section: the phone menu's and the tab strip's links both mark it. */
const currentTab = (page: Page) => adminTabBar(page).locator('a[aria-current="page"]');

async function expectOnTab(page: Page, tab: (typeof adminTabs)[number]) {
  await expect(page).toHaveURL((url) => url.pathname === tab.href);
  await expect(currentTab(page)).toHaveText([tab.label, tab.label]);
  // On a phone the closed menu names the section; on a wider screen its tab is in view.
  const menu = adminTabBar(page).locator("summary");
  if (await menu.isVisible()) await expect(menu).toHaveText(new RegExp(`Section: ${tab.label}`));
  else await expect(adminTabBar(page).getByRole("link", { name: tab.label, exact: true })).toBeInViewport();
  await expect(page.getByRole("main").getByRole("heading", { name: tab.label, level: 2 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(tab.summary);
}

test("each admin tab has its own URL, survives a reload and the back button @phone", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  const [overview, ...others] = adminTabs;
  await expectOnTab(page, overview);
  await expect(page).toHaveTitle(/^Overview · Admin Panel/);
  const last = others.at(-1)!;

  for (const tab of others) {
    await openAdminTab(page, tab.label);
    await expectOnTab(page, tab);
    await expect(page).toHaveTitle(new RegExp(`^${tab.label} · Admin Panel`));
  }
  // Only one section is ever current (its link in the phone menu and in the tab strip).
  await expect(currentTab(page)).toHaveText([last.label, last.label]);

  await page.reload();
  await expectOnTab(page, last);

  // Back through every tab, in the order they were opened, and forward again.
  for (const tab of [...adminTabs].reverse().slice(1)) {
    await page.goBack();
    await expectOnTab(page, tab);
  }
  await page.goForward();
  await expectOnTab(page, others[0]!);

  // A deep link opens its tab straight away; so does a reload of it.
  for (const tab of others) {
    await page.goto(tab.href);
    await expectOnTab(page, tab);
  }
});

test("the tab bar and the admin frame have no accessibility violations, and the tabs are links from the keyboard", async ({ page }) => {
  await signInAdmin(page, "/admin/calendar");
  await expectOnTab(
    page,
    adminTabs.find((tab) => tab.href === "/admin/calendar")!,
  );
  const { violations } = await new AxeBuilder({ page }).include("header").include("nav").analyze();
  expect(violations.map((violation) => `${violation.id} (${violation.nodes.length})`)).toEqual([]);
  for (const tab of adminTabs) await expect(adminTabBar(page).getByRole("link", { name: tab.label, exact: true })).toHaveAttribute("href", tab.href);
  // Shift+Tab from Team reaches Calendar; Enter on the current tab keeps it.
  await adminTabBar(page).getByRole("link", { name: "Team" }).focus();
  await page.keyboard.press("Shift+Tab");
  await expect(adminTabBar(page).getByRole("link", { name: "Calendar" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/calendar$/);
});

test("an old /admin?tab= link goes to the tab's URL, keeping the other parameters", async ({ page }) => {
  for (const tab of adminTabs.filter((entry) => entry.value !== "overview")) {
    const response = await page.request.get(`/admin?tab=${tab.value}&google=connected`, { maxRedirects: 0 });
    expect(response.status(), tab.value).toBe(307);
    expect(response.headers().location, tab.value).toBe(`${tab.href}?google=connected`);
  }
  expect((await page.request.get("/admin?tab=contacts", { maxRedirects: 0 })).headers().location).toBe("/admin/enquiries");
  // Not a tab: the Overview, no redirect.
  expect((await page.request.get("/admin?tab=nope", { maxRedirects: 0 })).status()).toBe(200);
  expect((await page.request.get("/admin?tab=overview", { maxRedirects: 0 })).headers().location).toBe("/admin");
});

test("an unknown admin route answers 404 inside the admin layout", async ({ page }) => {
  await signInAdmin(page);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  for (const path of ["/admin/nope", "/admin/music/extra", "/admin/enquiries/1/more"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Admin Panel", level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(currentTab(page)).toHaveCount(0);
  }
  await page.getByRole("link", { name: "Back to the overview" }).click();
  await expectOnTab(page, adminTabs[0]);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id} (${violation.nodes.length})`)).toEqual([]);
});

test("signed out, /admin/music shows the login, and after sign-in the Music tab", async ({ page }) => {
  await page.goto("/admin/music");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(adminTabBar(page)).toHaveCount(0);
  await expect(page.getByText("Upload tracks")).toHaveCount(0);
  // Unknown admin paths show the login too: nothing tells a visitor which pages exist.
  expect((await page.request.get("/admin/nope")).status()).toBe(200);

  await signInAdmin(page, "/admin/music");
  await expectOnTab(
    page,
    adminTabs.find((tab) => tab.href === "/admin/music")!,
  );
  await expect(page.getByRole("heading", { name: "Upload tracks" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/music$/);
});

test("an upload in progress and a playing track carry on while the admin opens other tabs", async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Route Trip ${Date.now().toString(36)}`;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/music-tracks", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.fallback();
  });

  await signInAdmin(page, "/admin/music");
  await page.getByLabel("Audio files").setInputFiles({ name: `${title}.wav`, mimeType: "audio/wav", buffer: toneWav(30) });
  const row = page.getByRole("list", { name: "Files to upload" }).getByRole("listitem");
  await expect(row).toContainText("Ready to upload");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(row).toContainText(/Starting upload|Uploading/);

  await openAdminTab(page, "Calendar");
  await openAdminTab(page, "Music");
  await expect(row).toContainText(/Starting upload|Uploading/);
  await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();

  // The upload finishes while the admin is on another tab; the library has it on return.
  await openAdminTab(page, "Overview");
  release();
  await expect(page.locator("[data-sonner-toaster]").getByText("1 Track Uploaded", { exact: true })).toBeVisible();
  await openAdminTab(page, "Music");
  const library = page.getByRole("region", { name: /Music library/ });
  await expect(library.getByRole("listitem", { name: title })).toBeVisible();

  // Playing carries on behind another tab, and the Music tab still shows it.
  const player = page.getByTestId("admin-music-player");
  await page.getByRole("button", { name: `Play ${title}` }).click();
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0)).toBe(true);
  await openAdminTab(page, "Reviews");
  const before = await player.evaluate((audio: HTMLAudioElement) => audio.currentTime);
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement, start) => !audio.paused && audio.currentTime > start, before)).toBe(true);
  await page.goBack();
  await expect(page.getByRole("button", { name: `Pause ${title}` })).toBeVisible();
  await page.getByRole("button", { name: `Pause ${title}` }).click();
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("button", { name: `Yes, delete ${title}` }).click();
  await expect(library.getByRole("listitem", { name: title })).toHaveCount(0);
});

test("every tab is in reach at 1366 px and in the phone's menu, and no admin page scrolls sideways at 320 px (issue #44)", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAdmin(page);
  for (const tab of adminTabs) await expect(adminTabBar(page).getByRole("link", { name: tab.label, exact: true }), tab.label).toBeInViewport();

  await page.setViewportSize({ width: 390, height: 844 });
  const menu = adminTabBar(page).locator("summary");
  await expect(menu).toHaveText(/Section: Overview/);
  await expect(adminTabBar(page).getByRole("link")).toHaveCount(0);
  // The menu from the keyboard: open it, Tab to a section, Enter; it closes on the new section.
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(adminTabBar(page).getByRole("link")).toHaveCount(adminTabs.length);
  await expect(adminTabBar(page).getByRole("link", { name: "Overview", exact: true })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Tab");
  await expect(adminTabBar(page).getByRole("link", { name: "Overview", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/analytics");
  await expect(menu).toHaveText(/Section: Website Analytics/);
  await expect(adminTabBar(page).getByRole("link")).toHaveCount(0);

  await page.setViewportSize({ width: 320, height: 700 });
  for (const tab of adminTabs) {
    await page.goto(tab.href);
    await expect(page.getByRole("main").getByRole("heading", { name: tab.label, level: 2 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${tab.href} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
  }
});
