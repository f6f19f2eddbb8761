import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { adminTabBar, expect, inDays, signInAdmin, test } from "./support";

// Issue 66 in the browser, at phone width: the band finds a person by email under Settings →
// Privacy, downloads their data as one JSON file, and erases it; the section has no accessibility
// violations in either theme.

async function noViolations(page: Page) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => localStorage.setItem("homepage-theme", value), theme);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const { violations } = await new AxeBuilder({ page }).include("#privacy-heading").include("section[aria-labelledby='privacy-heading']").analyze();
    expect(violations.map((violation) => `${theme}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  }
}

test("the band finds a person's data, downloads it and erases it @phone", async ({ page }) => {
  test.setTimeout(120_000);
  const unique = Date.now().toString(36);
  const email = `privacy-${unique}@example.com`;
  const name = `Privacy Person ${unique}`;
  const created = await page.request.post("/api/contacts", {
    data: { name, email, phone: "08031234588", eventType: "Wedding", eventDate: inDays(75), message: "Our wedding reception.", source: "home" },
  });
  expect(created.status()).toBe(201);

  await signInAdmin(page, "/admin/settings");
  await expect(adminTabBar(page)).toBeVisible();
  const section = page.getByRole("region", { name: "Privacy: a person's data" });
  await expect(section).toBeVisible();
  await noViolations(page);

  // A bad address is named at its field.
  await section.getByLabel("Their email address").fill("not-an-email");
  await section.getByRole("button", { name: "Find their data" }).click();
  await expect(section.getByLabel("Their email address")).toHaveAccessibleDescription("The email address is not valid");

  await section.getByLabel("Their email address").fill(email.toUpperCase());
  await section.getByRole("button", { name: "Find their data" }).click();
  await expect(section).toContainText(`Found: ${name}`);
  await expect(section.getByRole("list", { name: "What is held" })).toContainText("1 enquiry");
  const { violations } = await new AxeBuilder({ page }).include("section[aria-labelledby='privacy-heading']").analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  const [file] = await Promise.all([page.waitForEvent("download"), section.getByRole("button", { name: "Download (JSON)" }).click()]);
  expect(file.suggestedFilename()).toMatch(/^person-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await file.path())!, "utf8")) as { records: { enquiries: { email: string }[] } };
  expect(exported.records.enquiries.map((enquiry) => enquiry.email)).toEqual([email]);

  await section.getByRole("button", { name: "Erase this person's data" }).click();
  await section.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByText("The person's data is erased")).toBeVisible();
  await section.getByRole("button", { name: "Find their data" }).click();
  await expect(section).toContainText("Nothing is held about this person.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
