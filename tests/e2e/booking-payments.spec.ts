import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { expect, inDays, openAdminTab, signInAdmin, test } from "./support";

// Issue #34 end to end: the admin sends a quote from an enquiry, the client opens the link, pays
// the deposit on (fake) Paystack's checkout and comes back to "Deposit received"; the date is booked;
// the admin sees it in Payments and cancels it, with the refund the terms give for that date.

test.describe.configure({ mode: "serial" });

const unique = Date.now().toString(36);
const name = `Adaeze Quote ${unique}`;

/** Clicks a document's link and answers the downloaded PDF's text (pdftotext). */
async function downloadedText(page: Page, link: Locator): Promise<{ file: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { file: download.suggestedFilename(), text: pdfText(readFileSync((await download.path())!)) };
}

test("from enquiry to paid, booked date, and a cancellation with the terms' refund", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A retry books a day of its own: a failed first attempt may have left its booking on the first.
  const eventDate = inDays(45 + test.info().retry);
  const enquiry = await page.request.post("/api/contacts", {
    data: { name, phone: "08031234567", email: `adaeze.${unique}@example.com`, eventType: "Wedding", eventDate, venue: "Eko Hotel, Victoria Island", source: "contact" },
  });
  expect(enquiry.status()).toBe(201);

  await signInAdmin(page);
  await openAdminTab(page, "Quote Requests");
  await page.getByLabel("Search").fill(unique);
  await page.getByRole("button", { name: "Filter" }).click();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await card.getByText("Quote and payments").click();
  // A typo is answered beside the field, and nothing is sent.
  const totalField = card.getByLabel("Total (₦)");
  await totalField.fill("eight hundred");
  await card.getByRole("button", { name: "Send quote" }).click();
  await expect(card.getByText("Enter the total in whole Naira, e.g. 500,000")).toBeVisible();
  await expect(totalField).toHaveAttribute("aria-invalid", "true");
  await totalField.fill("500");
  await card.getByRole("button", { name: "Send quote" }).click();
  await expect(card.getByText("The price must be at least ₦1,000")).toBeVisible();
  await totalField.fill("800,000");
  await card.getByLabel("Note for the client (optional)").fill("Live band, sound and lights for 5 hours");
  await card.getByRole("button", { name: "Send quote" }).click();
  await expect(totalField).not.toHaveAttribute("aria-invalid");
  const sent = card.getByRole("status");
  await expect(sent).toContainText("Deposit ₦400,000, balance ₦400,000");
  const link = await sent.getByRole("link", { name: /\/booking\// }).getAttribute("href");
  expect(link).toMatch(/\/booking\/[A-Za-z0-9_-]{43}$/);
  const whatsapp = await card.getByRole("link", { name: "Send the quote on WhatsApp" }).getAttribute("href");
  expect(decodeURIComponent(whatsapp!)).toContain(link!);
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/2348031234567\?text=/);

  // The client, in a browser of their own.
  const client = await (await browser.newContext()).newPage();
  const clientProblems: string[] = [];
  client.on("pageerror", (error) => clientProblems.push(error.message));
  client.on("console", (message) => message.type() === "error" && clientProblems.push(message.text()));
  const quotePage = await client.goto(new URL(link!).pathname);
  expect(quotePage?.headers()["x-robots-tag"] ?? "").not.toContain("index, follow");
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(client.getByRole("heading", { name: "Your quote", level: 1 })).toBeVisible();
  await expect(client.getByText("Eko Hotel, Victoria Island")).toBeVisible();
  await expect(client.getByRole("row", { name: /Deposit \(50%\) ₦400,000/ })).toBeVisible();
  await expect(client.getByRole("heading", { name: "Cancellation and refunds" })).toBeVisible();
  expect((await new AxeBuilder({ page: client }).analyze()).violations).toEqual([]);
  // The terms first (issue 47): no Pay button until the client signs with their name and the box.
  await expect(client.getByRole("button", { name: "Pay deposit: ₦400,000" })).toHaveCount(0);
  await client.getByLabel("Your full name").fill("Ada Obi");
  await client.getByLabel("I have read the terms above and accept them for this booking.").check();
  await client.getByRole("button", { name: "Accept the terms" }).click();
  await expect(client.getByRole("status").filter({ hasText: "Accepted by Ada Obi" })).toBeVisible();
  await client.getByRole("button", { name: "Pay deposit: ₦400,000" }).click();
  await expect(client.getByRole("heading", { name: "Pay NGN 400,000" })).toBeVisible(); // Paystack's page
  await client.getByRole("button", { name: "Pay NGN 400,000" }).click();
  await expect(client.getByRole("status").getByRole("heading", { name: "Deposit received" })).toBeVisible();
  await expect(client.getByRole("row", { name: /Deposit \(50%\) ₦400,000 Paid/ })).toBeVisible();
  await expect(client.getByRole("button", { name: "Pay balance: ₦400,000" })).toBeVisible();

  // The event page (issue 47): three must-play songs and a first dance picked by search, a timeline.
  const songs = ["Sweet Mother", "Ja Funmi", "Ife Wa Gbona", "Perfect"].map((title) => `${title} ${unique}`);
  for (const title of songs) expect((await page.request.post("/api/admin/repertoire", { data: { title, artist: "Band", genre: "Classics" } })).status()).toBe(201);
  // The page carries only the plan's songs; the search asks the server, which has the new ones at once.
  expect(await (await client.request.get(client.url())).text()).not.toContain(songs[3]);
  const plan = client.getByRole("region", { name: "Your plan for the night" });
  for (const title of songs.slice(0, 3)) {
    // Typed again until the page's code has taken over the field (it hydrates after the first paint),
    // then clicked once. The click was inside the retried block: on a busy CI machine it landed but
    // timed out at 1 s, and every retry looked for "Must play" on a song already marked (found with
    // the client page's text that a failure now reports).
    const mustPlay = plan.getByRole("button", { name: `Must play: ${title}` });
    try {
      await expect(async () => {
        await plan.getByLabel("Find a song in our repertoire").fill(title);
        await expect(mustPlay).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
    } catch (failure) {
      await test.info().attach("the client's page", { body: await client.screenshot({ fullPage: true }), contentType: "image/png" });
      const shown = await plan.innerText({ timeout: 1000 }).catch(() => "(no plan region)");
      throw new Error(
        `${failure instanceof Error ? failure.message : failure}\nThe client's page logged: ${clientProblems.join(" | ") || "nothing"}\nIts plan showed: ${shown.slice(0, 1500)}`,
      );
    }
    await mustPlay.click();
    await expect(plan.getByRole("button", { name: `Remove from must-play: ${title}` })).toBeVisible();
  }
  await plan.getByLabel("Find a song for the first dance").fill(songs[3]!);
  await plan.getByRole("button", { name: `Choose for the first dance: ${songs[3]}` }).click();
  await expect(plan.getByRole("group", { name: "First dance" })).toContainText(`${songs[3]} · Band`);
  await plan.getByRole("button", { name: "Add a time" }).click();
  await plan.getByLabel("Time", { exact: true }).fill("18:30");
  await plan.getByLabel("What happens").fill("Arrival and sound check");
  await expect(plan.getByText("Saved.")).toBeVisible();
  const saved = async () =>
    (
      (await (await client.request.get(`/api${new URL(link!).pathname}/plan`)).json()) as {
        plan: { songs: { mustPlay: number[] }; moments: { firstDance?: number }; timeline: unknown[] };
      }
    ).plan;
  await expect.poll(async () => (await saved()).timeline).toEqual([{ time: "18:30", label: "Arrival and sound check" }]);
  expect((await saved()).songs.mustPlay).toHaveLength(3);
  expect((await saved()).moments.firstDance).toBeGreaterThan(0);
  await client.reload();
  await expect(plan.getByRole("button", { name: `Remove ${songs[0]}` })).toBeVisible(); // still a must-play after a reload
  expect((await new AxeBuilder({ page: client }).analyze()).violations).toEqual([]);

  // The documents (issue 47, item 4): the client downloads the invoice and the deposit's receipt.
  const documents = client.getByRole("region", { name: "Your documents" });
  const invoice = await downloadedText(client, documents.getByRole("link", { name: /^Invoice/ }));
  expect(invoice.file).toMatch(/^INV-\d{4}-\d{4}\.pdf$/);
  expect(invoice.text).toContain(name);
  expect(invoice.text).toMatch(/Amount due\s+₦400,000/);
  const receipt = await downloadedText(client, documents.getByRole("link", { name: /^Receipt RCT-\d{4}-\d{4}: deposit of ₦400,000$/ }));
  expect(receipt.text).toMatch(/This payment\s+₦400,000: the deposit/);
  expect(receipt.text).not.toContain("/booking/");
  expect(receipt.text).toContain("Online payment (Paystack)");
  const agreement = await downloadedText(client, documents.getByRole("link", { name: "Booking agreement" }));
  expect(agreement.text).toContain("Ada Obi");

  // The band opens the run sheet from the enquiry.
  await page.reload();
  await page.getByLabel("Search").fill(unique);
  await page.getByRole("button", { name: "Filter" }).click();
  await card.getByText("Quote and payments").click();
  const runSheet = await downloadedText(page, card.getByRole("link", { name: "Run sheet" }));
  for (const expected of ["Run sheet", "18:30", "Arrival and sound check", `First dance`, `${songs[3]} (Band)`]) expect(runSheet.text).toContain(expected);
  expect(runSheet.text).toMatch(new RegExp(`1\\.\\s+${songs[0]} \\(Band\\)`));

  // The date is booked: the public calendar counts it.
  const day = await (await page.request.get(`/api/availability?from=${eventDate}&to=${eventDate}`)).json();
  expect(day).toEqual([{ date: eventDate, state: "booked" }]); // one band, one event a day

  await openAdminTab(page, "Payments");
  const booking = page.getByRole("list", { name: "Quotes" }).getByRole("listitem").filter({ hasText: name });
  await expect(booking).toContainText("Deposit paid: booked. Paid ₦400,000, owed ₦400,000");
  await booking.getByRole("button", { name: "Cancel booking" }).click();
  await expect(booking.getByRole("alertdialog")).toContainText("refunds ₦320,000: 80% of the ₦400,000 deposit");
  await booking.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page.getByText("Booking cancelled")).toBeVisible();
  await expect(booking).toContainText("Cancelled");
  // Paystack's refund events arrive shortly after.
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(booking).toContainText("Refund ₦320,000: refunded by Paystack", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const freed = await (await page.request.get(`/api/availability?from=${eventDate}&to=${eventDate}`)).json();
  expect(freed).toEqual([{ date: eventDate, state: "free" }]);
  await client.reload();
  await expect(client.getByRole("alert").getByRole("heading", { name: "This booking was cancelled" })).toBeVisible();
  await expect(client.getByTestId("payment-notice")).toContainText("Your refund of ₦320,000 was sent back to the card or account you paid with.");
});

test("the client's quote and event pages: no accessibility violation at phone width in either theme @phone", async ({ page }) => {
  test.setTimeout(120_000);
  const phoneName = `Kemi Phone ${unique}`;
  const enquiry = await page.request.post("/api/contacts", {
    data: { name: phoneName, phone: "08031234569", email: `kemi.${unique}@example.com`, eventType: "Wedding", eventDate: inDays(50), venue: "Lagos", source: "contact" },
  });
  expect(enquiry.status()).toBe(201);
  await signInAdmin(page);
  const found = async () => {
    const response = await page.request.get(`/api/contacts?q=${encodeURIComponent(phoneName)}`);
    return response.ok() ? ((await response.json()) as { id: number }[]) : [];
  };
  await expect.poll(async () => (await found()).length, { timeout: 15_000 }).toBe(1);
  const [contact] = await found();
  const sent = await page.request.post(`/api/contacts/${contact!.id}/quote`, { data: { total: 600_000 } });
  const { url } = ((await sent.json()) as { quote: { url: string } }).quote;
  const path = new URL(url).pathname;
  const checkBothThemes = async (stage: string) => {
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((value) => localStorage.setItem("homepage-theme", value), theme);
      await page.reload();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => `${stage}, ${theme}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
    }
  };
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Accept the terms" })).toBeVisible();
  await checkBothThemes("before acceptance");

  // Accepted and paid by bank transfer (marked by the band): the event page and the documents.
  expect((await page.request.post(`/api${path}/accept`, { data: { name: phoneName, agree: true } })).status()).toBe(201);
  const quotes = (await (await page.request.get(`/api/contacts/${contact!.id}/quote`)).json()) as { quotes: { id: number }[] };
  const paid = await page.request.post(`/api/admin/quotes/${quotes.quotes[0]!.id}/payments`, {
    data: { part: "deposit", amount: 300_000, receivedOn: new Date(Date.now() + 3_600_000).toISOString().slice(0, 10) },
  });
  expect(paid.status()).toBe(201);
  await page.goto(path);
  await expect(page.getByRole("region", { name: "Your plan for the night" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your documents" }).getByRole("link", { name: /^Receipt RCT-/ })).toBeVisible();
  await checkBothThemes("event page");
});
