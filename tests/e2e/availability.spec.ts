import AxeBuilder from "@axe-core/playwright";
import { readableDate } from "@/lib/dates/readable";
import type { Page } from "@playwright/test";
import { expect, fillEnquiry, inDays, pauseLikeAPerson, signInAdmin, test } from "./support";

// Date availability as a visitor and the admin see it: the enquiry form's note beside the date,
// the /contact calendar, and holds added in the admin's Calendar tab.

test.describe.configure({ mode: "serial" });

const FULLY_BOOKED = "Fully booked — pick another date, or WhatsApp us to join the waiting list";
const unique = Date.now().toString(36);
// Distinct days, well inside the /contact calendar's thirteen months.
const bookedDay = inDays(12);
const heldDay = inDays(33);

const calendar = (page: Page) => page.getByRole("grid");

/** Shows the month of `date` in the /contact calendar; answers that day's button. */
async function calendarDay(page: Page, date: string) {
  const day = calendar(page).locator(`[data-date="${date}"]`);
  for (let step = 0; step < 3 && !(await day.isVisible()); step += 1) await page.getByRole("button", { name: "Next month" }).click();
  await expect(day).toBeVisible();
  return day;
}

async function holdByApi(page: Page, date: string, label: string) {
  const response = await page.request.post("/api/admin/availability/holds", { data: { date, label } });
  expect(response.status()).toBe(201);
}

