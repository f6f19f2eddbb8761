import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support";

const mainNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Main" });
const expectedLinks = ["Home", "About", "Services", "Testimonials", "Gallery", "Our Music", "Book Now"];

test("the desktop nav links go to their pages, and Home from another route lands on /#home", async ({ page }) => {
  await page.goto("/quote");
  const nav = mainNav(page);
  await expect(nav.getByRole("link")).toHaveText(expectedLinks);
  const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(["/#home", "/about", "/services", "/testimonials", "/gallery", "/music", "/contact"]);

  await nav.getByRole("link", { name: "Our Music" }).click();
  await expect(page).toHaveURL(/\/music$/);
  await expect(nav.getByRole("link", { name: "Our Music" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Book Now" }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/#home$/);
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  // On the home page, Home is an in-page anchor.
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "#home");
});

test("the header stays one 64 px line at 390 px, and the mobile menu opens, closes on Escape and on navigation @phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/quote");
  expect((await page.getByRole("banner").boundingBox())?.height).toBeLessThanOrEqual(64);

  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link")).toHaveText(expectedLinks);
  await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Our Music" }).click();
  await expect(page).toHaveURL(/\/music$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});

test("the theme choice persists across a reload, with the class on <html> already at DOMContentLoaded", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as Window & { classAtDcl?: string }).classAtDcl = document.documentElement.className;
    });
  });
  await page.goto("/quote");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("homepage-theme"))).toBe("dark");

  await page.reload();
  expect(await page.evaluate(() => (window as Window & { classAtDcl?: string }).classAtDcl)).toMatch(/\bdark\b/);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  expect(await page.evaluate(() => localStorage.getItem("homepage-theme"))).toBe("light");
  await page.reload();
  expect(await page.evaluate(() => (window as Window & { classAtDcl?: string }).classAtDcl)).not.toMatch(/\bdark\b/);
});

test("the floating music widget starts minimised and loads the artist player only when opened @phone", async ({ page }) => {
  await page.goto("/quote");
  const iframe = page.locator("iframe[title$='on Spotify']");
  const open = page.getByRole("button", { name: "Open music player" });
  await expect(open).toBeVisible();
  await expect(page.getByRole("region", { name: "Streaming player" })).toHaveCount(0);
  await expect(iframe).toHaveCount(0);

  await open.click();
  const widget = page.getByRole("region", { name: "Streaming player" });
  await expect(widget).toBeVisible();
  await expect(widget).toContainText("Eko Live Band & Entertainment");
  await expect(iframe).toHaveAttribute("height", "152");
  await expect(iframe).toHaveAttribute("loading", "lazy");
  await expect(iframe).toHaveAttribute("src", /^https:\/\/open\.spotify\.com\/embed\/artist\//);

  await widget.getByRole("button", { name: "Mute music" }).click();
  await expect(iframe).toHaveCount(0);
  await expect(widget.getByRole("status")).toHaveText("Music is muted.");
  await widget.getByRole("button", { name: "Unmute music" }).click();
  await expect(iframe).toHaveCount(0);
  await widget.getByRole("button", { name: "Play Music" }).click();
  await expect(iframe).toHaveCount(1);

  await widget.getByRole("button", { name: "Minimise music player" }).click();
  await expect(widget).toBeHidden();
  await expect(open).toBeVisible();
});

test("the floating WhatsApp button opens a prefilled enquiry in a new tab @phone", async ({ page }) => {
  await page.goto("/quote");
  const button = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=Hello!%20I%20found%20you%20on%20your%20website/);
  await expect(button).toHaveAttribute("target", "_blank");
  await expect(button).toHaveAttribute("rel", /noopener/);
  await expect(button).toHaveAttribute("data-track", "floating-whatsapp");
  // It sits in the right-most 5rem: on phones in the dock along the bottom with the music button
  // beside it, on larger screens floating with the music button above it.
  const box = await button.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= viewport.width - 80).toBe(true);
  expect(box && viewport && box.y + box.height <= viewport.height).toBe(true);
  const music = await page.getByRole("button", { name: "Open music player" }).boundingBox();
  if (viewport && viewport.width < 640) {
    expect(music && box && music.x + music.width <= box.x && Math.round(music.y) === Math.round(box.y)).toBe(true);
  } else {
    expect(music && box && music.y + music.height <= box.y).toBe(true);
  }
});

test("the logo mood follows the home page section in view", async ({ page }) => {
  await page.goto("/");
  const logo = page.getByRole("banner").locator("[data-mood]");
  await expect(logo).toHaveAttribute("data-mood", "hero");
  await page.evaluate(() => document.getElementById("contact")?.scrollIntoView({ behavior: "instant" }));
  await expect(logo).toHaveAttribute("data-mood", "contact");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(logo).toHaveAttribute("data-mood", "hero");

  await expect(page.getByRole("banner").locator('svg[data-emblem="hero"]')).toBeVisible();

  // /gallery is always the gallery mood. Until that page is built its 404 has no site header, so
  // the route mood is then checked on /contact instead.
  const gallery = await page.goto("/gallery");
  if (gallery?.status() === 404) {
    test.info().annotations.push({ type: "note", description: "/gallery is not built yet: route mood checked on /contact" });
    await page.goto("/contact");
    await expect(logo).toHaveAttribute("data-mood", "contact");
  } else {
    await expect(logo).toHaveAttribute("data-mood", "gallery");
  }
});

for (const theme of ["light", "dark"] as const) {
  for (const path of ["/", "/music"]) {
    test(`axe finds no violations on ${path} in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("homepage-theme", value), theme);
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await page.getByRole("button", { name: "Open music player" }).click();
      const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}
