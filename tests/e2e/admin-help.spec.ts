import { expect, openAdminTab, signInAdmin, test } from "./support";

// The band's guide inside the panel: a tab's Help link opens its section, pictures included.

test("a tab's Help link opens the guide at that tab's section @phone", async ({ page }) => {
  await signInAdmin(page);
  await openAdminTab(page, "Calendar");
  await page.getByRole("main").getByRole("link", { name: "Help with Calendar" }).click();
  await expect(page).toHaveURL(/\/admin\/help#calendar$/);
  const section = page.getByRole("heading", { name: "Calendar", level: 2 });
  await expect(section).toBeInViewport();
  await expect(page.getByText("Your bookings in your phone's calendar")).toBeVisible();
  // The guide's first picture is served to the signed-in admin and has loaded.
  const picture = page.getByRole("img", { name: "The admin panel's Overview" });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
});

test("the guide is for the signed-in admin only", async ({ page }) => {
  await page.goto("/admin/help");
  await expect(page.getByLabel("Username")).toBeVisible();
  await expect(page.getByText("Your bookings in your phone's calendar")).toHaveCount(0);
});
