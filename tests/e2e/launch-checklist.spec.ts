import { expect, signInAdmin, test } from "./support";

// The e2e server runs without email, a public address or ads, with the shipped sample settings and
// content and no backup: the Overview lists each of these, saying where in the panel to fix it, or
// that only whoever runs the server can. (Google's item, which google.spec.ts connects, is followed
// there: it goes once Google is connected.)
test("the Overview lists what is left before launch, each with where to fix it", async ({ page }) => {
  await signInAdmin(page);
  const checklist = page.getByRole("region", { name: /Before launch: \d+ things? left/ });
  await expect(checklist).toBeVisible();
  for (const title of [
    "Sample phone numbers or links are still on the site",
    "Invented people and texts are still on the site",
    "The Trusted by logos are placeholders",
    "Enquiries are not emailed to the band",
    "The site's public address is not set",
    "Ads are not switched on (optional)",
    "No backup has been taken yet",
  ]) {
    await expect(checklist.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(checklist).toContainText("+234 803 000 0001");
  await expect(checklist).toContainText("Funmi A.");
  // Every kind of stand-in is named, not only people and testimonials.
  for (const kind of ["venue", "service", "equipment photo"]) await expect(checklist).toContainText(kind);
  await expect(checklist).not.toContainText("content/");
  await expect(checklist).not.toContainText("rebuild");
  await expect(checklist.getByText("for whoever runs the server")).toHaveCount(3);
  await expect(checklist.getByRole("link", { name: "Open Settings" }).first()).toHaveAttribute("href", "/admin/settings");
  await expect(checklist.getByRole("link", { name: "Open Content" })).toHaveAttribute("href", "/admin/content");
  // The admin password comes from ADMIN_USERNAME / ADMIN_PASSWORD here, not generated.
  await expect(checklist.getByText("The admin password is still the generated one")).toHaveCount(0);
});

test("an optional item can be marked Not using this, and Settings brings it back @phone", async ({ page }) => {
  await signInAdmin(page);
  const checklist = page.getByRole("region", { name: /Before launch: \d+ things? left/ });
  const ads = checklist.getByText("Ads are not switched on (optional)", { exact: true });
  await expect(ads).toBeVisible();
  await checklist.getByRole("button", { name: "Not using this: Ads are not switched on (optional)" }).click();
  await expect(page.getByText("Left off the checklist")).toBeVisible();
  await expect(ads).toHaveCount(0);

  await page.goto("/admin/settings");
  const left = page.getByRole("region", { name: "Left off the launch checklist" });
  await expect(left).toContainText("Ads are not switched on (optional)");
  await left.getByRole("button", { name: "Show again: Ads are not switched on (optional)" }).click();
  await expect(page.getByText("Back on the checklist")).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: /Before launch/ }).getByText("Ads are not switched on (optional)", { exact: true })).toBeVisible();
});
