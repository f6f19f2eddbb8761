import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { adminApi, insertReviews, refreshReviews, removeReviews, type ReviewRow } from "./reviews-support";
import { expect, test } from "./support";

const day = 86_400_000;
const names = ["ada okafor", "Tunde Bakare", "Funmi", "Chinedu Eze", "Grace Johnson", "Bola Ade", "Kemi Lawal"];
const fakeReviews: ReviewRow[] = names.map((authorName, index) => ({
  authorName,
  rating: index === 0 ? 4 : 5,
  reviewText: index === 1 ? null : `Review text ${index + 1}`,
  reviewTime: new Date(Date.UTC(2026, 10, 21, 12) - index * day).toISOString(),
}));

// The reviews are the page's own (issue 68): written into the database, with every review shown
// before (a sync by another spec) hidden meanwhile and shown again after.
let api: APIRequestContext | null = null;
let seeded: number[] = [];
let setAside: number[] = [];

async function showReviews(page: Page, browser: Browser, rows: ReviewRow[]) {
  api ??= await adminApi(browser);
  const shown = (await (await page.request.get("/api/reviews")).json()) as { id: number }[];
  for (const review of shown) expect((await api.patch(`/api/reviews/${review.id}`, { data: { hidden: true } })).status()).toBe(200);
  setAside = shown.map((review) => review.id);
  seeded = rows.length ? insertReviews(rows) : [];
  if (seeded[0]) await refreshReviews(api, seeded[0]);
  // The prerendered page is made afresh on the next request after the change.
  const marker = rows[0] ? rows[0].authorName : 'id="testimonials"';
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get("/")).text();
        return html.includes(marker) && (rows.length > 0 || !html.includes('id="reviews"'));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

test.afterEach(async () => {
  if (!api) return;
  if (seeded.length) await removeReviews(api, seeded);
  for (const id of setAside) expect((await api.patch(`/api/reviews/${id}`, { data: { hidden: false } })).status()).toBe(200);
  seeded = [];
  setAside = [];
});

const reviews = (page: Page) => page.locator("#reviews");

test("the sections come in the spec's order, each with a heading, and the page has one h1", async ({ page, browser }) => {
  // With reviews to show (the section leaves the page when there are none: a test below).
  await showReviews(page, browser, fakeReviews.slice(0, 2));
  await page.goto("/");
  await expect(reviews(page).getByTestId("review-card")).toHaveCount(2);
  const ids = await page.locator("main > section").evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual(["home", "about", "services", "reviews", "testimonials", "venues", "contact", "equipment", "newsletter"]);
  for (const id of ids) await expect(page.locator(`#${id}`).getByRole("heading").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ foundingDate: "2004", areaServed: { name: "Lagos" } });
  expect(jsonLd.makesOffer).toHaveLength(8);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/?$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/og\/home\.jpg$/);
});

