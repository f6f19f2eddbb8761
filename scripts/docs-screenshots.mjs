#!/usr/bin/env node
// `npm run docs:screenshots`: the pictures of the README and the band's guide (docs/images/),
// taken from the running site, so they are refreshed by this one command and never by hand.
// Starts the production build on a throwaway DATA_DIR with the demo content (building first when
// there is no build), signs in as a throwaway admin, and takes the home page and every tab of the
// panel (found from its tab bar, so a new tab is pictured without changing this script) at a
// desktop width, plus the home page and the panel's first tab on a phone.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { createRequire } from "node:module";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { root } from "./lib/run.mjs";
import { startProductionServer } from "./lib/production-server.mjs";

const require = createRequire(path.join(root, "package.json"));
const { chromium } = require("playwright-core");

const out = path.join(root, "docs", "images");
const admin = { username: "guide", password: "guide-screenshots-password" };
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

mkdirSync(out, { recursive: true });
console.log("Starting the production server with the demo content…");
const server = await startProductionServer({ env: { SEED_DEMO: "1", ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password }, prefix: "band-docs-" });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

/** One picture: JPEG keeps the repository small; the viewport only, as a person first sees it. */
async function shoot(page, name) {
  const file = path.join(out, `${name}.jpg`);
  await page.screenshot({ path: file, type: "jpeg", quality: 70 });
  console.log(`docs/images/${name}.jpg`);
}

async function signIn(page) {
  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Username").fill(admin.username);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("navigation", { name: "Admin sections" }).waitFor();
}

try {
  // The tabs as the desktop's tab strip lists them (on a phone they are in a closed menu).
  let tabs = [];
  for (const [device, viewport] of Object.entries({ desktop, phone })) {
    const context = await browser.newContext({ viewport, colorScheme: "light", deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await shoot(page, `home-${device}`);
    await signIn(page);
    if (device === "desktop") {
      tabs = await page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute("href"), label: link.textContent.trim() })));
    }
    for (const tab of device === "desktop" ? tabs : tabs.slice(0, 1)) {
      await page.goto(`${server.url}${tab.href}`, { waitUntil: "networkidle" });
      const name = tab.href.replace(/^\/admin\/?/, "").replace(/\//g, "-") || "overview";
      await shoot(page, `admin-${name}-${device}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
