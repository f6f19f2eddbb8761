import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support";

// axe-core on every public page, in both themes. Pages with their own flows have their own specs;
// this one makes sure none of them is left out.
const publicPages = [
  "/",
  "/about",
  "/services",
  "/testimonials",
  "/gallery",
  "/music",
  "/contact",
  "/quote",
  "/quote-full",
  "/video-studio",
  "/press",
  "/privacy-policy",
  "/privacy-request",
  "/terms-of-service",
  "/google-api-setup",
  "/adsense-setup",
  "/blog-post-seo.html",
  "/review-collection.html",
  "/local-seo-boost.html",
  "/no-such-page",
];

// One test per page and theme: twenty scans in one test outlasted its time on a loaded host.
for (const theme of ["light", "dark"] as const) {
  for (const path of publicPages) {
    test(`no accessibility violations on ${path} (${theme} theme)`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("homepage-theme", value), theme);
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => `${path}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
    });
  }
}

// axe sees a page at rest; the filled buttons must keep their contrast under the pointer too.
for (const theme of ["light", "dark"] as const) {
  test(`filled buttons keep their text contrast when hovered (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("homepage-theme", value), theme);
    await page.goto("/contact");
    const buttons = [page.getByRole("navigation").first().getByRole("link", { name: "Book Now" }), page.locator("main form button[type=submit]").first()];
    for (const [index, button] of buttons.entries()) {
      await button.scrollIntoViewIfNeeded();
      await button.evaluate((element) => element.setAttribute("data-hovered", ""));
      await button.hover();
      // The colour transition has run to its end (it starts on the frame after the hover).
      await button.evaluate(async (element) => {
        await new Promise(requestAnimationFrame);
        await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
      });
      const { violations } = await new AxeBuilder({ page }).include("[data-hovered]").withRules(["color-contrast"]).analyze();
      expect(violations.flatMap((violation) => violation.nodes.map((node) => `button ${index}: ${node.failureSummary}`))).toEqual([]);
      await button.evaluate((element) => element.removeAttribute("data-hovered"));
    }
  });
}
