import { expect, test, type Page, type Request } from "@playwright/test";
import { TOTP_STEP_MS, totpCode } from "../support/totp";
import { ownAdmin, startOwnServer, type OwnServer } from "./own-server";
import { openAdminTab } from "./support";

// Two-factor sign-in on a server of this spec's own: the shared e2e admin, which the other specs
// sign in with (no code), never gets a second factor.

test.describe.configure({ mode: "serial" });

let server: OwnServer;
let manualKey = "";
let recoveryCodes: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.stop();
});

async function enterPassword(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByLabel("Username").fill(ownAdmin.username);
  await page.getByLabel("Password").fill(ownAdmin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The JSON bodies the page posts to /api/admin/login, in order. */
function recordLoginBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/admin/login") bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

const PENDING_COOKIE = "__Host-band-admin-2fa-pending";

/** Codes are single-use per 30-second step: wait until the app would show a new one. */
const waitForNextStep = (page: Page) => page.waitForTimeout(TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 1000);

async function logout(page: Page) {
  await page.goto(`${server.url}/admin`);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
}

test("the admin turns on two-factor sign-in with the manual key and gets ten recovery codes", async ({ page }) => {
  await enterPassword(page, "/admin");
  await openAdminTab(page, "Security");
  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  await expect(section).toContainText("Off.");
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();

  await expect(section.getByRole("img", { name: "QR code for your authenticator app" }).locator("svg")).toBeVisible();
  manualKey = (await section.getByTestId("two-factor-manual-key").textContent()) ?? "";
  expect(manualKey.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);
  // On the phone that holds the authenticator: a link that opens it with the key and the issuer.
  const otpauth = new URL((await section.getByRole("link", { name: "Open in authenticator app" }).getAttribute("href"))!);
  expect(otpauth.protocol).toBe("otpauth:");
  expect(otpauth.searchParams.get("secret")).toBe(manualKey.replace(/\s/g, ""));
  expect(otpauth.searchParams.get("issuer")).toBe("Eko Live Band & Entertainment");
  await expect(section.getByRole("button", { name: "Copy key" })).toBeVisible();

  const code = section.getByLabel("Code from the app");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await code.fill(totpCode(manualKey) === "000000" ? "111111" : "000000");
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(section.getByRole("alert")).toContainText("That code is not correct");

  await code.fill(totpCode(manualKey));
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  // The status line agrees with the toast while the codes wait to be saved.
  await expect(section).toContainText("On. Save your recovery codes below");
  await expect(section).not.toContainText("Off.");
  recoveryCodes = await codes.allTextContents();
  await section.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(section).toContainText("10 of 10 recovery codes left");
});

// Each test has a fresh browser: it starts signed out.
test("signing in at /admin asks for a code after the password; a wrong one is refused, the right one opens the panel", async ({ page, context }) => {
  const bodies = recordLoginBodies(page);
  await enterPassword(page, "/admin");
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toHaveCount(0);

  await code.fill(totpCode(manualKey, Date.now() + TOTP_STEP_MS) === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That code is not correct or has already been used" })).toBeVisible();

  // The step after the one used to enable it: the app's next code, inside the accepted window.
  await code.fill(totpCode(manualKey, Date.now() + TOTP_STEP_MS));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();

  // The password went once; the code steps carried the username and the code, the pending sign-in
  // its httpOnly cookie, which is gone once signed in.
  expect(bodies).toHaveLength(3);
  expect(bodies[0]).toEqual({ username: ownAdmin.username, password: ownAdmin.password });
  for (const body of bodies.slice(1)) {
    expect(Object.keys(body).sort()).toEqual(["code", "username"]);
    expect(JSON.stringify(body)).not.toContain(ownAdmin.password);
  }
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(PENDING_COOKIE);
});

test("an expired pending sign-in sends the admin back to the password step with a message", async ({ page, context }) => {
  await enterPassword(page, "/admin");
  await expect(page.getByLabel("Authentication code")).toBeFocused();
  const pending = (await context.cookies()).find((cookie) => cookie.name === PENDING_COOKIE);
  expect(pending).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: true, path: "/" });
  // What the browser holds after five minutes: no pending sign-in.
  await context.clearCookies({ name: PENDING_COOKIE });

  await page.getByLabel("Authentication code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your sign-in has expired. Enter your username and password again." })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue(ownAdmin.username);
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByLabel("Password")).toBeFocused();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toHaveCount(0);
});

