import type { Page } from "@playwright/test";
import { expect, openAdminTab, signInAdmin, test } from "./support";

// The band runs its own site (issue #29): what the admin saves in Settings and Content shows on the
// prerendered public pages on their next load, without a rebuild, and they stay prerendered.

const NEW_PHONE = "+234 809 555 0123";
const NEW_DIGITS = "2348095550123";
const NEW_INSTAGRAM = "https://www.instagram.com/eko.live.band.official";

/** Loads a page until `check` holds (the first load after a save renders it afresh), asserting it is served prerendered. */
async function visitUntil(page: Page, path: string, check: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        const response = await page.goto(path);
        const headers = response!.headers();
        expect(headers["x-nextjs-cache"] ?? headers["x-nextjs-prerender"], `${path} is prerendered`).toBeTruthy();
        return check();
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
}

async function jsonLd(page: Page): Promise<{ telephone: string[]; sameAs: string[] }> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as { telephone: string[]; sameAs: string[] };
}

test("the admin changes the first phone line and the Instagram link; every page follows without a rebuild", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await openAdminTab(page, "Settings");
  const before = (await (await page.request.get("/api/admin/settings")).json()) as { phones: unknown; socials: unknown };
  try {
    await page.getByLabel("Line 1").fill(NEW_PHONE);
    await page.getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByText("Contact Saved")).toBeVisible();
    await page.getByLabel("Instagram").fill(NEW_INSTAGRAM);
    await page.getByRole("button", { name: "Save social profiles" }).click();
    await expect(page.getByText("Social profiles Saved")).toBeVisible();

    // A field the server refuses is marked beside it, and nothing is saved.
    await page.getByLabel("Facebook").fill("https://evil.example/band");
    await page.getByRole("button", { name: "Save social profiles" }).click();
    await expect(page.getByLabel("Facebook")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#settings-social-facebook-error")).toContainText("Paste the link of your Facebook profile");

    const visitor = await browser.newPage();
    await visitUntil(visitor, "/", async () => (await visitor.locator(`a[href^="https://wa.me/${NEW_DIGITS}"]`).count()) > 0);
    await expect(visitor.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${NEW_DIGITS}\\?text=`));
    const footer = visitor.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: `Call ${NEW_PHONE}` })).toHaveAttribute("href", `tel:+${NEW_DIGITS}`);
    await expect(footer.getByRole("link", { name: /on Instagram$/ })).toHaveAttribute("href", NEW_INSTAGRAM);
    const data = await jsonLd(visitor);
    expect(data.telephone[0]).toBe(`+${NEW_DIGITS}`);
    expect(data.sameAs).toContain(NEW_INSTAGRAM);

    await visitUntil(visitor, "/contact", async () => (await visitor.getByRole("link", { name: `WhatsApp ${NEW_PHONE}` }).count()) > 0);
    await expect(visitor.getByRole("main").getByRole("link", { name: "Instagram" })).toHaveAttribute("href", NEW_INSTAGRAM);
    await visitor.close();
  } finally {
    const restored = await page.request.put("/api/admin/settings", { data: before });
    expect(restored.status()).toBe(200);
  }
});

test("the admin adds a testimonial and hides another; /testimonials shows it, the new one's text as text", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Bisi ${Date.now() % 100_000}`;
  await signInAdmin(page);
  await openAdminTab(page, "Content");
  const testimonials = page.getByRole("region", { name: "Testimonials" });
  const first = testimonials.locator("[data-content-item]").first();
  const hiddenName = (await first.getAttribute("data-content-item"))!;
  await testimonials.getByRole("button", { name: "Add testimonial" }).click();
  await testimonials.getByLabel("Client's name").fill(name);
  await testimonials.getByLabel("Role or event (e.g. Bride, Lekki wedding) (optional)").fill("Bride, Ikoyi");
  await testimonials.getByLabel("What they said").fill("<script>window.hacked=1</script> They were wonderful.");
  await testimonials.getByRole("button", { name: "Add testimonial" }).last().click();
  await expect(page.getByText("Testimonial Added")).toBeVisible();
  await first.getByRole("button", { name: `Hide ${hiddenName}` }).click();
  await expect(page.getByText("Testimonial Hidden")).toBeVisible();

  const visitor = await browser.newPage();
  try {
    await visitUntil(visitor, "/testimonials", async () => (await visitor.getByText(name).count()) > 0);
    await expect(visitor.getByText("<script>window.hacked=1</script> They were wonderful.", { exact: false })).toBeVisible();
    expect(await visitor.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expect(visitor.getByRole("main").getByText(hiddenName, { exact: true })).toHaveCount(0);
  } finally {
    await visitor.close();
    // Put things back for the other specs: show the hidden one, delete the new one.
    const items = ((await (await page.request.get("/api/admin/content/testimonials")).json()) as { items: { id: number; hidden: boolean; data: { name: string } }[] }).items;
    for (const item of items) {
      if (item.data.name === name) await page.request.delete(`/api/admin/content/testimonials/${item.id}`);
      if (item.hidden) await page.request.patch(`/api/admin/content/testimonials/${item.id}`, { data: { hidden: false } });
    }
  }
});

test("the admin edits the hero headline, the home page shows it, and History brings the old one back", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await openAdminTab(page, "Content");
  const hero = page.getByRole("region", { name: /^Hero/ });
  const headline = hero.getByLabel("Headline", { exact: true });
  const old = await headline.inputValue();
  await headline.fill("The Lagos party band");
  await hero.getByRole("button", { name: "Save hero" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  const visitor = await browser.newPage();
  await visitUntil(visitor, "/", async () => (await visitor.getByRole("heading", { level: 1 }).textContent()) === "The Lagos party band");

  await hero.getByText("History of hero").click();
  await hero
    .getByRole("button", { name: /^Restore the version saved/ })
    .first()
    .click();
  await expect(page.getByText("Restored")).toBeVisible();
  await expect(hero.getByLabel("Headline", { exact: true })).toHaveValue(old);
  await visitUntil(visitor, "/", async () => (await visitor.getByRole("heading", { level: 1 }).textContent()) === old);
  await visitor.close();
});

test("the Content tab's index jumps to each section on a phone (issue #44) @phone", async ({ page }) => {
  await signInAdmin(page);
  await openAdminTab(page, "Content");
  const index = page.getByRole("navigation", { name: "Content sections" });
  await expect(index.getByRole("link")).toHaveText(["Hero", "About", "Press kit", "Team", "Testimonials", "Venues", "Services", "Equipment photos", "Trusted by"]);
  await index.getByRole("link", { name: "Equipment photos" }).click();
  await expect(page).toHaveURL(/#content-equipment-photos-heading$/);
  await expect(page.getByRole("heading", { name: "Equipment photos", level: 3 })).toBeInViewport();
});

test("a section the admin jumps to stays in view while the sections above it load on a slow phone @phone", async ({ page }) => {
  await signInAdmin(page);
  // The content lists answer only after the jump, as on a slow network: the sections above the
  // target grow once the admin is already there.
  let releaseLists!: () => void;
  const listsHeld = new Promise<void>((resolve) => (releaseLists = resolve));
  await page.route(/\/api\/admin\/content\/[a-z-]+$/, async (route) => {
    await listsHeld;
    await route.continue();
  });
  await openAdminTab(page, "Content");
  await page.getByRole("navigation", { name: "Content sections" }).getByRole("link", { name: "Equipment photos" }).click();
  await expect(page).toHaveURL(/#content-equipment-photos-heading$/);
  const listsLoaded = page.waitForResponse(/\/api\/admin\/content\/team$/);
  releaseLists();
  await listsLoaded;
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { name: "Equipment photos", level: 3 })).toBeInViewport();
});
