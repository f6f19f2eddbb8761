import { expect, test } from "@playwright/test";
import { ownAdmin, startOwnServer, type OwnServer } from "./own-server";
import { openAdminTab } from "./support";

// The Security tab on a server of this spec's own: changing the admin's password there must not
// disturb the specs that share the e2e admin.

test.describe.configure({ mode: "serial" });

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.stop();
});

const NEW_PASSWORD = "a-fresh-stage-passphrase";

test("the admin changes their password in the Security tab, which ends their other sessions", async ({ page, playwright }) => {
  const elsewhere = await playwright.request.newContext({ baseURL: server.url });
  expect((await elsewhere.post("/api/admin/login", { data: ownAdmin })).status()).toBe(200);

  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Username").fill(ownAdmin.username);
  await page.getByLabel("Password").fill(ownAdmin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await openAdminTab(page, "Security");

  const form = page.getByRole("region", { name: "Change password" });
  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("New password", { exact: true }).fill("too-short");
  await form.getByLabel("Confirm new password").fill("too-short");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Password must be at least 12 characters")).toBeVisible();

  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is not correct")).toBeVisible();

  await form.getByLabel("Current password").fill(ownAdmin.password);
  await form.getByLabel("New password", { exact: true }).fill("qwerty123456");
  await form.getByLabel("Confirm new password").fill("qwerty123456");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/commonly used passwords/)).toBeVisible();

  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  // The other browser's sign-in and the one own-server.ts made at start-up.
  await expect(page.getByText("Signed out 2 other sessions.")).toBeVisible();
  await expect(form.getByLabel("Current password")).toHaveValue("");
  // The tab's list follows at once: only this browser is still signed in.
  const sessions = page.getByRole("region", { name: "Active sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByRole("listitem")).toContainText("This device");

  expect(await (await elsewhere.get("/api/admin/check")).json()).toEqual({ authenticated: false });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByLabel("Username").fill(ownAdmin.username);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await elsewhere.dispose();
});

test("the admin sees their sessions and ends another one, whose cookie is refused at once", async ({ page, playwright }) => {
  const phone = await playwright.request.newContext({
    baseURL: server.url,
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  });
  expect((await phone.post("/api/admin/login", { data: { username: ownAdmin.username, password: NEW_PASSWORD } })).status()).toBe(200);

  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Username").fill(ownAdmin.username);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await openAdminTab(page, "Security");

  const sessions = page.getByRole("region", { name: "Active sessions" });
  await expect(sessions.getByRole("listitem").first()).toContainText("This device");
  await sessions.getByRole("button", { name: /Sign out Chrome on Android/ }).click();
  await expect(page.getByText("Chrome on Android is signed out.")).toBeVisible();
  await expect(sessions.getByText("Chrome on Android")).toHaveCount(0);
  expect(await (await phone.get("/api/admin/check")).json()).toEqual({ authenticated: false });
  await phone.dispose();

  // The audit log shows what just happened, and filters.
  await page.reload(); // the tab is a URL: the reload stays on it
  await expect(page).toHaveURL(/\/admin\/security$/);
  const audit = page.getByRole("region", { name: "Audit log" });
  await expect(audit.getByRole("row").nth(1)).toContainText("Session ended");
  await audit.getByLabel("Action").selectOption("password-change");
  await expect(audit.getByRole("cell", { name: "Password change" }).first()).toBeVisible();
  await audit.getByLabel("Outcome").selectOption("failure");
  await expect(audit.getByRole("cell", { name: "Failed" }).first()).toBeVisible();
  await expect(audit.getByRole("cell", { name: "Succeeded" })).toHaveCount(0);
});

test("next-auth's own sign-out revokes the session, so a kept copy of the cookie stops working", async ({ playwright }) => {
  const browser = await playwright.request.newContext({ baseURL: server.url });
  expect((await browser.post("/api/admin/login", { data: { username: ownAdmin.username, password: NEW_PASSWORD } })).status()).toBe(200);
  const { cookies } = await browser.storageState();
  const copy = cookies
    .filter((cookie) => cookie.name.includes("next-auth.session-token"))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
  expect(copy).not.toBe("");

  const { csrfToken } = (await (await browser.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const signedOut = await browser.post("/api/auth/signout", { form: { csrfToken, json: "true" }, headers: { origin: server.url }, maxRedirects: 0 });
  expect(signedOut.status()).toBeLessThan(400);

  const thief = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: { cookie: copy } });
  expect(await (await thief.get("/api/admin/check")).json()).toEqual({ authenticated: false });
  await thief.dispose();
  await browser.dispose();
});
