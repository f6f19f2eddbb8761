import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import type { Page, Route } from "@playwright/test";
import { builtActionsKey } from "../../scripts/lib/build-identity.mjs";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";
import { buildProjectCopy } from "../../scripts/lib/project-copy.mjs";
import { fillEnquiry } from "./support";
import { expect, test } from "@playwright/test";

// Two servers of one commit, each built apart (this checkout's build and a copy's, npm test's
// "Second build" step; built here when the spec runs alone), on one database: a form either one
// shows reaches the band through the other, with or without JavaScript. And a page of a build
// whose action this server does not have (a release that renamed it) never loses the visitor's
// words: without JavaScript they come back at /send-again to send with one press; with it, the
// form sends once more to the action's fixed address.
test.describe.configure({ mode: "serial" });

const root = process.cwd();
let shared = "";
let ownCopy = "";
let first: ProductionServer;
let second: ProductionServer;
let balancer: { url: string; close: () => void };
const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
const unique = Date.now().toString(36);
const UNKNOWN_ACTION = `60${"ab".repeat(20)}`;

test.beforeAll(async () => {
  test.setTimeout(900_000);
  let copyRoot = process.env.E2E_SECOND_COPY;
  if (!copyRoot) {
    ownCopy = mkdtempSync(path.join(os.tmpdir(), "band-second-copy-"));
    copyRoot = buildProjectCopy(ownCopy, { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: builtActionsKey(path.join(root, ".next")) ?? "" });
  }
  shared = mkdtempSync(path.join(os.tmpdir(), "band-built-apart-"));
  const env = { DATABASE_URL: `file:${path.join(shared, "band.db")}` };
  first = await startProductionServer({ prefix: "band-apart-first-", env });
  second = await startProductionServer({ prefix: "band-apart-second-", env, root: copyRoot });
  balancer = await startBalancer();
});

// Each test: the page from the first server (this checkout's build), the form to the second (the copy's).
test.beforeEach(() => {
  upstream.show = first;
  upstream.send = second;
});

test.afterAll(async () => {
  balancer?.close();
  await first?.stop();
  await second?.stop();
  rmSync(shared, { recursive: true, force: true });
  if (ownCopy) rmSync(ownCopy, { recursive: true, force: true });
});

const storedNamed = (name: string) => {
  const db = new Database(path.join(shared, "band.db"), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS count FROM contacts WHERE name = ?").get(name) as { count: number }).count;
  } finally {
    db.close();
  }
};

/**
 * The load balancer in front of both: one public address (so a form's Origin is the site's, as
 * behind nginx), pages from `upstream.show` and every form sent to `upstream.send`.
 */
