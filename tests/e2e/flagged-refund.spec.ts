import AxeBuilder from "@axe-core/playwright";
import { enquiryIdFound, expect, inDays, openAdminTab, signInAdmin, test } from "./support";

// A client pays the deposit twice from two tabs on (fake) Paystack's checkout: the second payment
// is flagged and never counted; the band refunds it from "Payments that need checking", and it
// leaves the list once Paystack's refund.processed arrives.

const unique = Date.now().toString(36);
const name = `Kunle Twice ${unique}`;

test("a deposit paid twice is refunded through Paystack from the payments that need checking @phone", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const enquiry = await page.request.post("/api/contacts", {
    data: {
      name,
      phone: "08031234570",
      email: `kunle.${unique}@example.com`,
      eventType: "Wedding",
      eventDate: inDays(70 + test.info().retry),
      venue: "Eko Hotel",
      source: "contact",
    },
  });
  expect(enquiry.status()).toBe(201);
  await signInAdmin(page);
  const contactId = await enquiryIdFound(page, `kunle twice ${unique}`);
  const quoted = await page.request.post(`/api/contacts/${contactId}/quote`, { data: { total: 600_000 } });
  expect(quoted.status()).toBe(201);
  const { url } = ((await quoted.json()) as { quote: { url: string } }).quote;

  // The client accepts the terms, then starts the deposit's checkout in two tabs and pays in both.
  const client = await browser.newContext();
  const first = await client.newPage();
  await first.goto(new URL(url).pathname);
  await first.getByLabel("Your full name").fill("Kunle Ade");
  await first.getByLabel("I have read the terms above and accept them for this booking.").check();
  await first.getByRole("button", { name: "Accept the terms" }).click();
  await expect(first.getByRole("status").filter({ hasText: "Accepted by Kunle Ade" })).toBeVisible();
  const second = await client.newPage();
  await second.goto(new URL(url).pathname);
  for (const tab of [first, second]) {
    await tab.getByRole("button", { name: "Pay deposit: ₦300,000" }).click();
    await expect(tab.getByRole("heading", { name: "Pay NGN 300,000" })).toBeVisible();
  }
  await first.getByRole("button", { name: "Pay NGN 300,000" }).click();
  await expect(first.getByRole("status").getByRole("heading", { name: "Deposit received" })).toBeVisible();
  await second.getByRole("button", { name: "Pay NGN 300,000" }).click();
  // The notice, not Next.js's route announcer (an empty role="alert" of its own).
  const notice = second.getByTestId("payment-notice");
  await expect(notice).toHaveAttribute("role", "alert");
  await expect(notice.getByRole("heading", { name: "This payment was one too many" })).toBeVisible();
  await expect(notice).toContainText("Your deposit was already paid, so this second payment was not counted. The band will refund it");

  await openAdminTab(page, "Payments");
  const needsChecking = page.getByRole("region", { name: "Payments that need checking" });
  const item = needsChecking.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("the deposit was already paid: refund this duplicate");
  await item.getByRole("button", { name: "Refund through Paystack" }).click();
  const question = item.getByRole("group");
  await expect(question).toContainText(`Refund ${name}'s payment bk`);
  await expect(question).toContainText("in full? Paystack returns everything the client paid on it to their card or account, whatever the amount.");
  expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
  await question.getByRole("button", { name: "Refund in full" }).click();
  await expect(page.getByText("Refund asked of Paystack", { exact: true })).toBeVisible();
  await expect(needsChecking.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

  // Paystack's refund events arrive shortly after; the booking itself stands, its deposit counted once.
  const booking = page.getByRole("list", { name: "Quotes" }).getByRole("listitem").filter({ hasText: name });
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(booking).toContainText("refunded in full, never counted", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(booking).toContainText("Deposit paid: booked. Paid ₦300,000, owed ₦300,000");
  await expect(booking).not.toContainText("Refund ₦");
  // The client's tab, reloaded, says so.
  await second.reload();
  await expect(notice.getByRole("heading", { name: "This payment was refunded" })).toBeVisible();
  await first.reload();
  await expect(first.getByRole("status").getByRole("heading", { name: "Deposit received" })).toBeVisible();
  await client.close();
});