test("a recovery code signs in once, at /notifications; used again at the logo manager it is refused", async ({ page }) => {
  await enterPassword(page, "/notifications");
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Quote Requests", exact: true })).toBeVisible();

  await logout(page);
  await enterPassword(page, "/simple-logo-manager");
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That code is not correct or has already been used" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);

  await page.getByRole("button", { name: "Use a code from the app" }).click();
  await waitForNextStep(page);
  await page.getByLabel("Authentication code").fill(totpCode(manualKey, Date.now() + TOTP_STEP_MS));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Simple Logo Manager" })).toBeVisible();
});

test("next-auth's own sign-in answers the password with a pending sign-in, then takes a recovery code without it", async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const post = (fields: Record<string, string>) =>
    api.post("/api/auth/callback/credentials", { form: { csrfToken, username: ownAdmin.username, json: "true", ...fields }, maxRedirects: 0 });

  const alone = await post({ password: ownAdmin.password });
  expect(decodeURIComponent((await alone.json()).url)).toContain("Enter the code from your authenticator app");
  expect((await (await api.get("/api/admin/check")).json()).authenticated).toBe(false);
  expect((await api.storageState()).cookies.map((cookie) => cookie.name)).toContain(PENDING_COOKIE);
  // The password with a wrong code at once (the locked-out browser's one step) signs nobody in.
  await post({ password: ownAdmin.password, code: "zzzz-zzzz-zzzz-zzzz" });
  expect((await (await api.get("/api/admin/check")).json()).authenticated).toBe(false);

  expect((await post({ code: recoveryCodes[1]! })).status()).toBe(200);
  expect((await (await api.get("/api/admin/check")).json()).authenticated).toBe(true);
  await api.dispose();
});

test("the admin makes new recovery codes, then turns two-factor sign-in off with their password; the password alone signs in again", async ({ page }) => {
  await enterPassword(page, "/admin");
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[2]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await openAdminTab(page, "Security");
  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  await expect(section).toContainText("7 of 10 recovery codes left");

  // Ten new recovery codes, shown once, in place of the old ones.
  const renew = section.getByRole("form", { name: "New recovery codes" });
  await renew.getByRole("button", { name: "Make new recovery codes" }).click();
  await expect(renew.getByRole("alert")).toHaveText("Enter your current password or a code");
  await renew.getByLabel("Current password").fill("not-my-password");
  await renew.getByRole("button", { name: "Make new recovery codes" }).click();
  await expect(renew.getByRole("alert")).toHaveText("The password or code is not correct");
  await renew.getByLabel("Current password").fill(ownAdmin.password);
  await renew.getByRole("button", { name: "Make new recovery codes" }).click();
  const newCodeItems = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(newCodeItems).toHaveCount(10);
  const newCodes = (await newCodeItems.allTextContents()).map((code) => code.trim());
  expect(newCodes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
  await expect(section.getByRole("heading", { name: "Your recovery codes" })).toBeFocused();
  await section.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(section).toContainText("10 of 10 recovery codes left");

  const turnOff = section.getByRole("form", { name: "Turn off two-factor sign-in" });
  await turnOff.getByLabel("Current password").fill(ownAdmin.password);
  await turnOff.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(section).toContainText("Off.");

  // Every change is in the audit log.
  await page.reload(); // the tab is a URL: the reload stays on it
  await expect(page).toHaveURL(/\/admin\/security$/);
  const rows = page.getByRole("table", { name: "Audit events" }).getByRole("row");
  await expect(rows.filter({ hasText: "Two-factor off" }).filter({ hasText: "Succeeded" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Two-factor on" }).filter({ hasText: "Succeeded" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Recovery code used" })).toHaveCount(3);
  await expect(rows.filter({ hasText: "New recovery codes" }).filter({ hasText: "Failed" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "New recovery codes" }).filter({ hasText: "Succeeded" })).toHaveCount(1);

  await logout(page);
  await enterPassword(page, "/admin");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
});