test("the hero buttons and social links point where the spec says", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("#home");
  await expect(hero.getByRole("link", { name: "Book via WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(hero.getByRole("link", { name: "Create Video" })).toHaveAttribute("href", "/video-studio");
  await expect(hero.getByRole("link", { name: "Request Quote" })).toHaveAttribute("href", "#contact");
  await expect(hero.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "#about");
  for (const name of ["Instagram", "Facebook", "YouTube", "TikTok"]) await expect(hero.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("target", "_blank");
});

test("the hero video fades in once it can play", async ({ page }) => {
  await page.goto("/");
  const video = page.getByTestId("hero-video");
  await expect(video).toHaveAttribute("data-state", "playing");
  await expect(video).toHaveCSS("opacity", "0.6");
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop && element.playsInline)).toBe(true);
});

test("the hero video pauses while it is scrolled out of view and plays again on the way back", async ({ page }) => {
  await page.goto("/");
  const video = page.getByTestId("hero-video");
  await expect(video).toHaveAttribute("data-state", "playing");
  const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
  await expect.poll(paused).toBe(false);
  await page.getByRole("form", { name: "Send Inquiry form" }).scrollIntoViewIfNeeded();
  await expect.poll(paused).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(paused).toBe(false);
});

/** Loads / and waits past the video's start (the load, then idle: at most 3 s): it must never be requested. */
async function expectHeroVideoNeverFetched(page: Page) {
  let fetched = false;
  await page.route("**/video/hero.webm", (route) => {
    fetched = true;
    return route.abort();
  });
  await page.goto("/");
  await page.waitForLoadState("load");
  await page.waitForTimeout(3500);
  expect(fetched).toBe(false);
  await expect(page.getByTestId("hero-video")).toHaveCount(0);
}

for (const [label, connection] of [
  ["asks to save data", { saveData: true, effectiveType: "4g" }],
  ["reports a 3G connection", { saveData: false, effectiveType: "3g" }],
] as const) {
  test(`the hero video is never fetched when the browser ${label}; the picture stays`, async ({ page }) => {
    await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value, configurable: true }), connection);
    await expectHeroVideoNeverFetched(page);
    await expect(page.getByTestId("hero-image")).toBeVisible();
  });
}

test("the hero video is never fetched when the visitor asks for reduced motion; the picture is the page's largest paint", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expectHeroVideoNeverFetched(page);
  const largest = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          resolve(entries.at(-1)?.element?.getAttribute("data-testid") ?? "");
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  expect(largest).toBe("hero-image");
});

test("a hero video that fails to load is removed and the background image stays", async ({ page }) => {
  await page.route("**/video/hero.webm", (route) => route.abort());
  const requested = page.waitForRequest("**/video/hero.webm");
  await page.goto("/");
  await requested;
  await expect(page.getByTestId("hero-video")).toHaveCount(0);
  const image = page.getByTestId("hero-image");
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
});

test("the reviews are in the prerendered page: the browser asks for none as it loads", async ({ page, browser }) => {
  await showReviews(page, browser, fakeReviews.slice(0, 2));
  const asked: string[] = [];
  page.on("request", (request) => request.url().includes("/api/reviews") && asked.push(request.url()));
  await page.goto("/");
  await expect(reviews(page).getByTestId("review-card")).toHaveCount(2);
  await page.waitForLoadState("load");
  expect(asked).toEqual([]);
});

test("the reviews section leaves the page when there are none: the empty state is the admin's", async ({ page, browser }) => {
  await showReviews(page, browser, []);
  await page.goto("/");
  await expect(page.locator("#testimonials")).toBeVisible();
  await expect(reviews(page)).toHaveCount(0);
  await expect(page.getByText("No reviews available")).toHaveCount(0);
  await expect(page.getByText(/synced from Google My Business/)).toHaveCount(0);
});

