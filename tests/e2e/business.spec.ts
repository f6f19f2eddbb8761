import AxeBuilder from "@axe-core/playwright";
import { pdfText } from "../support/pdf-text";
import { expect, inDays, openAdminTab, signInAdmin, test } from "./support";

// Issue 64 at 390 px: a company client sets its billing details and accepts the terms; the band
// records the deposit less 5 % withholding tax, which books the date; the invoice and the receipt
// name the company and show the tax; the client's timeline takes "16:00" whole in 24-hour form.

test("a company client is billed by name, the band records a payment less 5 %, and the timeline fits 16:00 on a phone @phone", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const unique = `${Date.now().toString(36)}${test.info().retry}`;
  const client = `Company Client ${unique}`;
  const eventDate = inDays(300 + (Date.now() % 53) + test.info().retry);
  await page.setViewportSize({ width: 390, height: 844 });
  const enquiry = await page.request.post("/api/contacts", {
    data: { name: client, phone: "08031234570", email: `finance.${unique}@example.com`, eventType: "corporate", eventDate, venue: "Eko Hotel", source: "contact" },
  });
  expect(enquiry.status()).toBe(201);
  await signInAdmin(page);
  const found = async () => ((await (await page.request.get(`/api/contacts?q=${unique}`)).json()) as { id: number }[]) ?? [];
  await expect.poll(async () => (await found()).length, { timeout: 15_000 }).toBe(1);
  const contactId = (await found())[0]!.id;
  const quoted = await page.request.post(`/api/contacts/${contactId}/quote`, { data: { total: 2_000_000 } });
  expect(quoted.status()).toBe(201);
  const { quote } = (await quoted.json()) as { quote: { url: string; deposit: number } };

  // The client, on a phone: billing details, then the terms.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const clientPage = await phone.newPage();
  await clientPage.goto(new URL(quote.url).pathname);
  const billing = clientPage.getByRole("region", { name: "Who is the invoice for?" });
  await billing.getByRole("radio", { name: "A company" }).check();
  await billing.getByLabel("Company name").fill(`Zenith Events ${unique} Ltd`);
  await billing.getByLabel("Address").fill("Plot 5, Adeola Odeku Street, Victoria Island, Lagos");
  await billing.getByLabel("Company TIN (optional)").fill("12345678-0001");
  await billing.getByRole("button", { name: "Save billing details" }).click();
  await expect(clientPage.getByRole("status").filter({ hasText: `Zenith Events ${unique} Ltd` })).toBeVisible();
  expect((await new AxeBuilder({ page: clientPage }).include("main").analyze()).violations).toEqual([]);
  await clientPage.getByLabel("Your full name").fill(client);
  await clientPage.getByLabel("I have read the terms above and accept them for this booking.").check();
  await clientPage.getByRole("button", { name: "Accept the terms" }).click();
  await expect(clientPage.getByRole("status").filter({ hasText: `Accepted by ${client}` })).toBeVisible();

  // The band: the company paid the deposit less 5 % withholding tax.
  await openAdminTab(page, "Payments");
  const booking = page.getByRole("list", { name: "Quotes" }).getByRole("listitem").filter({ hasText: client });
  await booking.getByRole("button", { name: "Mark deposit received (bank transfer)" }).click();
  await booking.getByRole("button", { name: "Paid less 5 % tax" }).click();
  await expect(booking.getByLabel("Amount received (₦)")).toHaveValue("950000");
  await expect(booking.getByLabel("Tax withheld (₦)")).toHaveValue("50000");
  await booking.getByRole("button", { name: "Continue" }).click();
  await expect(booking.getByRole("group", { name: /^Book / })).toContainText("₦950,000 received and ₦50,000 withheld as tax");
  await booking.getByRole("button", { name: "Record and book" }).click();
  await expect(booking).toContainText("Deposit paid: booked");
  await expect(booking).toContainText("awaiting the credit note");
  await expect(page.getByRole("region", { name: "Withholding tax awaiting its credit note" })).toContainText(client);

  // The band corrects the company's name on the invoice (the client can no longer, once paid).
  await expect(booking).toContainText(`Invoice made out to: Zenith Events ${unique} Ltd`);
  await booking.getByText("Change who the invoice is for").click();
  await booking.getByLabel("Company name").fill(`Zenith Events ${unique} Nigeria Ltd`);
  await booking.getByRole("button", { name: "Save billing details" }).click();
  await expect(booking).toContainText(`Invoice made out to: Zenith Events ${unique} Nigeria Ltd`);

  // The documents name the company and show the tax withheld; neither prints the private link.
  const payment = (
    (await (await page.request.get(`/api/contacts/${contactId}/quote`)).json()) as { quotes: { payments: { id: number; status: string }[] }[] }
  ).quotes[0]!.payments.find((one) => one.status === "paid")!;
  const document = async (file: string) => pdfText(await (await page.request.get(`/api/admin/contacts/${contactId}/documents/${file}`)).body());
  const invoice = await document("invoice.pdf");
  expect(invoice).toContain(`Zenith Events ${unique} Nigeria Ltd`);
  expect(invoice).toContain("12345678-0001");
  expect(invoice.replace(/\s+/g, " ")).toContain("Two million naira only");
  const receipt = await document(`receipt-${payment.id}.pdf`);
  expect(receipt).toMatch(/Cash received\s+₦950,000/);
  expect(receipt).toMatch(/Tax withheld at source\s+₦50,000/);
  for (const text of [invoice, receipt]) expect(text).not.toContain("/booking/");

  // The client plans the night: a time typed on a phone's keypad reads 16:00, whole.
  await clientPage.reload();
  const plan = clientPage.getByRole("region", { name: "Your plan for the night" });
  await plan.getByRole("button", { name: "Add a time" }).click();
  const time = plan.getByLabel("Time", { exact: true });
  await time.fill("1600");
  await expect(time).toHaveValue("16:00");
  await plan.getByLabel("What happens").fill("Band starts");
  const fits = await time.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth);
  expect(fits).toBe(true);
  expect((await plan.getByLabel("What happens").boundingBox())!.width).toBeGreaterThan(200);
  await expect(plan.getByText("Saved.")).toBeVisible();
  await phone.close();
});
