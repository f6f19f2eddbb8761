import type { Page } from "@playwright/test";
import { expect, fillEnquiry, inDays, openAdminTab, pauseLikeAPerson, signInAdmin, test } from "./support";

test.describe.configure({ mode: "serial" });
// The page's own clock: a person's pause before sending and the follow-up's delay take no real time.
test.beforeEach(({ page }) => page.clock.install());

const unique = Date.now().toString(36);
const homeName = `Home Visitor ${unique}`;
const contactName = `Contact Visitor ${unique}`;
const retriedName = `Network Trouble ${unique}`;
const earlyName = `Early Typist ${unique}`;

/** The home page loaded, with its enquiry form still the server's HTML (its code not yet asked for). */
async function homeFormBeforeItsCode(page: Page) {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("form", { name: "Send Inquiry form" });
  const island = page.locator("[data-island]", { has: form });
  await expect(island).toHaveAttribute("data-island", "waiting");
  return { form, island };
}

test("the home contact form checks fields, sends, resets and confirms twice @phone", async ({ page }) => {
  await page.goto("/#contact");
  const form = page.getByRole("form", { name: "Send Inquiry form" });
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(form.getByText("Please enter your name")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Full name")).toBeFocused();

  await form.getByLabel("Full name").fill(homeName);
  await form.getByLabel("Email address").fill("not-an-email");
  await form.getByLabel("Phone number").fill("+234 803 123 4567");
  await form.getByLabel("Event type").selectOption("Private Party");
  await form.getByLabel("Event date").fill(inDays(45));
  await form.getByLabel("Tell us about your event").fill("Fiftieth birthday, 120 guests, Ikoyi.");
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();

  await form.getByLabel("Email address").fill("visitor@example.com");
  await pauseLikeAPerson(page);
  // The clock stops, so the follow-up's 2 seconds are counted on it alone.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(form.getByText("Thank you for your inquiry! We will get back to you soon.")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("");
  await page.clock.runFor(1999);
  await expect(form.getByText("Quote Request Sent!")).toBeHidden();
  await page.clock.runFor(1);
  await expect(form.getByText("Quote Request Sent!")).toBeVisible();
  // One message: the follow-up takes the first one's place, and claims no mail the site cannot send.
  await expect(form.getByRole("status")).toHaveCount(1);
  await expect(form.getByText("Thank you for your inquiry! We will get back to you soon.")).toBeHidden();
  await expect(form.getByText("Your request has been submitted. Continue on WhatsApp for a faster reply.")).toBeVisible();
  await expect(form.getByRole("link", { name: "Continue the conversation on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
});

test("the home page's forms load their code as the visitor nears them, keeping what was typed and a send pressed meanwhile @phone", async ({ page }) => {
  const { form, island } = await homeFormBeforeItsCode(page);

  // A slow network: the form's code takes a while once the visitor scrolls down to it.
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await form.getByLabel("Tell us about your event").fill("Typed before the form's code arrived.");
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(island).toHaveAttribute("data-island", "awake");
  // The send was held and made again by the real form, so the browser's checks apply.
  await expect(form.getByText("Please enter your name")).toBeVisible();
  await expect(form.getByLabel("Full name")).toBeFocused();
  await expect(form.getByLabel("Tell us about your event")).toHaveValue("Typed before the form's code arrived.");
  expect(page.url()).toMatch(/\/$/);

  await page.unrouteAll({ behavior: "wait" });
  await fillEnquiry(form, { name: earlyName, email: "early@example.com", phone: "08031112222", eventType: "Wedding", date: inDays(60) });
  await pauseLikeAPerson(page);
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(form.getByText("Thank you for your inquiry! We will get back to you soon.")).toBeVisible();
  // Sent: the form is empty again, the text typed before its code arrived included (issue 48).
  await expect(form.getByLabel("Tell us about your event")).toHaveValue("");
  await expect(form.getByLabel("Full name")).toHaveValue("");
});

test("an address typed into the newsletter field before its code arrived is gone after the sign-up @phone", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  const island = page.locator("[data-island]", { has: form });
  await expect(island).toHaveAttribute("data-island", "waiting");
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const address = `early-${unique}-${test.info().project.name}@example.com`;
  await form.getByLabel("Email address").fill(address); // wakes the island; its code is on its way
  await expect(island).toHaveAttribute("data-island", "awake");
  await expect(form.getByLabel("Email address")).toHaveValue(address);
  // Waits for a held chunk still in the handler: unrouting under it answered "Route is already handled".
  await page.unrouteAll({ behavior: "wait" });
  await pauseLikeAPerson(page);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
  await expect(form.getByLabel("Email address")).toHaveValue("");
});

test("a key pressed at the moment the form's code takes over goes into the real form @phone", async ({ page }) => {
  const { form, island } = await homeFormBeforeItsCode(page);

  let release = () => {};
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await codeHeld;
    await route.continue();
  });
  await form.getByLabel("Full name").click(); // wakes the island; its code is held back
  await form.getByLabel("Full name").pressSequentially("Ada");
  // The island reads the server form's fields once its code has arrived. Right after that read,
  // before anything else runs, the visitor presses a key: it goes to whichever field has focus.
  await form.getByLabel("Full name").evaluate((field: HTMLInputElement) => {
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!;
    Object.defineProperty(field, "value", {
      configurable: true,
      get() {
        // Only the page's own code (not Playwright's, which reads labels and values too).
        if (!new Error().stack?.includes("/_next/static/chunks/")) return native.get!.call(field);
        queueMicrotask(() => {
          const focused = document.activeElement as HTMLInputElement;
          native.set!.call(focused, `${native.get!.call(focused)}!`);
          focused.dispatchEvent(new Event("input", { bubbles: true }));
        });
        delete (field as Partial<HTMLInputElement>).value; // once
        return native.get!.call(field);
      },
    });
  });
  release();
  await expect(island).toHaveAttribute("data-island", "awake");
  await expect(form.getByLabel("Full name")).toHaveValue("Ada!");
  await expect(form.getByLabel("Full name")).toBeFocused();
});

test("a press on Send still down when the form's code arrives is not lost: the form takes over after the release @phone", async ({ page }) => {
  const { form, island } = await homeFormBeforeItsCode(page);

  let release = () => {};
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  let answered = 0;
  await page.route("**/_next/static/chunks/**", async (route) => {
    requested += 1;
    await codeHeld;
    await route.continue();
    answered += 1;
  });
  await form.getByLabel("Tell us about your event").fill("Pressed while the code arrived."); // wakes the island; its code is held back
  await form.getByRole("button", { name: "Send Inquiry" }).hover(); // scrolled into view, the pointer on it
  await page.mouse.down();
  release();
  // The code arrives and runs while the button is still held down (a second after its last chunk;
  // the page's clock is Playwright's, so this is a real wait).
  await expect.poll(() => requested > 0 && answered === requested).toBe(true);
  await page.waitForTimeout(1000);
  expect(answered).toBe(requested);
  await expect(island).toHaveAttribute("data-island", "waiting");
  await page.mouse.up();
  await expect(island).toHaveAttribute("data-island", "awake");
  await expect(form.getByText("Please enter your name")).toBeVisible();
  await expect(form.getByLabel("Full name")).toBeFocused();
  await expect(form.getByLabel("Tell us about your event")).toHaveValue("Pressed while the code arrived.");
  await page.unrouteAll({ behavior: "wait" });
});

test("the contact page form sends venue, guests and budget", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("main").getByRole("link", { name: /^WhatsApp \+234/ })).toHaveCount(3);
  const form = page.getByRole("form", { name: "Send Message form" });
  await fillEnquiry(form, { name: contactName, email: "contact@example.com", phone: "08031234567", eventType: "Concert", date: inDays(100) });
  await form.getByLabel("Venue").fill("Muri Okunola Park");
  await form.getByLabel("Number of guests").fill("800");
  await form.getByLabel("Budget").selectOption("Above ₦5,000,000");
  await pauseLikeAPerson(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Message Sent Successfully!")).toBeVisible();
  await expect(form.getByText("We'll get back to you within 24 hours.")).toBeVisible();
});

