import { expect, test } from "@playwright/test";

test("the home page shows the band and a WhatsApp booking link, without errors @phone", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Live Band");
  const whatsapp = page.getByRole("link", { name: "Book via WhatsApp" });
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  expect(errors).toEqual([]);
});

test("the theme toggle is remembered under homepage-theme and applied before paint", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("homepage-theme"))).toBe("dark");

  // On the next load the class is already there when the document is parsed: no flash.
  await page.reload({ waitUntil: "commit" });
  await page.waitForSelector("html.dark", { state: "attached" });
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  expect(await page.evaluate(() => localStorage.getItem("homepage-theme"))).toBe("light");
});

test("an unknown path shows the 404 card with a real 404 status", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  // The card brings its own styles (the site's stylesheet belongs to the site's layout): the dark
  // theme's page colour edge to edge, no default margin.
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(12, 10, 9)");
  await expect(page.locator("body")).toHaveCSS("margin-top", "0px");
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("responses carry the security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("the home page's HTML carries the site's stylesheet at most twice", async ({ request }) => {
  // Inlined (experimental.inlineCss): once in the <style> that paints, once in the React payload
  // that hydrates it. Imported by the root layout it came a third time, through Next.js's global
  // error boundary: 12 KB more on a slow link before the first paint (decision 0007, E).
  const html = await (await request.get("/")).text();
  const copies = html.split("--primary-hover:#92400e").length - 1;
  expect(copies).toBeGreaterThanOrEqual(1);
  expect(copies).toBeLessThanOrEqual(2);
});

test("the public pages' stylesheet leaves out the panel's rules, which the panel's keeps", async ({ request }) => {
  // app/globals.css (and the home page's app/home.css) are built from the public sources only;
  // app/admin.css from all (decision 0007, F; 0010).
  const home = await (await request.get("/")).text();
  expect(home).toContain("--primary-hover:#92400e");
  expect(home).not.toContain("stacked-table");
  expect(home).not.toContain("file\\:border");
  const about = await (await request.get("/about")).text();
  expect(about).toContain("--primary-hover:#92400e");
  expect(about).not.toContain("stacked-table");
  const panel = await (await request.get("/admin")).text();
  expect(panel).toContain(".stacked-table");
  expect(panel).toContain("file\\:border");
});
