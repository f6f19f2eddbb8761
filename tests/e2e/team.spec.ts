import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { adminTabBar, expect, inDays, openAdminMenu, openAdminTab, signInAdmin, test } from "./support";

// Issue 62 on a phone: the owner invites a front-desk person, who joins on their own phone at
// 390 px, answers an enquiry under their own name, cannot open Settings (no tab, and the address
// answers the 403 page), and is signed out on their next action once the owner removes them.

test.describe.configure({ mode: "serial" });

const PASSWORD = "front-desk-password-2026";

async function noViolations(page: Page, what: string) {
  for (const theme of ["light", "dark"] as const) {
    // The theme as a visitor's choice, loaded afresh: toggled in place, the colours would still be in
    // their transition when axe measures them.
    await page.evaluate((value) => localStorage.setItem("homepage-theme", value), theme);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // The page itself: a sign-in toast still fading in is sonner's, checked at rest elsewhere.
    const { violations } = await new AxeBuilder({ page }).include("main").include("nav").analyze();
    expect(violations.map((violation) => `${what} (${theme}): ${violation.id} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  }
}

test("the owner invites the front desk, who joins on a phone, works in their role, and is signed out when removed @phone", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const unique = `${Date.now().toString(36)}${test.info().retry}`;
  const name = `Bisi ${unique}`;
  const username = `bisi-${unique}`;
  const client = `Team Client ${unique}`;

  const enquiry = await page.request.post("/api/contacts", {
    data: { name: client, phone: "08031234567", eventType: "wedding", eventDate: inDays(140 + test.info().retry), source: "quote" },
  });
  expect(enquiry.status()).toBe(201);

  // The owner makes the invitation on the Team tab.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  await openAdminTab(page, "Team");
  await noViolations(page, "Team tab");
  await page.getByLabel("Their name").fill(name);
  await page.getByLabel("Role", { exact: true }).selectOption("front-desk");
  await page.getByRole("button", { name: "Make invitation link" }).click();
  const url = (await page.getByTestId("invitation-url").textContent())!.trim();
  expect(url).toMatch(/\/admin\/join\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=.*admin%2Fjoin%2F/);
  await expect(page.getByRole("region", { name: "Open invitations" })).toContainText(name);

  // The person opens it on their own phone.
  const theirs = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: { "x-forwarded-for": `e2e-team-${unique}` } });
  const phone = await theirs.newPage();
  await phone.goto(new URL(url).pathname);
  await expect(phone.getByRole("heading", { name: /Join .*panel/ })).toBeVisible();
  await expect(phone.getByText("Front desk")).toBeVisible();
  await noViolations(phone, "join page");
  await phone.getByLabel("Username").fill(username);
  await phone.getByLabel("Password").fill("short");
  await phone.getByRole("button", { name: "Join the team" }).click();
  await expect(phone.locator("#join-password-error")).toContainText("at least 12");
  await phone.getByLabel("Password").fill(PASSWORD);
  await phone.getByRole("button", { name: "Join the team" }).click();
  await phone.waitForURL((address) => address.pathname === "/admin");

  await phone.getByLabel("Username").fill(username);
  await phone.getByLabel("Password").fill(PASSWORD);
  await phone.getByRole("button", { name: "Sign In" }).click();
  await expect(phone.getByText(`signed in as ${username}`)).toBeVisible();

  // Their tabs: the inbox, no Settings and no Team.
  await openAdminMenu(phone);
  const links = adminTabBar(phone).getByRole("link");
  await expect(adminTabBar(phone).getByRole("link", { name: "Quote Requests", exact: true }).first()).toBeAttached();
  expect(await links.allTextContents()).not.toContain("Settings");
  expect(await links.allTextContents()).not.toContain("Team");
  const settings = await phone.goto("/admin/settings");
  expect(settings?.status()).toBe(403);
  await expect(phone.getByRole("heading", { name: "Not part of your role" })).toBeVisible();

  // Where their role only reads (the repertoire), the page shows no controls that would be refused.
  await phone.goto("/admin/repertoire");
  await expect(phone.getByRole("heading", { name: "Repertoire", level: 2 })).toBeVisible();
  await expect(phone.getByRole("heading", { name: "Import a CSV" })).toHaveCount(0);

  // They answer the enquiry; the inbox names them.
  await phone.goto("/admin/enquiries");
  const card = phone.getByRole("listitem").filter({ has: phone.getByRole("heading", { name: client }) });
  await card.getByRole("button", { name: `I replied by phone or WhatsApp to ${client}` }).click();
  await expect(card).toContainText(`by ${username}`);

  // The owner removes them.
  await page.reload();
  const row = page.getByRole("listitem").filter({ hasText: `(${username})` });
  await row.getByRole("button", { name: `Remove ${name}` }).click();
  await page
    .getByRole("button", { name: `Remove ${name}` })
    .last()
    .click();
  await expect(page.getByRole("listitem").filter({ hasText: `(${username})` })).toHaveCount(0);

  // Their next action is refused, and the panel says why.
  await card.getByLabel(`Status of ${client}'s enquiry`).selectOption("booked");
  await expect(phone.getByText("You were signed out. Sign in again.").first()).toBeVisible();
  await phone.reload();
  await expect(phone.getByLabel("Username")).toBeVisible();
  await theirs.close();
});