test("the full quote page and the short quote form send", async ({ page }) => {
  await page.goto("/quote-full");
  const full = page.getByRole("form", { name: "Request Quote form" });
  await fillEnquiry(full, { name: `Full Quote ${unique}`, email: "full@example.com", phone: "+2348031112222", eventType: "anniversary", date: inDays(30) });
  await pauseLikeAPerson(page);
  await full.getByRole("button", { name: "Request Quote" }).click();
  await expect(full.getByText("Thank you for your inquiry! We will get back to you within 24 hours.")).toBeVisible();

  await page.goto("/quote");
  const short = page.getByRole("form", { name: "Get My Quote form" });
  await expect(short.getByLabel("Email address")).toHaveCount(0);
  await fillEnquiry(short, { name: `Short Quote ${unique}`, phone: "0803 333 4444", eventType: "graduation", date: inDays(20) });
  await pauseLikeAPerson(page);
  await short.getByRole("button", { name: "Get My Quote" }).click();
  await expect(short.getByText("We'll contact you within 24 hours with your quote.")).toBeVisible();
});

test("the newsletter form subscribes, and says so again for the same address", async ({ page }) => {
  await page.goto("/#newsletter");
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Please enter your email address")).toBeVisible();
  await form.getByLabel("Email address").fill(`fan-${unique}@example.com`);
  await pauseLikeAPerson(page);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
  await expect(form.getByLabel("Email address")).toHaveValue("");

  await page.reload();
  await form.getByLabel("Email address").fill(`FAN-${unique}@EXAMPLE.COM`);
  await pauseLikeAPerson(page);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
});

