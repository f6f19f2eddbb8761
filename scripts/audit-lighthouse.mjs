#!/usr/bin/env node
// `npm run audit:lighthouse`: Lighthouse with its mobile preset (slow 4G, mid-range phone) against
// the production build on loopback, for the public pages the site is judged on. Prints the four
// category scores and the JavaScript transferred per page; asserts nothing.
// AUDIT_PATHS="/ /about" narrows the run; CHROMIUM_PATH picks the browser (default Debian's).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductionServer } from "./lib/server.mjs";

const paths = (process.env.AUDIT_PATHS || "/ /about /services /gallery /testimonials /contact").split(/\s+/).filter(Boolean);
const categories = ["performance", "accessibility", "best-practices", "seo"];

const server = await startProductionServer({ SEED_DEMO: "1" });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const rows = [];
try {
  for (const pathname of paths) {
    // The first request renders or warms the page; the audit measures what a visitor gets.
    await fetch(server.url + pathname);
    const result = await lighthouse(server.url + pathname, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
    const lhr = result.lhr;
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    const scriptBytes = requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    rows.push({
      page: pathname,
      ...Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      "JS KB": Math.round(scriptBytes / 1024),
      LCP: lhr.audits["largest-contentful-paint"]?.displayValue ?? "",
      TBT: lhr.audits["total-blocking-time"]?.displayValue ?? "",
      CLS: lhr.audits["cumulative-layout-shift"]?.displayValue ?? "",
      failing: failing.join(" "),
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.table(rows);
console.log("Targets: performance ≥ 95; accessibility, best-practices and SEO 100; ≤ 200 KB of JavaScript on /.");
