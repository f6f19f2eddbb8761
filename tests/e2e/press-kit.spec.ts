import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, openAdminTab, signInAdmin, test } from "./support";

// Issue 67: the band edits its press kit on a phone, and /press shows it on the next load with its
// three downloads; a planner copies the short bio.

const photo = readFileSync(path.join(import.meta.dirname, "../../public/images/gallery/birthday-1.jpg"));

test("the band edits the press kit on a phone; /press shows it with the photos, the rider and the downloads @phone", async ({ page, context }) => {
  test.setTimeout(120_000);
  // A title of its own on every run: an earlier attempt's photo is still in the gallery.
  const title = `Press kit stage shot ${Date.now().toString(36)}`;
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAdmin(page);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();

  // A photo of the gallery, which the band marks For press in the Gallery tab.
  const upload = await page.request.post("/api/admin/gallery/photos", {
    multipart: {
      title,
      alt: "The band on stage under warm lights",
      category: "Weddings",
      file: { name: "stage.jpg", mimeType: "image/jpeg", buffer: photo },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await openAdminTab(page, "Gallery");
  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  const forPress = page.getByRole("checkbox", { name: /For press/ });
  await expect(forPress).not.toBeChecked();
  await forPress.check();
  const save = page.getByRole("list", { name: "Gallery photos" }).getByRole("button", { name: "Save", exact: true });
  await save.click();
  // Saved: the edit form closes (its own "For press" label goes with it) and the row has the badge.
  // Not the Save button as the sign: while saving it reads "Saving…", with the form still open.
  await expect(forPress).toHaveCount(0);
  const row = page.getByTestId("gallery-photo-row").filter({ hasText: title });
  await expect(row.getByText("For press", { exact: true })).toBeVisible();

  await openAdminTab(page, "Content");
  const section = page.getByRole("region", { name: "Press kit" });
  await page.getByRole("navigation", { name: "Content sections" }).getByRole("link", { name: "Press kit" }).click();
  const shortBio = `Eko Live Band plays Lagos weddings and galas: twelve musicians, one team. ${Date.now()}`;
  await section.getByLabel("Short bio").fill(shortBio);
  const inputs = section.getByLabel("Input list");
  // A line without a source is named by its line, and nothing is saved.
  await inputs.fill("1 | Kick drum | Beta 91A\n2 |");
  await section.getByRole("button", { name: "Save press kit" }).click();
  await expect(section.getByText("Line 2: Source is required")).toBeVisible();
  await expect(inputs).toHaveAttribute("aria-invalid", "true");
  await inputs.fill("1 | Kick drum | Beta 91A\n2 | Lead vocal on stage | Wireless");
  await section.getByLabel("Power").fill("Two 32 A supplies within 10 m of the stage");
  await section.getByRole("button", { name: "Save press kit" }).click();
  await expect(page.getByText("Press kit shows on the site from the next page load.")).toBeVisible();

  // The next load of /press shows it (the prerendered page is made afresh after the save).
  await expect.poll(async () => (await (await page.request.get("/press")).text()).includes(shortBio.split(":")[0]!), { timeout: 20_000 }).toBe(true);
  await page.goto("/press");
  await expect(page.getByRole("heading", { level: 1, name: "Press Kit" })).toBeVisible();
  await expect(page.getByText(shortBio)).toBeVisible();
  const rider = page.getByRole("region", { name: "Technical rider" });
  await expect(rider).toContainText("Two 32 A supplies within 10 m of the stage");
  await expect(rider).toContainText("2 channels: Kick drum, Lead vocal on stage");
  await expect(page.getByRole("region", { name: "Photos" }).getByText(title, { exact: true })).toBeVisible();
  // Its share card is a JPEG, which link previews (WhatsApp's among them) show; the page's own pictures stay WebP.
  const shareCard = page.locator('meta[property="og:image"]');
  await expect(shareCard).toHaveAttribute("content", /\/press\/share\.jpg\?v=[\w-]{16}$/);
  const cardUrl = new URL((await shareCard.getAttribute("content"))!);
  const card = await page.request.get(cardUrl.pathname + cardUrl.search);
  expect(card.headers()["content-type"]).toBe("image/jpeg");
  expect((await card.body()).subarray(0, 3).toString("hex")).toBe("ffd8ff");

  // A planner copies the short bio.
  await page.getByRole("button", { name: "Copy the short bio" }).click();
  await expect(page.getByText("The short bio is on your clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortBio);

  // The three downloads answer with their files.
  const downloads = page.getByRole("region", { name: "Downloads" });
  await expect(downloads.getByRole("link", { name: "Press photos (ZIP)" })).toHaveAttribute("href", "/press/photos.zip");
  const zip = await page.request.get("/press/photos.zip");
  expect(zip.headers()["content-type"]).toBe("application/zip");
  expect(zip.headers()["content-disposition"]).toMatch(/^attachment/);
  expect((await zip.body()).subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
  for (const file of ["/press/rider.pdf", "/press/epk.pdf"]) {
    const pdf = await page.request.get(file);
    expect(pdf.status(), file).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
  // The footer links the kit.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Press Kit" })).toHaveAttribute("href", "/press");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
