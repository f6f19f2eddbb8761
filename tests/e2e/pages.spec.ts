import { expect, test } from "./support";

// Each content page: its one h1 and the texts that prove the content is there. (axe scans each of
// them in both themes in accessibility.spec.ts.)
const pages = [
  { path: "/about", h1: "About Us", texts: ["Our story", "Our mission", "Our vision", "21+", "1000+", "50+", "Yoruba Highlife", "Book via WhatsApp"] },
  { path: "/services", h1: "Our Services", texts: ["Live Band", "DJ Training Academy", "Livestreaming", "Multi-camera HD stream", "Why choose us"] },
  { path: "/testimonials", h1: "Client Testimonials", texts: [`${new Date().getUTCFullYear() - 2004}+ years`, "Funmi A.", "Ngozi E.", "Trusted by"] },
  { path: "/contact", h1: "Book the band", texts: ["Lagos, Nigeria", "Instagram", "TikTok", "Send Message"] },
  {
    path: "/privacy-policy",
    h1: "Privacy Policy",
    texts: [
      "Last updated",
      "localStorage",
      "Global Privacy Control",
      "We do not store IP addresses",
      "unsubscribe link",
      "youtube-nocookie",
      "email provider",
      "data controller",
      "Nigeria Data Protection Commission",
    ],
  },
  { path: "/terms-of-service", h1: "Terms of Service", texts: ["Last updated", "Contents"] },
  {
    path: "/google-api-setup",
    h1: "Google Business Profile Reviews Setup",
    texts: ["GOOGLE_BUSINESS_LOCATION_ID", "/api/reviews/callback", "/api/adsense/callback", "60 days", "Reviews tab"],
  },
  { path: "/adsense-setup", h1: "AdSense Setup", texts: ["/api/adsense/callback", "AdSense Management API", "ADSENSE_ACCOUNT_ID"] },
  { path: "/blog-post-seo.html", h1: "How to Choose a Live Band for Your Lagos Wedding", texts: ["Get a quote"] },
  { path: "/review-collection.html", h1: "Why Reviews Matter — How We Collect Client Reviews", texts: ["Get a quote"] },
  { path: "/local-seo-boost.html", h1: "Live Band Hire Across Lagos: Areas We Cover", texts: ["Get a quote"] },
];

const termsItems = [
  "50% deposit",
  "The balance is due 7 days before the event.",
  "If you book within 7 days of the event, full payment is due at booking.",
  "No late fee is charged on a late payment.", // the band's rate per month from Settings → Business (issue 64); none by default
  "More than 30 days before the event: 80% of the deposit is refunded.",
  "15–30 days before the event: 50% of the deposit is refunded.",
  "7–14 days before the event: 25% of the deposit is refunded.",
  "Less than 7 days before the event: no refund.",
  "needed 14 days before the event",
  "at least 7 days before the event",
  "headcount is needed 48 hours before the event",
  "at least 4x3 m",
  "220V 15A",
  "clearance, which takes 7 days",
];

for (const { path, h1, texts } of pages) {
  test(`${path} shows its content, canonical URL and share image`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path.replace(/\./g, "\\.")}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/og\/[a-z-]+\.jpg$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  });
}

test("every page of the sitemap names its canonical URL and a share image the site serves", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  expect(paths).toEqual(expect.arrayContaining(["/", "/gallery", "/music", "/quote", "/quote-full", "/press"]));
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical && new URL(canonical).pathname, `${path}: canonical`).toBe(path);
    expect(/<meta name="twitter:card" content="summary_large_image"/.test(html), `${path}: card`).toBe(true);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, `${path}: share image`).toBeTruthy();
    const served = await request.get(new URL(image!).pathname);
    expect(served.status(), `${path}: ${image}`).toBe(200);
    expect(served.headers()["content-type"], `${path}: ${image}`).toMatch(/^image\//);
  }
});

test("the terms of service contain every business rule", async ({ page }) => {
  await page.goto("/terms-of-service");
  const main = page.locator("main");
  for (const item of termsItems) await expect(main).toContainText(item);
});

test("the share images are real 1200x630 JPEGs", async ({ page }) => {
  await page.goto("/terms-of-service");
  // The meta tag holds an absolute URL on the configured site address; fetch its path here.
  const path = new URL((await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "").pathname;
  const response = await page.request.get(path);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  const size = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, path);
  expect(size).toEqual([1200, 630]);
});

test("the sitemap lists every public route and robots.txt keeps crawlers out of the admin", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual([
    "/",
    "/about",
    "/services",
    "/testimonials",
    "/gallery",
    "/music",
    "/repertoire",
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
  ]);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Allow: /");
  for (const path of ["/admin", "/api/", "/notifications", "/logo-manager", "/logo-dashboard", "/simple-logo-manager"]) {
    expect(robots).toContain(`Disallow: ${path}\n`);
  }
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test("on a desktop, the quote form's card ends below its button, not level with the longer column beside it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/quote-full");
  const card = page.locator("main .rounded-xl", { has: page.getByRole("heading", { name: "Your event" }) });
  const button = card.getByRole("button", { name: "Request Quote" });
  const [cardBox, buttonBox] = [await card.boundingBox(), await button.boundingBox()];
  // The card's own padding (24 px) and border, and a little for the live region under the button.
  expect(cardBox!.y + cardBox!.height - (buttonBox!.y + buttonBox!.height)).toBeLessThan(64);
});

test("an unknown path under the site answers 404 with the Page Not Found card", async ({ page }) => {
  const response = await page.goto("/services/no-such-service");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("Connect AdSense explains inline when the server is not configured", async ({ page }) => {
  await page.route("**/api/adsense/auth-url", (route) => route.fulfill({ status: 404, json: { error: "Not found" } }));
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto("/adsense-setup");
  await expect(page.getByRole("link", { name: /Back to the admin panel/ })).toHaveAttribute("href", "/admin");
  await page.getByRole("button", { name: "Connect AdSense" }).click();
  const connect = page.getByRole("region", { name: "Connect your account" });
  await expect(connect.getByRole("status")).toHaveText("AdSense is not configured on this server yet.");
  expect(dialogs).toEqual([]);
});

test("a client logo that fails to load shows the organisation's name", async ({ page }) => {
  await page.route("**/images/clients/world-bank.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/testimonials");
  const grid = page.getByRole("region", { name: "Trusted by" });
  await grid.scrollIntoViewIfNeeded();
  await expect(grid.getByText("World Bank", { exact: true })).toBeVisible();
});

test("the testimonials read well on a phone, with accessible ratings @phone", async ({ page }) => {
  await page.goto("/testimonials");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client Testimonials");
  await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(6);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await page.getByRole("link", { name: "Send an enquiry" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the footer links visitors' pages only: the planning articles, not the admin's set-up guides", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const title of ["Choosing a wedding band", "How we collect reviews", "Areas we cover"]) {
    await expect(footer.getByRole("link", { name: title })).toBeVisible();
  }
  await expect(footer.locator('a[href="/google-api-setup"], a[href="/adsense-setup"]')).toHaveCount(0);
});

test("/contact's Follow us lists the same networks as the footer (issue #44)", async ({ page }) => {
  await page.goto("/contact");
  const inFooter = await page
    .getByRole("contentinfo")
    .getByRole("list", { name: "Follow us" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const pageHrefs = await page
    .getByRole("navigation", { name: "Follow us" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(pageHrefs.length).toBeGreaterThan(0);
  expect(pageHrefs).toEqual(inFooter);
});
