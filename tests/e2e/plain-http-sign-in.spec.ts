import { e2eAdmin, e2eChromium } from "../../playwright.config";
import { expect, test } from "./support";

// A phone on the band's Wi-Fi opening http://<the server's address>/admin: the browser drops the
// Secure session cookie. Chromium here resolves band.test to this machine, so the page is served
// over plain HTTP on an address that is not localhost, as it is for that phone.
test.use({
  launchOptions: {
    ...e2eChromium,
    args: [...e2eChromium.args, "--host-resolver-rules=MAP band.test 127.0.0.1"],
  },
});

const PLAIN_HTTP = /This address uses plain HTTP, so your browser will not keep the sign-in\. .*SECURE_COOKIES=0/;

test("sign-in over plain HTTP from another device says what to do, and never announces a sign-in that did not happen", async ({ page, baseURL }) => {
  const lanUrl = `http://band.test:${new URL(baseURL!).port}`;
  await page.goto(`${lanUrl}/admin`);
  const form = page.locator("main");
  await expect(form.getByRole("alert").filter({ hasText: PLAIN_HTTP })).toBeVisible();
  await expect(form.getByRole("button", { name: "Sign In" })).toBeDisabled();

  // Tried anyway (the button forced on): the server accepts the password, the browser keeps no
  // session, and the form says so instead of "Login Successful".
  await form.getByLabel("Username").fill(e2eAdmin.username);
  await form.getByLabel("Password").fill(e2eAdmin.password);
  await form.getByRole("button", { name: "Sign In" }).evaluate((button: HTMLButtonElement) => {
    button.disabled = false;
    button.click();
  });
  await expect(page.getByText("The password was accepted but your browser did not keep the sign-in.", { exact: false })).toBeVisible();
  await expect(page.getByText("Login Successful")).toHaveCount(0);
  await expect(form.getByLabel("Password")).toBeVisible();
});

test("on the machine itself (localhost) the same form has no warning", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByText(PLAIN_HTTP)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
});
