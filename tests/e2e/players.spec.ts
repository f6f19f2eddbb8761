import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { expect, inDays, openAdminTab, signInAdmin, test } from "./support";

// Issue 63 on a phone: the manager builds a lineup of four from the suggestions and invites them;
// one player answers yes on their own phone, another no; the manager puts the suggested
// replacement in; the run sheet lists the lineup. The Players tab and the gig page pass axe in both themes.

test.describe.configure({ mode: "serial" });

async function noViolations(page: Page, what: string) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => localStorage.setItem("homepage-theme", value), theme);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const { violations } = await new AxeBuilder({ page }).include("main").analyze();
    expect(violations.map((violation) => `${what} (${theme}): ${violation.id} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  }
}

test("the manager builds a lineup, two players answer on their phones, a replacement is put in, and the run sheet lists them @phone", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const unique = `${Date.now().toString(36)}${test.info().retry}`;
  const client = `Lineup Client ${unique}`;
  const eventDate = inDays(200 + (Date.now() % 97) + test.info().retry);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    (await page.request.post("/api/contacts", { data: { name: client, phone: "08031234569", eventType: "wedding", eventDate, venue: "Ikoyi", source: "quote" } })).status(),
  ).toBe(201);
  await signInAdmin(page);
  const found = async () => ((await (await page.request.get(`/api/contacts?q=${unique}`)).json()) as { id: number }[]) ?? [];
  await expect.poll(async () => (await found()).length, { timeout: 15_000 }).toBe(1);
  const contactId = (await found())[0]!.id;
  // Booked: a quote with its deposit marked received, so the run sheet exists.
  expect((await page.request.post(`/api/contacts/${contactId}/quote`, { data: { total: 800_000 } })).status()).toBe(201);
  const quoteId = ((await (await page.request.get(`/api/contacts/${contactId}/quote`)).json()) as { quotes: { id: number }[] }).quotes[0]!.id;
  const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  expect((await page.request.post(`/api/admin/quotes/${quoteId}/payments`, { data: { part: "deposit", amount: 400_000, receivedOn: today } })).status()).toBe(201);

  // A retry finds the players of the try before: they leave (retired, having had gigs), so the suggestions are this try's.
  const earlier = ((await (await page.request.get("/api/admin/players")).json()) as { players: { id: number }[] }).players;
  for (const player of earlier) expect((await page.request.delete(`/api/admin/players/${player.id}`)).status()).toBe(200);
  const roster = [
    ["Ada", "lead-vocals"],
    ["Tunde", "bass"],
    ["Sola", "drums"],
    ["Kemi", "keys"],
    ["Bayo", "drums"],
  ] as const;
  for (const [index, [first, role]] of roster.entries()) {
    const response = await page.request.post("/api/admin/players", {
      data: { name: `${first} ${unique}`, phone: `0803 ${String(Date.now() % 1000).padStart(3, "0")} ${String(1000 + index)}`, roles: [role], fee: 50_000 + index * 10_000 },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await openAdminTab(page, "Players");
  await expect(page.getByRole("list", { name: "Players" })).toContainText(`Ada ${unique}`);
  await noViolations(page, "Players tab");

  // The lineup, from the suggestions: each role's first free player.
  await page.goto(`/admin/enquiries?enquiry=${contactId}`);
  const card = page.getByRole("listitem").filter({ hasText: client }).first();
  await card.getByText("Lineup", { exact: true }).click();
  await card.getByLabel("Call time (Lagos)").fill("15:30");
  await card.getByLabel("Dress code").fill("All white");
  for (const role of ["Lead vocals", "Bass", "Drums", "Keys"]) {
    await card.getByLabel("Add a slot for").selectOption({ label: role });
    await card.getByRole("button", { name: /^Add / }).click();
  }
  await expect(card.getByRole("list", { name: "Slots" }).getByRole("listitem")).toHaveCount(4);
  await card.getByRole("button", { name: "Save lineup" }).click();
  await expect(page.getByText("Lineup Saved")).toBeVisible();
  await card.getByRole("button", { name: "Invite 4 players" }).click();
  await expect(card.getByRole("button", { name: `Copy Ada ${unique}'s link` })).toBeVisible();

  const lineup = (await (await page.request.get(`/api/admin/contacts/${contactId}/lineup`)).json()) as { slots: { name: string; link?: string }[] };
  const linkOf = (first: string) => lineup.slots.find((slot) => slot.name === `${first} ${unique}`)!.link!;
  expect(lineup.slots.map((slot) => slot.name)).toEqual(["Ada", "Tunde", "Bayo", "Kemi"].map((first) => `${first} ${unique}`));

  // Ada answers yes on her phone; the page shows the night and nothing of the client's but the first name.
  const phones = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const ada = await phones.newPage();
  await ada.goto(new URL(linkOf("Ada")).pathname);
  await expect(ada.getByRole("heading", { level: 1 })).toContainText("Wedding on");
  await expect(ada.getByText("15:30 (Lagos time)")).toBeVisible();
  await expect(ada.getByText("All white")).toBeVisible();
  const html = await ada.content();
  expect(html).not.toContain("0803 123 4569");
  expect(html).not.toContain("8031234569");
  expect(html).not.toContain("₦");
  expect(html).not.toContain(client);
  await noViolations(ada, "gig page");
  await ada.getByRole("button", { name: "Yes, I will play" }).click();
  await expect(ada.getByRole("status").filter({ hasText: "Thank you" })).toContainText("You said yes", { timeout: 15_000 }); // a full page post and reload: slow on a busy host

  // The first free drummer by name, Bayo, cannot come.
  const bayo = await phones.newPage();
  await bayo.goto(new URL(linkOf("Bayo")).pathname);
  await bayo.getByLabel("A note for the band (optional)").fill("Out of town that weekend");
  await bayo.getByRole("button", { name: "No, I cannot" }).click();
  await expect(bayo.getByRole("status").filter({ hasText: "Thank you" })).toContainText("You said no", { timeout: 15_000 });
  await phones.close();

  // The manager sees the answers and puts the suggested drummer in.
  await page.reload();
  const again = page.getByRole("listitem").filter({ hasText: client }).first();
  await again.getByText("Lineup", { exact: true }).click();
  const slots = again.getByRole("list", { name: "Slots" });
  await expect(slots).toContainText("Confirmed");
  await expect(slots).toContainText("Out of town that weekend");
  await again.getByRole("button", { name: `Put Sola ${unique} instead` }).click();
  await again.getByRole("button", { name: "Save lineup" }).click();
  await expect(page.getByText("Lineup Saved")).toBeVisible();
  await again.getByRole("button", { name: "Invite 1 player" }).click();
  await expect(again.getByRole("button", { name: `Copy Sola ${unique}'s link` })).toBeVisible();

  const pdf = await page.request.get(`/api/admin/contacts/${contactId}/documents/run-sheet.pdf`);
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  for (const first of ["Ada", "Tunde", "Sola", "Kemi"]) expect(text).toContain(`${first} ${unique}`);
  expect(text).not.toContain(`Bayo ${unique}`);
  expect(text).toMatch(/Call time\s+15:30/);
});