test("a failed submission shows the form's failure message, keeps what was typed, and sends at once on retry", async ({ page }) => {
  await page.goto("/quote");
  const form = page.getByRole("form", { name: "Get My Quote form" });
  await fillEnquiry(form, { name: retriedName, phone: "08035556666", eventType: "wedding", date: inDays(10) });
  await pauseLikeAPerson(page);
  await page.route("**/quote", (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
  await form.getByRole("button", { name: "Get My Quote" }).click();
  await expect(form.getByRole("alert").getByText("Please try again or call us directly.")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue(retriedName);

  // Pressing send again straight away is not mistaken for a bot (the inbox test finds it).
  await page.unroute("**/quote");
  await form.getByRole("button", { name: "Get My Quote" }).click();
  await expect(form.getByText("We'll contact you within 24 hours with your quote.")).toBeVisible();

  await page.goto("/#newsletter");
  await page.route("**/", (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
  const newsletter = page.getByRole("form", { name: "Newsletter sign-up" });
  await newsletter.getByLabel("Email address").fill("offline@example.com");
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByText("Failed to subscribe. Please try again.")).toBeVisible();
});

test.describe("before JavaScript has loaded", () => {
  test.use({ javaScriptEnabled: false });

  test("the short quote form still sends, and still reports field errors", async ({ page }) => {
    await page.goto("/quote");
    const form = page.getByRole("form", { name: "Get My Quote form" });
    await fillEnquiry(form, { name: `No Script ${unique}`, phone: "phone", eventType: "festival", date: inDays(15) });
    await form.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue(`No Script ${unique}`);

    await page.getByLabel("Phone number").fill("08037778888");
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("We'll contact you within 24 hours with your quote.")).toBeVisible();
  });

  test("the home page's newsletter form, whose code loads late, still subscribes", async ({ page }) => {
    await page.goto("/#newsletter");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email address").fill(`no-script-${unique}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("form", { name: "Newsletter sign-up" }).getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
  });
});

test("the admin finds enquiries in the Quote Requests tab and on /notifications @phone", async ({ page }) => {
  const sent = `Inbox Visitor ${unique}`;
  const other = `Other Visitor ${unique}`;
  for (const [name, source, extra] of [
    [sent, "contact", { venue: "Muri Okunola Park", guestCount: 800, budget: "Above ₦5,000,000" }],
    [other, "quote", {}],
  ] as const) {
    const response = await page.request.post("/api/contacts", {
      data: {
        name,
        phone: "08031234567",
        email: source === "contact" ? "inbox@example.com" : undefined,
        eventType: source === "contact" ? "Concert" : "wedding",
        // A day of its own per project and per try: one band plays one event a day, so a day the
        // other project (or this test's first try) booked would be full.
        eventDate: inDays((test.info().project.name === "phone" ? 101 : 100) + 2 * test.info().retry),
        source,
        ...extra,
      },
    });
    expect(response.status()).toBe(201);
  }

  await signInAdmin(page);
  await openAdminTab(page, "Quote Requests");
  const inbox = page.getByRole("list", { name: "Enquiries" });
  await expect(inbox.getByRole("heading", { name: sent })).toBeVisible();
  await expect(inbox.getByRole("heading", { name: other })).toBeVisible();
  await expect(page.getByText("Email is not configured.")).toBeVisible();

  const card = inbox.getByRole("listitem").filter({ hasText: sent });
  await expect(card).toContainText("Muri Okunola Park");
  await expect(card).toContainText("800");
  await expect(card).toContainText("Above ₦5,000,000");
  await expect(card.getByRole("link", { name: /on WhatsApp$/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/2348031234567\?text=/);
  await card.getByRole("combobox", { name: /Status of/ }).selectOption("booked");
  await expect(page.getByText("Status Updated")).toBeVisible();

  // The field stops where the server's limit is: a longer search could only be refused.
  await page.getByLabel("Search").pressSequentially("x".repeat(101));
  await expect(page.getByLabel("Search")).toHaveValue("x".repeat(100));
  await page.getByLabel("Search").fill(unique);
  await page.getByLabel("Status", { exact: true }).selectOption("booked");
  // From the keyboard: the "Status Updated" toast sliding in once took a click's mouse-up.
  await page.getByRole("button", { name: "Filter" }).press("Enter");
  await expect(inbox.getByRole("listitem")).toHaveCount(1);
  await expect(inbox.getByRole("heading", { name: sent })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export enquiries (CSV)" }).click();
  expect((await download).suggestedFilename()).toMatch(/^enquiries-.*\.csv$/);

  await page.goto("/notifications");
  await expect(page.getByRole("heading", { name: "Quote Requests", exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Enquiries" }).getByRole("heading", { name: other })).toBeVisible();
});

test("enquiries sent through the forms reach the inbox", async ({ page }) => {
  await signInAdmin(page, "/notifications");
  const inbox = page.getByRole("list", { name: "Enquiries" });
  for (const name of [homeName, contactName, retriedName, earlyName, `Full Quote ${unique}`, `Short Quote ${unique}`, `No Script ${unique}`]) {
    await expect(inbox.getByRole("heading", { name })).toBeVisible();
  }
});

test("the notifications page has its own sign-in with its own messages", async ({ page }) => {
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { name: "Quote Requests — Admin Login" })).toBeVisible();
  await page.getByLabel("Username").fill("e2e-admin");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid credentials")).toBeVisible();
  await signInAdmin(page, "/notifications");
  await expect(page.getByRole("list", { name: "Enquiries" })).toBeVisible();
});
