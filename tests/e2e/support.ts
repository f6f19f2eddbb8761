import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { adminTabs } from "@/components/admin/admin-tabs";
import { e2eAdmin } from "../../playwright.config";

/**
 * Each test comes from its own address (the e2e server runs with TRUST_PROXY=1 and the test plays
 * the proxy), so the per-address form limits only show where a test is about them.
 */
export const test = base.extend({
  context: async ({ context }, provide, testInfo) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-${testInfo.testId}-${testInfo.retry}` });
    await provide(context);
  },
});

export { expect };

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The signed-in admin finds an enquiry by the inbox's search (a new one is listed within moments); answers its id. */
export async function enquiryIdFound(page: Page, search: string): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/contacts?q=${encodeURIComponent(search)}`);
        id = response.ok() ? ((await response.json()) as { id: number }[])[0]?.id : undefined;
        return id;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return id!;
}

/**
 * A person takes longer than the form's minimum fill time: the page's clock jumps 3.2 s ahead (the
 * form measures its fill time with the page's Date.now). Needs `page.clock.install()` before the
 * page loaded.
 */
/**
 * Lets the page's queued timers run. dnd-kit's keyboard sensor starts listening for the arrows a
 * task after Space picks a row up: a key sent sooner (as on a busy machine) is lost; no person is
 * that quick.
 */
export const letQueuedTimersRun = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
export const pauseLikeAPerson = (page: Page) => page.clock.fastForward(3200);

type EnquiryDetails = { name: string; email?: string; phone: string; eventType: string; date: string };

/** Fills in an enquiry form's required fields (the email only where the form asks for one). */
export async function fillEnquiry(form: Locator, { name, email, phone, eventType, date }: EnquiryDetails) {
  await form.getByLabel("Full name").fill(name);
  if (email !== undefined) await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Phone number").fill(phone);
  await form.getByLabel("Event type").selectOption(eventType);
  await form.getByLabel("Event date").fill(date);
}

export async function signInAdmin(page: Page, path = "/admin") {
  await page.goto(path);
  await page.getByLabel("Username").fill(e2eAdmin.username);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

type AdminTabLabel = (typeof adminTabs)[number]["label"];

/** The admin's tab bar (links, the current one with aria-current="page"). */
export const adminTabBar = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

/** On a phone the sections are a menu (components/admin/admin-tab-bar.tsx): opens it unless it is open; elsewhere nothing. */
export async function openAdminMenu(page: Page) {
  await expect(adminTabBar(page)).toBeVisible(); // the panel, after signing in
  const menu = adminTabBar(page).locator("details");
  if (!(await menu.isVisible())) return;
  // The panel may render afresh just after signing in (a router refresh): open it until it stays open.
  await expect(async () => {
    if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) await menu.locator("summary").click();
    await expect(menu.getByRole("link").first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Opens an admin tab by its link and waits for its URL and its card. */
export async function openAdminTab(page: Page, label: AdminTabLabel) {
  const tab = adminTabs.find((entry) => entry.label === label)!;
  const bar = adminTabBar(page);
  await openAdminMenu(page);
  await bar.getByRole("link", { name: label, exact: true }).click();
  await page.waitForURL((url) => url.pathname === tab.href);
  await expect(
    bar
      .locator('a[aria-current="page"]')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .first(),
  ).toBeAttached();
  await expect(page.getByRole("main").getByRole("heading", { name: label, level: 2 })).toBeVisible();
}
