import { expect, inDays, openAdminTab, signInAdmin, test } from "./support";

const unique = Date.now().toString(36);

test("the admin finds an enquiry the spam filter held back, with its reason, and restores it to the inbox", async ({ page }) => {
  const name = `Autofilled Visitor ${unique}`;
  // The browser's autofill filled the hidden anti-spam field: the visitor still sees success.
  const response = await page.request.post("/api/contacts", {
    data: {
      name,
      phone: "08031112222",
      email: "autofill@example.com",
      eventType: "Wedding",
      eventDate: inDays(120),
      message: "Wedding reception for 200 guests.",
      website: "https://autofill.example",
      source: "home",
    },
  });
  expect(response.status()).toBe(201);

  await signInAdmin(page);
  await openAdminTab(page, "Quote Requests");
  const inbox = page.getByRole("list", { name: "Enquiries" });
  await expect(page.getByText(/No enquiries match\.|Loading enquiries/).or(inbox)).toBeVisible();
  await expect(page.getByText("Loading enquiries...")).toHaveCount(0);
  await expect(inbox.getByRole("heading", { name })).toHaveCount(0);

  await page.getByLabel("Search").fill(unique);
  await page.getByLabel("Folder").selectOption("spam");
  await page.getByRole("button", { name: "Filter" }).click();
  const card = inbox.getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("Held as spam: The hidden anti-spam field was filled in");
  await card.getByRole("button", { name: `Not spam: move ${name}'s enquiry to the inbox` }).click();
  await expect(page.getByText("Moved to the inbox")).toBeVisible();
  await expect(page.getByText("No enquiries are held as spam.")).toBeVisible();

  await page.getByLabel("Folder").selectOption("");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(inbox.getByRole("heading", { name })).toBeVisible();
  await expect(
    inbox
      .getByRole("listitem")
      .filter({ hasText: name })
      .getByRole("combobox", { name: /Status of/ }),
  ).toHaveValue("new");
});
