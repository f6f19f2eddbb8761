import AxeBuilder from "@axe-core/playwright";
import { readableDate } from "@/lib/dates/readable";
import { enquiryIdFound, expect, inDays, openAdminTab, signInAdmin, test } from "./support";

// Issue #44: money does not move on a stray tap. Marking a bank transfer asks for the amount and
// the day, names what happens, flags another amount, and can be undone for 24 hours, on a phone.

const unique = Date.now().toString(36);
const eventDate = inDays(60);
const name = `Bisi Transfer ${unique}`;

test("marking a deposit asks and confirms, another amount is flagged, and undo frees the date again @phone", async ({ page }) => {
  test.setTimeout(120_000);
  const enquiry = await page.request.post("/api/contacts", {
    data: { name, phone: "08031234568", email: `bisi.${unique}@example.com`, eventType: "Wedding", eventDate, venue: "Harbour Point, Lagos", source: "contact" },
  });
  expect(enquiry.status()).toBe(201);
  await signInAdmin(page);
  const found = async () => {
    const response = await page.request.get(`/api/contacts?q=${unique}`);
    return response.ok() ? ((await response.json()) as { id: number }[]) : [];
  };
  await expect.poll(async () => (await found()).length, { timeout: 15_000 }).toBe(1);
  const [contact] = await found();
  expect((await page.request.post(`/api/contacts/${contact!.id}/quote`, { data: { total: 600_000 } })).status()).toBe(201);
  const dayState = async () => ((await (await page.request.get(`/api/availability?from=${eventDate}&to=${eventDate}`)).json()) as { state: string }[])[0]!.state;

  await openAdminTab(page, "Payments");
  const booking = page.getByRole("list", { name: "Quotes" }).getByRole("listitem").filter({ hasText: name });
  // The mark's question (a div with role="group"), not the quote's billing box (a <details>, a group too).
  const question = booking.locator('div[role="group"]');
  await booking.getByRole("button", { name: "Mark deposit received (bank transfer)" }).click();
  const amount = booking.getByLabel("Amount received (₦)");
  await expect(amount).toHaveValue("300000");
  const receivedOn = booking.getByLabel("Date received");
  const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  await expect(receivedOn).toHaveValue(today);

  // A problem outlines the field it is about, and that field alone names the message.
  await receivedOn.fill(inDays(3));
  await booking.getByRole("button", { name: "Continue" }).click();
  const problem = booking.getByRole("alert");
  await expect(problem).toHaveText("The date received must not be in the future");
  await expect(receivedOn).toHaveAttribute("aria-invalid", "true");
  await expect(receivedOn).toHaveAccessibleDescription("The date received must not be in the future");
  await expect(amount).not.toHaveAttribute("aria-invalid");
  await receivedOn.fill(today);
  await amount.fill("a lot");
  await booking.getByRole("button", { name: "Continue" }).click();
  await expect(problem).toHaveText("Enter the amount received in whole Naira, e.g. 400,000");
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(receivedOn).not.toHaveAttribute("aria-invalid");

  // Another amount: said before anything is saved, then recorded and flagged; nothing booked.
  await amount.fill("100,000");
  await booking.getByRole("button", { name: "Continue" }).click();
  await expect(question).toContainText("₦100,000 is not the ₦300,000 due: it is recorded as received and flagged, and the date is not booked.");
  expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
  await booking.getByRole("button", { name: "Record and flag" }).click();
  await expect(page.getByText("Recorded and flagged")).toBeVisible();
  await expect(booking).toContainText("needs checking");
  expect(await dayState()).toBe("free");
  await booking.getByRole("button", { name: "Undo: not received" }).click();
  await booking.getByRole("button", { name: "Undo the mark" }).click();
  await expect(page.getByText("Mark undone")).toBeVisible();

  // The amount due: the confirmation names the date and the client.
  await booking.getByRole("button", { name: "Mark deposit received (bank transfer)" }).click();
  await booking.getByRole("button", { name: "Continue" }).click();
  await expect(question).toContainText(`Book ${readableDate(eventDate)} for ${name}? The client gets a receipt.`);
  await booking.getByRole("button", { name: "Record and book" }).click();
  await expect(booking).toContainText("Deposit paid: booked");
  expect(await dayState()).not.toBe("free");
  // The balance's action is its own, apart from the deposit's.
  await expect(booking.getByRole("button", { name: "Mark balance received (bank transfer)" })).toBeVisible();

  // A stray tap taken back: the deposit is owed again and the date free.
  await booking.getByRole("button", { name: "Undo: not received" }).last().click();
  await expect(question).toContainText("and the date is free again");
  await booking.getByRole("button", { name: "Undo the mark" }).click();
  await expect(booking).toContainText("Quote sent, awaiting deposit");
  expect(await dayState()).toBe("free");
});