const upstream: { show?: ProductionServer; send?: ProductionServer } = {};
function startBalancer(): Promise<{ url: string; close: () => void }> {
  const balancer = http.createServer((request, response) => {
    const target = new URL((request.method === "POST" ? upstream.send : upstream.show)!.url);
    const forwarded = http.request({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  return new Promise((resolve) =>
    balancer.listen(0, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`, close: () => balancer.close() })),
  );
}

/** A page of a build whose action the server lacks (a release renamed it): the form names an unknown id. */
const withUnknownAction = {
  withoutScript: (route: Route) =>
    route.request().method() === "POST"
      ? route.continue({
          postData: Buffer.from(
            route
              .request()
              .postDataBuffer()!
              .toString("latin1")
              .replace(/"id":"[0-9a-f]+"/, `"id":"${UNKNOWN_ACTION}"`),
            "latin1",
          ),
        })
      : route.continue(),
  withScript: (route: Route) =>
    route.request().method() === "POST" && route.request().headers()["next-action"]
      ? route.continue({ headers: { ...route.request().headers(), "next-action": UNKNOWN_ACTION } })
      : route.continue(),
};

/** The next visit of `path` arrives as a send of another build would (its GET turned into that POST), with the page's scripts running. */
async function arriveWithStaleSend(page: Page, path: string, fields: Record<string, string>) {
  const boundary = "----band-send-again";
  const all = { $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id: UNKNOWN_ACTION, bound: "$@1" }), ...fields };
  const body =
    Object.entries(all)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") + `--${boundary}--\r\n`;
  await page.route(`${balancer.url}${path}`, (route) =>
    route.request().method() === "GET"
      ? route.continue({
          method: "POST",
          postData: Buffer.from(body, "utf8"),
          headers: { ...route.request().headers(), "content-type": `multipart/form-data; boundary=${boundary}` },
        })
      : route.continue(),
  );
}

async function fillQuote(page: Page, name: string, { hydrated = false } = {}) {
  const form = page.getByRole("form", { name: "Get My Quote form" });
  // Hydrated (React's props on the element), React sends the form itself: a fetch naming the action in its Next-Action header.
  if (hydrated) await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))), { timeout: 15_000 }).toBe(true);
  await fillEnquiry(form, { name, phone: "08037778888", eventType: "wedding", date });
  return form;
}

test("the two builds have one build id, the commit's, and the same chunk URLs", async () => {
  const copyRoot = process.env.E2E_SECOND_COPY ?? ownCopy;
  const firstId = readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8");
  expect(readFileSync(path.join(copyRoot, ".next", "BUILD_ID"), "utf8")).toBe(firstId);
  const scripts = async (server: ProductionServer) =>
    [...(await (await fetch(`${server.url}/quote`)).text()).matchAll(/src="(\/_next\/static\/[^"]+)"/g)].map((match) => match[1]).sort();
  const [fromFirst, fromSecond] = [await scripts(first), await scripts(second)];
  expect(fromFirst.length).toBeGreaterThan(0);
  expect(fromSecond).toEqual(fromFirst);
  for (const chunk of fromFirst) expect((await fetch(`${second.url}${chunk}`)).status, chunk).toBe(200);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a form shown by one server and sent to the other is stored", async ({ page }) => {
    const name = `Apart NoScript ${unique}`;
    await page.goto(`${balancer.url}/quote`);
    const form = await fillQuote(page, name);
    await form.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("Quote Request Sent!")).toBeVisible();
    expect(storedNamed(name)).toBe(1);
  });

  test("a form naming an action this build does not have comes back with the words, and sends with one press", async ({ page }) => {
    const name = `Apart Renamed ${unique} Adé`;
    await page.goto(`${balancer.url}/quote`);
    // A release that renamed the action: the page names an id the server does not know.
    await page.route(`${balancer.url}/quote`, withUnknownAction.withoutScript);
    const form = await fillQuote(page, name);
    await form.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByRole("heading", { name: "Please send that again" })).toBeVisible();
    await expect(page.getByText("The site was updated while this page was open")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue(name);
    await expect(page.getByLabel("Phone number")).toHaveValue("08037778888");
    expect(storedNamed(name), "not stored yet: the visitor is asked").toBe(0);
    await page.unrouteAll();
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("Quote Request Sent!")).toBeVisible();
    // Sent: the page no longer asks for it again.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get a quick quote");
    expect(storedNamed(name)).toBe(1);
  });
  test("the newsletter's sign-up of another build comes back with the address, and subscribes with one press", async ({ page }) => {
    const email = `apart-${unique}@example.ng`;
    await page.goto(`${balancer.url}/`);
    await page.route(`${balancer.url}/`, withUnknownAction.withoutScript);
    const signUp = page.getByRole("form", { name: "Newsletter sign-up" });
    await signUp.getByLabel("Email address").fill(email);
    await signUp.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { name: "Please send that again" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Newsletter sign-up" }).getByLabel("Email address")).toHaveValue(email);
    await page.unrouteAll();
    await page.getByRole("form", { name: "Newsletter sign-up" }).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test("the send-again page is accessible in both themes", async ({ page }) => {
    await arriveWithStaleSend(page, "/contact", { formSource: "contact", name: "Ọmọ Ìyá Mi", message: "Jùjú at our wedding" });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${balancer.url}/contact`);
      await expect(page.getByRole("heading", { name: "Please send that again" })).toBeVisible();
      await expect(page.getByLabel("Additional details")).toHaveValue("Jùjú at our wedding");
      expect((await new AxeBuilder({ page }).analyze()).violations, colorScheme).toEqual([]);
    }
  });

  test("sent from the send-again page with its script running, the words are stored and the page stops asking", async ({ page }) => {
    const name = `Apart Again Script ${unique}`;
    await arriveWithStaleSend(page, "/quote", { formSource: "quote", name, phone: "08037778888", eventType: "wedding", eventDate: date });
    await page.goto(`${balancer.url}/quote`);
    await page.unrouteAll();
    const form = page.getByRole("form", { name: "Get My Quote form" });
    await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))), { timeout: 15_000 }).toBe(true);
    await form.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("Quote Request Sent!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Please send that again" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get a quick quote");
    expect(storedNamed(name)).toBe(1);
  });

  test("a form shown by one server and sent to the other is stored", async ({ page }) => {
    const name = `Apart Script ${unique}`;
    await page.goto(`${balancer.url}/quote`);
    const form = await fillQuote(page, name, { hydrated: true });
    await form.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("Quote Request Sent!")).toBeVisible();
    expect(storedNamed(name)).toBe(1);
  });

  test("a form naming an action the server does not have sends once more to its fixed address, and is stored", async ({ page }) => {
    const name = `Apart Script Renamed ${unique}`;
    await page.goto(`${balancer.url}/quote`);
    const resent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") resent.push(new URL(request.url()).pathname);
    });
    await page.route(`${balancer.url}/quote`, withUnknownAction.withScript);
    const form = await fillQuote(page, name, { hydrated: true });
    await form.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("Quote Request Sent!")).toBeVisible();
    expect(resent.filter((sent) => sent === "/quote" || sent.startsWith("/api/forms/"))).toEqual(["/quote", "/api/forms/enquiry"]);
    expect(storedNamed(name)).toBe(1);
  });

  test("when the second send fails too, the words stay and the form says the site was updated", async ({ page }) => {
    const name = `Apart Script Twice ${unique}`;
    await page.goto(`${balancer.url}/quote`);
    await page.route(`${balancer.url}/quote`, withUnknownAction.withScript);
    await page.route(`${balancer.url}/api/forms/enquiry`, (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    const form = await fillQuote(page, name, { hydrated: true });
    await form.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("The site was just updated while this page was open")).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue(name);
    expect(storedNamed(name)).toBe(0);
  });
});
