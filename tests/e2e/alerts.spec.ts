import { request as httpRequest, type BrowserContext } from "@playwright/test";
import { fakePushUrl } from "../../playwright.config";
import { adminTabBar, expect, inDays, openAdminTab, signInAdmin, test } from "./support";

// Issue 45 in the browser: the admin turns alerts on in Settings (Chromium, the notification
// permission granted by the test), a visitor's enquiry is pushed by the server through the local
// push service, and the panel's service worker shows it and opens the enquiry on a click.
//
// Headless Chromium cannot reach Google's push service, so its PushManager hands out a
// subscription on the local one (the page's subscribe() is replaced); the server encrypts and
// signs the push for it exactly as for Google's, the local service checks and decrypts it, and the
// test delivers what arrived to the service worker through DevTools (ServiceWorker.deliverPushMessage).

type Received = { subscription: string; payload: { title: string; body: string; url: string; tag: string } };

async function fakeBrowserPush(context: BrowserContext) {
  const control = await httpRequest.newContext({ ignoreHTTPSErrors: true });
  const subscription = (await (await control.post(`${fakePushUrl}/control/subscribe`)).json()) as { endpoint: string };
  await context.addInitScript((json: { endpoint: string }) => {
    const stored = "e2e-push-subscription";
    const fake = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: {},
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => (localStorage.removeItem(stored), true),
    };
    PushManager.prototype.subscribe = async () => (localStorage.setItem(stored, "1"), fake as unknown as PushSubscription);
    PushManager.prototype.getSubscription = async () => (localStorage.getItem(stored) ? (fake as unknown as PushSubscription) : null);
  }, subscription);
  const id = subscription.endpoint.split("/").pop()!;
  const received = async () => ((await (await control.get(`${fakePushUrl}/control/received`)).json()) as Received[]).filter((push) => push.subscription === id);
  return { received };
}

test("alerts on this device: an enquiry shows a notification naming the client, and a click opens it", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["notifications"], { origin: baseURL! });
  const service = await fakeBrowserPush(context);
  await signInAdmin(page);
  await openAdminTab(page, "Settings");
  await page.getByRole("button", { name: "Turn on alerts on this device" }).click();
  await expect(page.getByText("Alerts On", { exact: true })).toBeVisible();
  await expect(page.getByText("Alerts are on for this device.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Devices that get alerts" })).toContainText("(this device)");

  // DevTools: the panel's service worker registration, to deliver the push to.
  const devtools = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  devtools.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await devtools.send("ServiceWorker.enable");
  await expect.poll(() => registrations.get(`${baseURL}/admin`)).toBeTruthy();

  const name = `Kemi Alert ${Date.now()}`;
  const enquiry = await page.request.post("/api/contacts", { data: { name, phone: "08031234599", eventType: "Wedding", eventDate: inDays(70), source: "quote" } });
  expect(enquiry.status()).toBe(201);
  await expect.poll(async () => (await service.received()).length, { timeout: 15_000 }).toBe(1);
  const [push] = await service.received();
  expect(push!.payload.title).toBe(`New enquiry: ${name}`);

  await devtools.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(baseURL!).origin,
    registrationId: registrations.get(`${baseURL}/admin`)!,
    data: JSON.stringify(push!.payload),
  });
  const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((note) => ({ title: note.title, body: note.body })));
  await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: `New enquiry: ${name}`, body: push!.payload.body }]);

  // A click on it (the worker's own notificationclick handler) opens that enquiry in the panel.
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith("/admin-sw.js"))!;
  await worker.evaluate(async () => {
    type WorkerScope = {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification: notification! }));
  });
  await expect(page).toHaveURL(new RegExp(`${push!.payload.url.replace("?", "\\?")}$`));
  const card = page.locator("li[aria-current='true']");
  await expect(card).toContainText(name);
  await expect(card).toContainText(/Waiting: answer within 23 h/);

  // The reply clock stops when the band says it replied.
  await card.getByRole("button", { name: `I replied by phone or WhatsApp to ${name}` }).click();
  await expect(card).toContainText(/answered in \d+ min/);

  // Alerts off for this device: it leaves the list.
  await openAdminTab(page, "Settings");
  await page
    .getByRole("list", { name: "Devices that get alerts" })
    .getByRole("button", { name: /Remove/ })
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Turn on alerts on this device" })).toBeVisible();
});

test("the panel is an installable app whose worker only shows alerts", async ({ page }) => {
  const manifest = (await (await page.request.get("/admin-app/manifest.webmanifest")).json()) as {
    scope: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ scope: "/admin", start_url: "/admin/enquiries", display: "standalone" });
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
  const worker = await (await page.request.get("/admin-sw.js")).text();
  expect(worker).toContain('addEventListener("push"');
  expect(worker).not.toMatch(/addEventListener\("fetch"|caches\./); // never caches panel pages or data
  await signInAdmin(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin-app/manifest.webmanifest");
  // The tab's icon is the site's: without one declared the browser asked for /favicon.ico (a 404).
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  const iconAnswer = await page.request.get((await icon.getAttribute("href"))!);
  expect(iconAnswer.headers()["content-type"]).toBe("image/svg+xml");
});

test("with the reply promise at 48 hours, no public page says 24 hours", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAdmin(page);
  await expect(adminTabBar(page)).toBeVisible();
  const put = (replyHours: number) => page.request.put("/api/admin/settings", { data: { replyHours } });
  expect((await put(48)).status()).toBe(200);
  try {
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of [...paths, "/quote", "/quote-full"]) {
      await expect
        .poll(async () => (await (await page.request.get(path)).text()).match(/24 hours|24-hour|\{reply time\}/)?.[0] ?? "none", {
          message: path,
          timeout: 20_000,
          intervals: [500],
        })
        .toBe("none");
    }
    for (const path of ["/", "/contact", "/quote", "/quote-full", "/services", "/terms-of-service", "/privacy-policy"]) {
      expect(await (await page.request.get(path)).text(), path).toContain("48 hours");
    }
  } finally {
    expect((await put(24)).status()).toBe(200);
  }
});