test("a short transfer, flagged, is marked checked with what was done and leaves the payments that need checking @phone", async ({ page }) => {
  test.setTimeout(120_000);
  const short = `Tunde Short ${unique}`;
  const enquiry = await page.request.post("/api/contacts", {
    data: { name: short, phone: "08031234569", email: `tunde.${unique}@example.com`, eventType: "Wedding", eventDate: inDays(61), venue: "Eko Hotel, Lagos", source: "contact" },
  });
  expect(enquiry.status()).toBe(201);
  await signInAdmin(page);
  const contactId = await enquiryIdFound(page, `tunde short ${unique}`);
  expect((await page.request.post(`/api/contacts/${contactId}/quote`, { data: { total: 600_000 } })).status()).toBe(201);

  await openAdminTab(page, "Payments");
  const booking = page.getByRole("list", { name: "Quotes" }).getByRole("listitem").filter({ hasText: short });
  await booking.getByRole("button", { name: "Mark deposit received (bank transfer)" }).click();
  await booking.getByLabel("Amount received (₦)").fill("100,000");
  await booking.getByRole("button", { name: "Continue" }).click();
  await booking.getByRole("button", { name: "Record and flag" }).click();
  await expect(booking).toContainText("needs checking");
  // The next mark of the deposit says how the rest is recorded.
  await booking.getByRole("button", { name: "Mark deposit received (bank transfer)" }).click();
  await expect(booking).toContainText("₦100,000 of this deposit was recorded short and flagged, and is not counted. When the rest arrives, enter the total received, ₦300,000");
  await booking.getByRole("button", { name: "Cancel", exact: true }).click();

  const needsChecking = page.getByRole("region", { name: "Payments that need checking" });
  const item = needsChecking.getByRole("listitem").filter({ hasText: short });
  await expect(item).toContainText("₦100,000 received, ₦300,000 was due");
  // A transfer is settled by the band: no Paystack refund is offered for it.
  await expect(item.getByRole("button", { name: "Refund through Paystack" })).toHaveCount(0);
  await item.getByRole("button", { name: "Mark checked" }).click();
  const note = item.getByLabel("What was done");
  await expect(note).toBeFocused();
  await expect(item.getByRole("button", { name: "Mark checked" })).toBeDisabled();
  await note.fill("Returned by bank transfer; the client pays the deposit whole");
  expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
  await item.getByRole("button", { name: "Mark checked" }).click();
  await expect(page.getByText("Marked checked")).toBeVisible();
  await expect(needsChecking.getByRole("listitem").filter({ hasText: short })).toHaveCount(0);
  await expect(booking).toContainText("checked, never counted");
  await expect(booking).toContainText("checked by");
  await expect(booking).toContainText("Returned by bank transfer; the client pays the deposit whole");
  await expect(booking).toContainText("Quote sent, awaiting deposit");
});

test("a cancelled booking's deposit paid by transfer is owed back until the band marks it refunded @phone", async ({ page }) => {
  test.setTimeout(120_000);
  const cancelled = `Kemi Cancelled ${unique}`;
  const enquiry = await page.request.post("/api/contacts", {
    data: { name: cancelled, phone: "08031234570", email: `kemi.${unique}@example.com`, eventType: "Wedding", eventDate: inDays(62), venue: "Eko Hotel, Lagos", source: "contact" },
  });
  expect(enquiry.status()).toBe(201);
  await signInAdmin(page);
  const contactId = await enquiryIdFound(page, `kemi cancelled ${unique}`);
  const quoted = await page.request.post(`/api/contacts/${contactId}/quote`, { data: { total: 600_000 } });
  expect(quoted.status()).toBe(201);
  const quotePage = new URL(((await quoted.json()) as { quote: { url: string } }).quote.url).pathname;

  await openAdminTab(page, "Payments");
  const booking = page.getByRole("list", { name: "Quotes" }).getByRole("listitem").filter({ hasText: cancelled });
  await booking.getByRole("button", { name: "Mark deposit received (bank transfer)" }).click();
  await booking.getByRole("button", { name: "Continue" }).click();
  await booking.getByRole("button", { name: "Record and book" }).click();
  await expect(booking).toContainText("Deposit paid: booked");
  await booking.getByRole("button", { name: "Cancel booking" }).click();
  await booking.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(booking).toContainText("Refund ₦240,000: to refund by bank transfer");
  // The client's page says what is refunded, and later that it was sent.
  const client = await page.context().browser()!.newPage();
  await client.goto(quotePage);
  await expect(client.getByTestId("payment-notice")).toContainText("Under the terms, ₦240,000 is refunded to the card or account you paid with. The band is seeing to it.");
  // The Overview says money is owed back, and leads to it.
  await openAdminTab(page, "Overview");
  const toSettle = page.getByRole("region", { name: "Money to settle" });
  await expect(toSettle).toContainText(/\d+ refunds? still owed to (a client whose booking was|clients whose bookings were) cancelled/);
  await toSettle.getByRole("link", { name: "Settle them in Payments" }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);

  const owed = page.getByRole("region", { name: "Refunds still owed" });
  const item = owed.getByRole("listitem").filter({ hasText: cancelled });
  await expect(item).toContainText("₦240,000");
  await expect(item).toContainText("Pay it back by bank transfer, then mark it refunded.");
  // A transfer is refunded by the band: Paystack is not offered.
  await expect(item.getByRole("button", { name: "Ask Paystack again" })).toHaveCount(0);
  await item.getByRole("button", { name: "Mark refunded" }).click();
  const note = item.getByLabel("What was done");
  await expect(note).toBeFocused();
  await expect(item.getByRole("button", { name: "Mark refunded" })).toBeDisabled();
  await note.fill("Paid back by transfer, GTB ref 5521");
  expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
  await item.getByRole("button", { name: "Mark refunded" }).click();
  await expect(page.getByText("Marked refunded")).toBeVisible();
  await expect(owed.getByRole("listitem").filter({ hasText: cancelled })).toHaveCount(0);
  await expect(booking).toContainText("Refund ₦240,000: refunded by hand (by");
  await expect(booking).toContainText("Paid back by transfer, GTB ref 5521");
  await expect(booking).toContainText("deposit ₦300,000 by bank transfer: refunded");
  await client.reload();
  await expect(client.getByTestId("payment-notice")).toContainText("Your refund of ₦240,000 was sent back to the card or account you paid with.");
  await client.close();
});
