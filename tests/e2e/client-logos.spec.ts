import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, letQueuedTimersRun, signInAdmin, test } from "./support";

// The logo managers: every page and change behind the admin session, and a visitor sees the
// administrator's logos on / and /testimonials at once.

const logoPng = (color: string) =>
  sharp({ create: { width: 400, height: 120, channels: 4, background: color } })
    .png()
    .toBuffer();

async function dropFile(page: Page, testId: string, bytes: Buffer, name: string, type: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { base64: bytes.toString("base64"), name, type },
  );
  await page.getByTestId(testId).dispatchEvent("dragover", { dataTransfer });
  await page.getByTestId(testId).dispatchEvent("drop", { dataTransfer });
}

/** A toast (sonner) showing this exact title or description. */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toaster]").getByText(text, { exact: true });

async function resetLogos(page: Page) {
  const response = await page.request.post("/api/client-logos/reset");
  expect(response.status()).toBe(200);
}

test("signed out, /logo-dashboard shows Access Denied and goes to /admin a second later", async ({ page }) => {
  // The page's clock stands still until the test moves it, so the card's second is counted on it.
  const start = new Date();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  const response = await page.goto("/logo-dashboard");
  const html = (await response?.text()) ?? "";
  expect(html).toContain("Access Denied");
  expect(html).toContain("Administrator login required. Redirecting...");
  expect(html).not.toContain("Save Changes");
  await page.waitForLoadState("networkidle"); // the page's code has run and started its second
  await expect(page.getByRole("alert").filter({ hasText: "Access Denied" })).toContainText("Administrator login required. Redirecting...");
  await page.clock.runFor(999);
  await expect(page).toHaveURL(/\/logo-dashboard$/);
  await page.clock.runFor(1);
  await page.clock.resume();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("signed out, /logo-manager shows nothing of the manager", async ({ page }) => {
  const response = await page.goto("/logo-manager");
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain("Click to replace");
  expect(html).toContain("Administrator login required. Redirecting...");
  await expect(page).toHaveURL(/\/admin$/);
});

test("/simple-logo-manager's wrong password shows its toast, the right one opens the manager @phone", async ({ page }) => {
  await page.goto("/simple-logo-manager");
  await page.getByLabel("Username").fill("e2e-admin");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Login Failed")).toBeVisible();
  await expect(toast(page, "Invalid credentials.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);

  await signInAdmin(page, "/simple-logo-manager");
  await expect(page.getByRole("heading", { name: "Simple Logo Manager" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Chevron Corporation" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset to Defaults" })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

test("the admin uploads by drag-and-drop and by click on /logo-dashboard, sizes and saves; a visitor sees it", async ({ page, browser }) => {
  await signInAdmin(page);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await resetLogos(page);
  await page.goto("/logo-dashboard");
  await expect(page.getByRole("heading", { name: "Logo Dashboard" })).toBeVisible();

  // Not an image: refused in the browser with the spec's toast.
  await page.getByLabel("Upload a logo for Aradel Holdings").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(toast(page, "Please select a valid image file.")).toBeVisible();
  await expect(toast(page, "Invalid File")).toBeVisible();

  await dropFile(page, "drop-zone-1", await logoPng("#d02050"), "aradel.png", "image/png");
  await expect(page.getByTestId("logo-slot-1")).toContainText("new image, not saved yet");
  await expect(page.getByTestId("logo-slot-1").getByRole("img")).toHaveAttribute("src", /^blob:/);

  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("drop-zone-7").click();
  await (await chooser).setFiles({ name: "chevron.png", mimeType: "image/png", buffer: await logoPng("#2050d0") });
  await expect(page.getByTestId("logo-slot-7")).toContainText("new image, not saved yet");

  // The slider by keyboard: 110% up two steps; the preview follows at once.
  const slider = page.getByRole("slider", { name: "Size of the Chevron Corporation logo" });
  await slider.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("120");
  await expect(page.getByTestId("logo-slot-7").getByRole("img")).toHaveAttribute("style", /width: ?72%/);
  await expect(page.getByText("2 unsaved changes")).toBeVisible();

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Changes Saved")).toBeVisible();
  await expect(page.getByText("All changes saved")).toBeVisible();
  const stored = (await (await page.request.get("/api/client-logos")).json()) as { slot: number; imageUrl: string; sizePercent: number }[];
  expect(stored[0]?.imageUrl).toMatch(/^\/api\/media\/logos\/[0-9a-f-]{36}\.webp$/);
  expect(stored[6]).toMatchObject({ name: "Chevron Corporation", sizePercent: 120 });

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  for (const path of ["/", "/testimonials"]) {
    await visit.goto(path);
    // The list's code runs once the visitor has come near it (issue 68), and takes the server's
    // place then; from there it follows the managers' changes.
    const logoList = visit.locator("[data-island]", { has: visit.getByTestId("client-aradel") });
    await logoList.scrollIntoViewIfNeeded();
    await expect(logoList).toHaveAttribute("data-island", "awake");
    const aradel = visit.getByTestId("client-aradel").getByRole("img", { name: "Aradel" });
    await expect(aradel).toHaveAttribute("src", /\/api\/media\/logos\/[0-9a-f-]{36}\.webp$/);
    await expect.poll(() => aradel.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const chevron = visit.getByTestId("client-chevron").getByRole("img", { name: "Chevron" });
    await expect(chevron).toHaveAttribute("src", /\/api\/media\/logos\/[0-9a-f-]{36}\.webp$/);
    await expect(chevron).toHaveAttribute("style", /width: ?72%/);
    await expect(visit.getByTestId("client-world-bank").getByRole("img")).toHaveAttribute("src", /\/images\/clients\/world-bank\.svg$/);
  }

  // Reset All to Default, after a confirmation; the visitor's open page follows on the event.
  await page.getByRole("button", { name: "Reset All to Default" }).click();
  await page.getByRole("button", { name: "Yes, reset all" }).click();
  await expect(toast(page, "Logos Reset")).toBeVisible();
  await expect(page.getByRole("slider", { name: "Size of the Chevron Corporation logo" })).toHaveValue("110");
  await visit.evaluate(() => window.dispatchEvent(new Event("clientLogosUpdated")));
  await expect(visit.getByTestId("client-aradel").getByRole("img")).toHaveAttribute("src", /\/images\/clients\/aradel\.svg$/);
  await visitor.close();
});

test("on a phone, /logo-manager replaces a logo on a tap and removes it with the cross @phone", async ({ page }) => {
  await signInAdmin(page);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await resetLogos(page);
  await page.goto("/logo-manager");
  const slot = page.getByTestId("logo-slot-3");
  await expect(slot).toContainText("Default logo");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Replace the KLM Air France logo" }).click();
  await (
    await chooser
  ).setFiles({
    name: "klm.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 300, height: 100, channels: 3, background: "#0a7" } })
      .jpeg()
      .toBuffer(),
  });
  await expect(toast(page, "Logo Updated")).toBeVisible();
  await expect(slot).toContainText("Uploaded logo");
  await expect(slot.getByRole("img")).toHaveAttribute("src", /\/api\/media\/logos\/[0-9a-f-]{36}\.webp$/);

  const testimonials = await page.context().newPage();
  await testimonials.goto("/testimonials");
  await expect(testimonials.getByTestId("client-klm-air-france").getByRole("img")).toHaveAttribute("src", /\/api\/media\/logos\/[0-9a-f-]{36}\.webp$/);
  await testimonials.close();

  await page.getByRole("button", { name: "Remove the KLM Air France logo" }).click();
  await expect(toast(page, "Logo Removed")).toBeVisible();
  await expect(slot).toContainText("Default logo");
  await expect(slot.getByRole("img")).toHaveAttribute("src", /\/images\/clients\/klm-air-france\.svg$/);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds no violations on the three logo pages (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("homepage-theme", value), theme);
    await page.goto("/simple-logo-manager");
    const signIn = await new AxeBuilder({ page }).analyze();
    expect(signIn.violations.map((violation) => `sign-in: ${violation.id}`)).toEqual([]);
    await signInAdmin(page);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    for (const path of ["/logo-manager", "/logo-dashboard", "/simple-logo-manager"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => `${path}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
    }
  });
}

test("a slot the band does not use is hidden from the site's Trusted by strip, and the strip goes when none is shown (issue #44)", async ({ page, browser }) => {
  await signInAdmin(page);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  const visibility = (slot: number, hidden: boolean) => page.request.put(`/api/client-logos/${slot}`, { data: { hidden } });
  const visitor = await browser.newPage();
  const strip = () => visitor.getByRole("region", { name: "Trusted by" });
  try {
    expect((await visibility(8, true)).status()).toBe(200);
    await visitor.goto("/testimonials");
    await expect(strip().getByRole("listitem")).toHaveCount(7);
    for (const slot of [1, 2, 3, 4, 5, 6, 7]) expect((await visibility(slot, true)).status()).toBe(200);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: "Client Testimonials", level: 1 })).toBeVisible();
    await expect(strip()).toHaveCount(0);
  } finally {
    for (const slot of [1, 2, 3, 4, 5, 6, 7, 8]) await visibility(slot, false);
  }
  await visitor.reload();
  await expect(strip().getByRole("listitem")).toHaveCount(8);
  await visitor.close();
});

test("the logo manager orders the Trusted by strip: Move to the start, and by the handle from the keyboard (issue #44) @phone", async ({ page, browser }) => {
  const visitor = await browser.newPage();
  const stripIds = async () => {
    await visitor.goto("/testimonials");
    return visitor
      .getByRole("region", { name: "Trusted by" })
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-testid")));
  };
  const stripBefore = await stripIds();
  await signInAdmin(page, "/simple-logo-manager");
  await expect(page.getByRole("heading", { name: "Simple Logo Manager" })).toBeVisible();
  const slots = page.getByRole("list", { name: "Client logo slots, in the order the site shows them" });
  const names = () => slots.getByRole("heading", { level: 2 }).allInnerTexts();
  const before = await names();
  const last = before.at(-1)!;
  try {
    await page.getByRole("button", { name: `Move to the start of the strip: ${last}` }).click();
    await expect(page.getByText("Order saved")).toBeVisible();
    await expect.poll(names).toEqual([last, ...before.slice(0, -1)]);
    // The keyboard: Space on the first slot's handle, the arrow towards the next slot (Right in the grid, Down in a phone's one column), Space.
    await page.getByRole("button", { name: new RegExp(`^Drag ${last} to reorder`) }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByText(`${last} is over position 1 of 8.`)).toBeAttached();
    await letQueuedTimersRun(page);
    await page.keyboard.press((page.viewportSize()?.width ?? 1280) < 640 ? "ArrowDown" : "ArrowRight");
    await expect(page.getByText(`${last} is over position 2 of 8.`)).toBeAttached();
    await page.keyboard.press("Space");
    await expect.poll(names).toEqual([before[0]!, last, ...before.slice(1, -1)]);
    // A visitor's strip follows on its next load.
    await expect.poll(stripIds, { timeout: 15_000 }).toEqual([stripBefore[0], stripBefore.at(-1), ...stripBefore.slice(1, -1)]);
  } finally {
    await page.request.put("/api/client-logos/order", { data: { slots: [1, 2, 3, 4, 5, 6, 7, 8] } });
    await visitor.close();
  }
});
