import { fakeWhatsappUrl } from "../../playwright.config";
import { delivery, inbound, signature, statusUpdate } from "../support/whatsapp-webhook";
import { expect, test } from "./support";
import { signInAdmin } from "./support";

// Issue 46 in the browser: a client writes to the band's WhatsApp (a delivery signed as Meta signs
// it), the enquiry appears in the inbox, the band replies from the panel, and the conversation
// shows the reply with its delivery state once Meta reports it.

test("a WhatsApp enquiry appears in the inbox, the band replies, and the reply shows its delivery state @phone", async ({ page }) => {
  test.setTimeout(90_000);
  const from = `23480${String(Date.now()).slice(-8)}`;
  const name = `Tolu WhatsApp ${from.slice(-4)}`;
  const deliver = async (body: unknown) => {
    const raw = JSON.stringify(body);
    const response = await page.request.post("/api/whatsapp/webhook", { data: raw, headers: { "content-type": "application/json", "x-hub-signature-256": signature(raw) } });
    expect(response.status()).toBe(200);
  };
  await deliver(delivery(inbound(from, name, "Hello! Is the band free for our wedding in March?")));

  await signInAdmin(page, "/admin/enquiries");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toContainText("WhatsApp");
  await expect(card).toContainText(/Waiting: answer within 23 h/);
  await card.getByText("WhatsApp conversation").click();
  const thread = card.getByRole("list", { name: `WhatsApp conversation with ${name}` });
  await expect(thread).toContainText("Is the band free for our wedding in March?");

  await card.getByLabel("Reply on WhatsApp").fill("Good afternoon! Yes, March is open. Which date?");
  await card.getByRole("button", { name: "Send reply" }).click();
  await expect(thread.getByRole("listitem").last()).toContainText("Sent");
  await expect(card).toContainText(/answered in \d+ min/);

  const accepted = (await (await page.request.get(`${fakeWhatsappUrl}/control/accepted`)).json()) as { id: string; to: string; text: string }[];
  const sent = accepted.find((message) => message.to === from)!;
  expect(sent.text).toBe("Good afternoon! Yes, March is open. Which date?");
  await deliver(delivery(statusUpdate(sent.id, "delivered")));
  await page.reload();
  await card.getByText("WhatsApp conversation").click();
  await expect(thread.getByRole("listitem").last()).toContainText("Delivered");
});