test("a visitor choosing a fully booked date sees it beside the date field and can still send", async ({ page, browser }) => {
  await signInAdmin(page);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await holdByApi(page, bookedDay, `Full day A ${unique}`);
  await holdByApi(page, bookedDay, `Full day B ${unique}`);

  const visitor = await browser.newPage();
  await visitor.clock.install(); // for pauseLikeAPerson
  await visitor.goto("/contact");
  const day = await calendarDay(visitor, bookedDay);
  await expect(day).toHaveAttribute("data-state", "booked");
  await expect(day).toHaveAccessibleName(/Fully booked$/);
  // Nothing about the holds reaches the public.
  const api = await visitor.request.get(`/api/availability?from=${bookedDay}&to=${bookedDay}`);
  expect(await api.json()).toEqual([{ date: bookedDay, state: "booked" }]);
  expect(api.headers()["cache-control"]).toBe("public, max-age=15");

  const form = visitor.getByRole("form", { name: "Send Message form" });
  await fillEnquiry(form, { name: `Booked Day Visitor ${unique}`, email: "booked@example.com", phone: "08031234567", eventType: "Wedding", date: bookedDay });
  await expect(form.locator("#contact-eventDate-note")).toHaveText(`✕ ${FULLY_BOOKED}`);
  await expect(form.getByRole("link", { name: "WhatsApp us" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(form.getByLabel("Event date")).toHaveAccessibleDescription(FULLY_BOOKED);
  await form.getByLabel("Venue").fill("Eko Hotel, Victoria Island");
  await pauseLikeAPerson(visitor);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Message Sent Successfully!")).toBeVisible();

  // Another date says so too: a free day is "Available".
  await visitor.reload();
  await form.getByLabel("Event date").fill(inDays(80));
  await expect(form.locator("#contact-eventDate-note")).toHaveText("✓ Available");
  await visitor.close();
});

test("a day in the Calendar tab opens its enquiries, and booking one on a full day asks first", async ({ page }) => {
  await signInAdmin(page, "/admin/calendar");
  const month = page.getByRole("main");
  for (let step = 0; step < 3 && !(await month.locator(`[data-date="${bookedDay}"]`).isVisible()); step += 1) await month.getByRole("button", { name: "Next ›" }).click();
  await month.locator(`[data-date="${bookedDay}"]`).click();
  const enquiry = month.getByRole("listitem").filter({ hasText: `Booked Day Visitor ${unique}` });
  await expect(enquiry).toContainText("Eko Hotel, Victoria Island");
  const status = enquiry.getByLabel("Status");
  await expect(status).toHaveValue("new");

  // An in-page question naming the date in words, never the browser's confirm().
  page.on("dialog", (dialog) => {
    throw new Error(`a browser dialog appeared: ${dialog.message()}`);
  });
  await status.selectOption("booked");
  const question = page.getByRole("alertdialog");
  await expect(question.getByRole("heading")).toHaveText(`${readableDate(bookedDay)} is already fully booked`);
  expect((await new AxeBuilder({ page }).include("[role=alertdialog]").analyze()).violations).toEqual([]);
  await question.getByRole("button", { name: "Keep it as it is" }).click();
  await expect(question).toHaveCount(0);
  await expect(status).toHaveValue("new");

  await status.selectOption("booked");
  await page.getByRole("alertdialog").getByRole("button", { name: "Book it anyway" }).click();
  await expect(status).toHaveValue("booked");
});

test("the admin holds a day in the Calendar tab and the public calendar shows it as taken", async ({ page, browser }) => {
  await signInAdmin(page, "/admin?tab=calendar"); // an old link: redirected to /admin/calendar
  await expect(page).toHaveURL(/\/admin\/calendar$/);
  const month = page.getByRole("main");
  const label = `Studio ${unique}`;
  for (let step = 0; step < 3 && !(await month.locator(`[data-date="${heldDay}"]`).isVisible()); step += 1) await month.getByRole("button", { name: "Next ›" }).click();
  await month.locator(`[data-date="${heldDay}"]`).click();
  const addHold = month.getByRole("form", { name: "Add a hold" });
  await expect(addHold.getByLabel("Date")).toHaveValue(heldDay);
  await addHold.getByLabel("Label").fill(label);
  await addHold.getByRole("button", { name: "Add hold" }).click();
  await expect(month.getByText(label)).toBeVisible();
  await expect(month.locator(`[data-date="${heldDay}"]`)).toHaveAccessibleName(new RegExp(`^${readableDate(heldDay)}: 0 booked, 1 held`));

  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  const day = await calendarDay(visitor, heldDay);
  // One band, one event a day (a fresh install's capacity): a hold fills the day.
  await expect(day).toHaveAttribute("data-state", "booked");
  await expect(day).toHaveAccessibleName(/Fully booked$/);

  await visitor.close();

  // Removing the hold frees the day for the next visitor at once (a browser that asked within the
  // last 15 s may reuse its cached answer until then).
  await month.getByRole("button", { name: `Remove hold ${label}` }).click();
  await expect(month.getByText(label)).toHaveCount(0);
  const nextVisitor = await browser.newPage();
  await nextVisitor.goto("/contact");
  await expect(await calendarDay(nextVisitor, heldDay)).toHaveAttribute("data-state", "free");
  await nextVisitor.close();
});

test("the calendar works from the keyboard and picking a day fills the form's date @phone", async ({ page }) => {
  await page.goto("/contact");
  const grid = calendar(page);
  await expect(grid.locator("[data-state='free']").first()).toBeVisible();
  const first = grid.locator("button[tabindex='0']");
  await expect(first).toHaveCount(1);
  await first.focus();
  const start = (await first.getAttribute("data-date"))!;
  await page.keyboard.press("ArrowDown");
  const weekLater = new Date(Date.parse(`${start}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const focused = grid.locator(`[data-date="${weekLater}"]`);
  await expect(focused).toBeFocused();
  await expect(focused).toHaveAttribute("tabindex", "0");
  await expect(grid.locator("button[tabindex='0']")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Event date")).toHaveValue(weekLater);
  await expect(page.getByText(/^Event date set to /)).toBeVisible();
  await expect(page.locator("#contact-eventDate-note")).not.toBeEmpty();
});

for (const theme of ["light", "dark"] as const) {
  test(`the availability calendar has no accessibility violations (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("homepage-theme", value), theme);
    await page.goto("/contact");
    await expect(calendar(page).locator("[data-state='free']").first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include("section[aria-labelledby='availability-heading']").analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("without JavaScript the contact form still sends", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": `e2e-nojs-availability-${unique}` } });
  const page = await context.newPage();
  await page.goto("/contact");
  // (Playwright turns scripts off without telling the HTML parser, so the <noscript> note does not show here.)
  await expect(page.getByRole("grid")).toHaveCount(0);
  const form = page.getByRole("form", { name: "Send Message form" });
  await fillEnquiry(form, { name: `No Script Booker ${unique}`, email: "noscript@example.com", phone: "08031234567", eventType: "Wedding", date: bookedDay });
  await form.getByLabel("Venue").fill("Lekki");
  // No pause before sending: without JavaScript no fill time is measured, the content alone is judged.
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
  await context.close();
});

test("the public calendar reaches twelve months ahead, as weddings book", async ({ page }) => {
  await page.goto("/contact");
  const grid = calendar(page);
  await expect(grid.locator("[data-state]").first()).toBeVisible();
  const next = page.getByRole("button", { name: "Next month" });
  for (let month = 0; month < 12; month += 1) await next.click();
  await expect(next).toBeDisabled();
  const lagosToday = new Date(Date.now() + 3_600_000);
  const lastMonth = new Date(Date.UTC(lagosToday.getUTCFullYear(), lagosToday.getUTCMonth() + 12, 1)).toISOString().slice(0, 7);
  await expect(grid.locator(`[data-date="${lastMonth}-01"]`)).toBeVisible();
  await expect(grid.locator(`[data-date="${lastMonth}-01"]`)).toHaveAttribute("data-state", /^(free|limited|booked)$/);
});
