import { fakeWhatsappUrl } from "../../playwright.config";
import { delivery, signature, statusUpdate } from "../support/whatsapp-webhook";
import { adminTabBar, expect, inDays, signInAdmin, test } from "./support";

// Issue 65 in the browser, at phone width: a WhatsApp alert that Meta reports undelivered shows on
// the Overview ("1 alert not delivered") until the band presses Seen, and the enquiry's delivery
// log says "Not delivered" with Meta's reason.

test("an alert Meta could not deliver shows on the Overview until seen, and in the enquiry's delivery log @phone", async ({ page }) => {
  test.setTimeout(90_000);
  const number = `2348039${String(Date.now()).slice(-7)}`;
  await signInAdmin(page);
  await expect(adminTabBar(page)).toBeVisible();
  // The signed-in person's own alert number (Security → Your alerts), so the alert goes to a number of this test's.
  expect((await page.request.put("/api/admin/alert-number", { data: { whatsapp: `+${number}` } })).status()).toBe(200);
  try {
    const name = `Ada Fallback ${number.slice(-4)}`;
    const created = await page.request.post("/api/contacts", { data: { name, phone: "08031234577", eventType: "Wedding", eventDate: inDays(80), source: "quote" } });
    expect(created.status()).toBe(201);
    const alertTo = async () =>
      ((await (await page.request.get(`${fakeWhatsappUrl}/control/accepted`)).json()) as { id: string; to: string }[]).find((message) => message.to === number);
    await expect.poll(alertTo, { timeout: 20_000 }).toBeTruthy();
    const raw = JSON.stringify(delivery(statusUpdate((await alertTo())!.id, "failed", { code: 131026, title: "Message undeliverable", message: "Unable to deliver message" })));
    const told = await page.request.post("/api/whatsapp/webhook", { data: raw, headers: { "content-type": "application/json", "x-hub-signature-256": signature(raw) } });
    expect(told.status()).toBe(200);

    await page.goto("/admin");
    const warning = page.getByRole("region", { name: /alerts? not delivered/ });
    const item = warning.getByRole("listitem").filter({ hasText: number.slice(-4) });
    await expect(item).toContainText("not delivered: number not on WhatsApp");
    await item.getByRole("link", { name: "Open the enquiry" }).click();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await card.getByText("Messages sent about this enquiry").click();
    const log = card.getByRole("list", { name: "Messages sent" });
    await expect(
      log
        .getByRole("listitem")
        .filter({ hasText: "WhatsApp alert" })
        .filter({ hasText: number.slice(-4) }),
    ).toContainText("Not delivered");
    await expect(log).toContainText("(#131026) Message undeliverable");

    await page.goto("/admin");
    await item.getByRole("button", { name: "Seen" }).click();
    await expect(item).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(width).toBe(true);
  } finally {
    await page.request.put("/api/admin/alert-number", { data: { whatsapp: "" } });
  }
});