test("review cards show initials, stars and a long date; Load More and Show Less step by three", async ({ page, browser }) => {
  await showReviews(page, browser, fakeReviews);
  await page.goto("/");
  const cards = reviews(page).getByTestId("review-card");
  await expect(cards).toHaveCount(3);
  const first = cards.first();
  await expect(first.getByTestId("review-initials")).toHaveText("AO");
  await expect(first.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expect(first.getByText("November 21, 2026")).toBeVisible();
  await expect(first.getByText("Review text 1")).toBeVisible();
  await expect(cards.nth(1).getByText(/Review text/)).toHaveCount(0);
  await expect(cards.nth(2).getByTestId("review-initials")).toHaveText("F");

  await reviews(page).getByRole("button", { name: "Load More" }).click();
  await expect(cards).toHaveCount(6);
  await reviews(page).getByRole("button", { name: "Load More" }).click();
  await expect(cards).toHaveCount(7);
  await expect(reviews(page).getByRole("button", { name: "Load More" })).toHaveCount(0);
  await reviews(page).getByRole("button", { name: "Show Less" }).click();
  await expect(cards).toHaveCount(3);
  await expect(reviews(page).getByRole("button", { name: "Show Less" })).toHaveCount(0);
});

test("the reviews' Load More runs no code while the page loads, and a press made before its code arrived is made again @phone", async ({ page, browser }) => {
  await showReviews(page, browser, fakeReviews);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const cards = reviews(page).getByTestId("review-card");
  const island = reviews(page).locator("[data-island]");
  // Far below the first screen: the server's list and button, no code run for them (issue 68).
  await expect(island).toHaveAttribute("data-island", "waiting");
  await expect(cards).toHaveCount(3);

  // A slow network: the list's code takes a while once the visitor comes near it.
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await reviews(page).getByRole("button", { name: "Load More" }).click();
  await expect(island).toHaveAttribute("data-island", "awake");
  await expect(cards).toHaveCount(6);
  // The press kept its place: the real button has the focus the server's had.
  await expect(reviews(page).getByRole("button", { name: "Load More" })).toBeFocused();
  await page.unrouteAll({ behavior: "wait" });
});

test("a client logo that fails to load shows the client's name instead", async ({ page }) => {
  await page.route("**/images/clients/chevron.svg", (route) => route.fulfill({ status: 404, body: "missing" }));
  await page.goto("/");
  const chevron = page.getByTestId("client-chevron");
  await page.locator("[data-island]", { has: chevron }).scrollIntoViewIfNeeded();
  await expect(chevron).toHaveText("Chevron");
  await expect(chevron.getByRole("img")).toHaveCount(0);
  await expect(page.getByTestId("client-world-bank").getByRole("img", { name: "World Bank" })).toBeVisible();
});

test("client logos are reloaded from the server when the update event fires", async ({ page }) => {
  await page.goto("/");
  // The list listens once its code has run, when the visitor came near it (issue 68).
  const logoList = page.locator("[data-island]", { has: page.getByTestId("client-aradel") });
  await logoList.scrollIntoViewIfNeeded();
  await expect(logoList).toHaveAttribute("data-island", "awake");
  const aradel = page.getByTestId("client-aradel").getByRole("img", { name: "Aradel" });
  await expect(aradel).toHaveAttribute("src", /\/images\/clients\/aradel\.svg$/);

  const custom =
    "data:image/svg+xml;base64," +
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" fill="red"/></svg>').toString("base64");
  const logos = (await (await page.request.get("/api/client-logos")).json()) as { slot: number; imageUrl: string; sizePercent: number }[];
  await page.route("**/api/client-logos", (route) => route.fulfill({ json: logos.map((logo) => (logo.slot === 1 ? { ...logo, imageUrl: custom, sizePercent: 200 } : logo)) }));
  await page.evaluate(() => window.dispatchEvent(new Event("clientLogosUpdated")));
  await expect(aradel).toHaveAttribute("src", custom);
  await expect(aradel).toHaveAttribute("style", /width: ?100%/);

  // An answer that cannot be read keeps the logos on show.
  await page.unroute("**/api/client-logos");
  await page.route("**/api/client-logos", (route) => route.fulfill({ status: 200, body: "{not json" }));
  const answered = page.waitForResponse("**/api/client-logos");
  await page.evaluate(() => window.dispatchEvent(new Event("clientLogosUpdated")));
  await answered;
  await expect(aradel).toHaveAttribute("src", custom);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds no violations on / in the ${theme} theme`, async ({ page, browser }) => {
    await page.addInitScript((value) => localStorage.setItem("homepage-theme", value), theme);
    await showReviews(page, browser, fakeReviews);
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark).*$/);
    await expect(reviews(page).getByTestId("review-card")).toHaveCount(3);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("on a phone the hero fits and Request Quote scrolls to the contact form @phone", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await page.locator("#home").getByRole("link", { name: "Request Quote" }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.getByRole("heading", { name: "Request a quote" })).toBeInViewport();
});
