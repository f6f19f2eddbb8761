import { expect, signInAdmin, test } from "./support";

// The e2e server runs without email, a public address or ads, with the content's shipped
// placeholders and no backup: the Overview lists each of these with its fix. (Google's item, which
// google.spec.ts connects, is followed there: it goes once Google is connected.)
test("the Overview lists what is left before launch, each with how to fix it", async ({ page }) => {
  await signInAdmin(page);
  const checklist = page.getByRole("region", { name: /Before launch: \d+ things? left/ });
  await expect(checklist).toBeVisible();
  for (const title of [
    "Placeholder phone numbers or social links are still in the site's content",
    "Email is not configured",
    "The site's public address is still local",
    "Ads are not configured",
    "No backup has been taken yet",
  ]) {
    await expect(checklist.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(checklist).toContainText("+2348030000001");
  await expect(checklist).toContainText("npm run backup");
  await expect(checklist.getByRole("link", { name: "Open the AdSense setup guide" })).toHaveAttribute("href", "/adsense-setup");
  // The admin password comes from ADMIN_USERNAME / ADMIN_PASSWORD here, not generated.
  await expect(checklist.getByText("The admin password is still the generated one")).toHaveCount(0);
});
