import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
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
});

test.afterAll(async () => {
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
 * Sends the page's form to `server` instead of the server that showed it, as a proxy's other
 * upstream would (behind one public address, so its Origin is that server's own).
 */
const sendTo =
  (server: ProductionServer, change: (route: Route) => { postData?: Buffer; headers?: Record<string, string> } = () => ({})) =>
  async (route: Route) => {
    if (route.request().method() !== "POST") return route.continue();
    const url = new URL(route.request().url());
    const changed = change(route);
    await route.continue({ url: `${server.url}${url.pathname}${url.search}`, postData: changed.postData, headers: { ...route.request().headers(), ...changed.headers, origin: server.url } });
  };

async function fillQuote(page: Page, name: string, { hydrated = false } = {}) {
  const form = page.getByRole("form", { name: "Get My Quote form" });
  // Hydrated, React sends the form itself (a fetch naming the action in its Next-Action header).
  if (hydrated) await expect(form).toHaveAttribute("action", /^javascript:/);
  await fillEnquiry(form, { name, phone: "08037778888", eventType: "wedding", date });
  return form;
}

test("the two builds have one build id, the commit's, and the same chunk URLs", async () => {
  const copyRoot = process.env.E2E_SECOND_COPY ?? ownCopy;
  const firstId = readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8");
  expect(readFileSync(path.join(copyRoot, ".next", "BUILD_ID"), "utf8")).toBe(firstId);
  const scripts = async (server: ProductionServer) => [...(await (await fetch(`${server.url}/quote`)).text()).matchAll(/src="(\/_next\/static\/[^"]+)"/g)].map((match) => match[1]).sort();
  const [fromFirst, fromSecond] = [await scripts(first), await scripts(second)];
  expect(fromFirst.length).toBeGreaterThan(0);
  expect(fromSecond).toEqual(fromFirst);
  for (const chunk of fromFirst) expect((await fetch(`${second.url}${chunk}`)).status, chunk).toBe(200);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a form shown by one server and sent to the other is stored", async ({ page }) => {
    const name = `Apart NoScript ${unique}`;
    await page.goto(`${first.url}/quote`);
    await page.route(`${first.url}/**`, sendTo(second));
    const form = await fillQuote(page, name);
    await form.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("Quote Request Sent!")).toBeVisible();
    expect(storedNamed(name)).toBe(1);
  });

  test("a form naming an action this build does not have comes back with the words, and sends with one press", async ({ page }) => {
    const name = `Apart Renamed ${unique} Adé`;
    await page.goto(`${first.url}/quote`);
    // A release that renamed the action: the page names an id the server does not know.
    await page.route(`${first.url}/**`, sendTo(second, (route) => ({ postData: Buffer.from(route.request().postDataBuffer()!.toString("latin1").replace(/"id":"[0-9a-f]+"/, `"id":"${UNKNOWN_ACTION}"`), "latin1") })));
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
    expect(storedNamed(name)).toBe(1);
  });
});

test.describe("with JavaScript", () => {
  test("a form shown by one server and sent to the other is stored", async ({ page }) => {
    const name = `Apart Script ${unique}`;
    await page.goto(`${first.url}/quote`);
    await page.route(`${first.url}/**`, sendTo(second));
    const form = await fillQuote(page, name, { hydrated: true });
    await form.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("Quote Request Sent!")).toBeVisible();
    expect(storedNamed(name)).toBe(1);
  });

  test("a form naming an action the server does not have sends once more to its fixed address, and is stored", async ({ page }) => {
    const name = `Apart Script Renamed ${unique}`;
    await page.goto(`${first.url}/quote`);
    const resent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") resent.push(new URL(request.url()).pathname);
    });
    await page.route(`${first.url}/quote`, sendTo(second, () => ({ headers: { "next-action": UNKNOWN_ACTION } })));
    const form = await fillQuote(page, name, { hydrated: true });
    await form.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("Quote Request Sent!")).toBeVisible();
    expect(resent.filter((sent) => sent === "/quote" || sent.startsWith("/api/forms/"))).toEqual(["/quote", "/api/forms/enquiry"]);
    expect(storedNamed(name)).toBe(1);
  });

  test("when the second send fails too, the words stay and the form says the site was updated", async ({ page }) => {
    const name = `Apart Script Twice ${unique}`;
    await page.goto(`${first.url}/quote`);
    await page.route(`${first.url}/quote`, sendTo(second, () => ({ headers: { "next-action": UNKNOWN_ACTION } })));
    await page.route(`${first.url}/api/forms/enquiry`, (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    const form = await fillQuote(page, name, { hydrated: true });
    await form.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("The site was just updated while this page was open")).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue(name);
    expect(storedNamed(name)).toBe(0);
  });
});
