import type { Page } from "@playwright/test";
import { adminTabBar, expect, openAdminMenu, openAdminTab, test } from "./support";
import { e2eAdmin } from "../../playwright.config";

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

const isAuthenticated = async (page: Page) => ((await (await page.request.get("/api/admin/check")).json()) as { authenticated: boolean }).authenticated;

test("the admin signs in, finds the tabbed panel, and logs out @phone", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  expect(await isAuthenticated(page)).toBe(false);

  // Empty fields are caught next to the field, before anything is sent.
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");

  await fillLogin(page, e2eAdmin.username, "not the password");
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByText("Invalid credentials")).toBeVisible();

  await fillLogin(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page.getByText("Welcome to the admin panel!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  expect(await isAuthenticated(page)).toBe(true);

  const tabs = [
    "Overview",
    "Website Analytics",
    "AdSense Revenue",
    "Reviews",
    "Music",
    "Gallery",
    "Quote Requests",
    "Payments",
    "Content",
    "Repertoire",
    "Players",
    "Calendar",
    "Team",
    "Security",
    "Settings",
  ];
  await openAdminMenu(page);
  await expect(adminTabBar(page).getByRole("link")).toHaveText(tabs);
  await expect(adminTabBar(page).getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await openAdminTab(page, "Music");
  await expect(page.getByRole("main")).toContainText("Upload tracks");
  await expect(page.getByRole("link", { name: "Logo Manager" })).toHaveAttribute("href", "/simple-logo-manager");

  // The session survives a reload, and next-auth's own endpoint reads the same cookie.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  const session = (await (await page.request.get("/api/auth/session")).json()) as { user?: { name?: string } };
  expect(session.user?.name).toBe(e2eAdmin.username);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logged Out")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  expect(await isAuthenticated(page)).toBe(false);
});

test("the tabs work from the keyboard", async ({ page }) => {
  await page.goto("/admin");
  await fillLogin(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  const tabBar = adminTabBar(page);
  await tabBar.getByRole("link", { name: "Overview" }).focus();
  await page.keyboard.press("Tab");
  await expect(tabBar.getByRole("link", { name: "Website Analytics" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/analytics");
  await expect(tabBar.getByRole("link", { name: "Website Analytics" })).toHaveAttribute("aria-current", "page");
  await expect(tabBar.getByRole("link", { name: "Website Analytics" })).toBeFocused();
  await expect(tabBar.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("a cookie replayed after logout is refused", async ({ page, context }) => {
  await page.goto("/admin");
  await fillLogin(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  const saved = await context.cookies();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();

  await context.addCookies(saved);
  expect(await isAuthenticated(page)).toBe(false);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  expect((await page.request.get("/api/contacts")).status()).toBe(401);
});

test("on a phone the audit log's rows are stacked cards, with nothing to scroll sideways @phone", async ({ page }) => {
  await page.goto("/admin");
  await fillLogin(page, e2eAdmin.username, e2eAdmin.password);
  await openAdminTab(page, "Security");
  const table = page.getByRole("table", { name: "Audit events" });
  await expect(table.getByText("Sign-in", { exact: true }).first()).toBeVisible();
  const viewport = page.viewportSize()!;
  const layout = await table.evaluate((element) => {
    const cell = element.querySelector("tbody td")!;
    return { tableWidth: element.getBoundingClientRect().width, pageWidth: document.documentElement.scrollWidth, cellLabel: getComputedStyle(cell, "::before").content };
  });
  if (viewport.width < 640) {
    expect(layout.tableWidth).toBeLessThanOrEqual(viewport.width);
    expect(layout.pageWidth).toBeLessThanOrEqual(viewport.width);
    expect(layout.cellLabel).toBe('"Time"');
  } else {
    expect(layout.cellLabel).toBe("none");
  }
});

test("the audit log pages back 50 at a time, newest first, in the readable Lagos time (issue #44)", async ({ page }) => {
  await page.goto("/admin");
  await fillLogin(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  // Enough events for two pages: signing in again writes a sign-in each time.
  const total = ((await (await page.request.get("/api/admin/audit-events?limit=200")).json()) as { events: unknown[] }).events.length;
  for (let i = total; i < 55; i += 1) await page.request.post("/api/admin/login", { data: e2eAdmin });
  await openAdminTab(page, "Security");
  const table = page.getByRole("table", { name: "Audit events" });
  await expect(table.locator("tbody tr")).toHaveCount(50);
  await expect(table.locator("tbody td").first()).toHaveText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} \w+ \d{4}, \d\d:\d\d$/);
  const pages = page.getByRole("navigation", { name: "Audit log pages" });
  await expect(pages).toContainText("Page 1");
  await expect(pages.getByRole("button", { name: "Newer" })).toBeDisabled();
  const firstOfPageOne = await table.locator("tbody tr").first().textContent();
  await pages.getByRole("button", { name: "Older" }).click();
  await expect(pages).toContainText("Page 2");
  await expect(table.locator("tbody tr").first()).not.toHaveText(firstOfPageOne!);
  await pages.getByRole("button", { name: "Newer" }).click();
  await expect(table.locator("tbody tr").first()).toHaveText(firstOfPageOne!);
  // A filter starts again at the newest page.
  await pages.getByRole("button", { name: "Older" }).click();
  await page.getByLabel("Action", { exact: true }).selectOption("sign-in");
  await expect(table.locator("tbody tr").first()).toContainText("Sign-in");
  // Back on the first page (the pager shows only when there is more than one).
  await expect(page.getByText("Page 2", { exact: true })).toHaveCount(0);
});
