import path from "node:path";
import Database from "better-sqlite3";
import { e2eChromium, e2eDataDir } from "../../playwright.config";
import { expect, openAdminTab, signInAdmin, test } from "./support";

/** The visits the server stored for one visitor, read from the test server's own database. */
function storedVisits(visitorId: string): string[] {
  const file = path.join(e2eDataDir, "band.db");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT pagePath, timeOnPage FROM website_traffic WHERE visitorId = ? ORDER BY id").all(visitorId) as { pagePath: string; timeOnPage: number | null }[];
    // Whole seconds, at least the one second the test waits on each page.
    return rows.map((row) => (row.timeOnPage === null ? row.pagePath : `${row.pagePath} ${row.timeOnPage >= 1 ? "+time" : row.timeOnPage}`));
  } finally {
    db.close();
  }
}

// A visitor as a real browser presents itself: not flagged as automated, no headless hints.
const person = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({
  userAgent: person,
  launchOptions: { ...e2eChromium, args: [...e2eChromium.args, "--disable-blink-features=AutomationControlled"] },
});

test("moving between three pages records each visit and the time spent on it; the dashboard shows them and refreshes itself", async ({ page, browser }) => {
  await page.setExtraHTTPHeaders({ "sec-ch-ua": '"Chromium";v="131", "Google Chrome";v="131"', "x-forwarded-for": `analytics-${Date.now()}` });

  // The page's clock: the second spent on each page passes without waiting for it.
  await page.clock.install();
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("visitor_id"))).toMatch(/^visitor_\d+_/);
  const visitorId = await page.evaluate(() => localStorage.getItem("visitor_id"));
  expect(await page.evaluate(() => sessionStorage.getItem("session_id"))).toMatch(/^session_\d+_/);
  await expect.poll(() => storedVisits(visitorId!)).toEqual(["/"]);
  await page.clock.fastForward(1100);
  await page.getByRole("contentinfo").getByRole("link", { name: "Detailed Quote" }).click();
  await expect(page).toHaveURL(/\/quote-full$/);
  // The page's visit is sent when the tracker starts its clock: only then may the second pass (on a
  // busy host the address changes before the tracker has seen the new page, and the time was 0).
  await expect.poll(() => storedVisits(visitorId!)).toContain("/quote-full");
  await page.clock.fastForward(1100);
  await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
  await expect(page).toHaveURL(/\/contact$/);

  // Leaving a page sends its time and the next page's visit together: either may be stored first.
  await expect.poll(() => storedVisits(visitorId!).sort()).toEqual(["/", "/ +time", "/contact", "/quote-full", "/quote-full +time"]);
  expect(storedVisits(visitorId!).filter((visit) => !visit.endsWith("+time"))).toEqual(["/", "/quote-full", "/contact"]);

  const admin = await browser.newPage();
  await signInAdmin(admin);
  const recent = admin.getByRole("list", { name: "Recent visits list" });
  // first(): a retry of this test adds its own visits to the same database.
  await expect(recent.getByText("Contact").first()).toBeVisible();
  await expect(recent.getByText("Home").first()).toBeVisible();
  await expect(admin.getByRole("region", { name: "Popular pages (last 30 days)" })).toContainText("Home");
  const todayBefore = Number((await admin.getByLabel(/^Today: \d+ page views$/).getAttribute("aria-label"))!.match(/\d+/)![0]);
  expect(todayBefore).toBeGreaterThanOrEqual(3);

  // A new visit shows up without reloading: recent visits poll every 10 s.
  const quoteVisits = recent.getByText("Quote", { exact: true });
  const quoteVisitsBefore = await quoteVisits.count();
  await page.goto("/quote");
  await expect(quoteVisits).toHaveCount(quoteVisitsBefore + 1, { timeout: 15_000 });

  // Referrers and devices, from the daily counts the visits' triggers keep.
  await openAdminTab(admin, "Website Analytics");
  await expect(admin.getByRole("region", { name: "Devices" })).toContainText("Desktop");
  await expect(admin.getByRole("region", { name: "Referrers" })).toContainText("Direct");
  await admin.close();
});

test("a visit after a client-side navigation is stored with the new page's title", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "sec-ch-ua": '"Chromium";v="131", "Google Chrome";v="131"', "x-forwarded-for": `analytics-title-${Date.now()}` });
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("visitor_id"))).toMatch(/^visitor_\d+_/);
  const visitorId = (await page.evaluate(() => localStorage.getItem("visitor_id")))!;
  await page.getByRole("contentinfo").getByRole("link", { name: "Detailed Quote" }).click();
  await expect(page).toHaveURL(/\/quote-full$/);
  const titles = () => {
    const db = new Database(path.join(e2eDataDir, "band.db"), { readonly: true, fileMustExist: true });
    try {
      return (
        db.prepare("SELECT pagePath, pageTitle FROM website_traffic WHERE visitorId = ? AND timeOnPage IS NULL ORDER BY id").all(visitorId) as {
          pagePath: string;
          pageTitle: string | null;
        }[]
      ).map((row) => `${row.pagePath} ${row.pageTitle ?? ""}`);
    } finally {
      db.close();
    }
  };
  await expect.poll(titles, { timeout: 10_000 }).toEqual([expect.stringMatching(/^\/ Eko Live Band/), expect.stringMatching(/^\/quote-full .*Quote/i)]);
});
