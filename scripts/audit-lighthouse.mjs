#!/usr/bin/env node
// `npm run audit:lighthouse`: Lighthouse with its mobile preset (slow 4G, mid-range phone) against
// the production build on loopback, for the public pages the site is judged on. Prints the four
// category scores and the JavaScript transferred per page; asserts nothing.
//
// One run is noisy (a page's performance score moves by ten points between identical runs here),
// so each page gets a warm-up run that is thrown away (it fills the server's image cache, as the
// first visitor would) and then AUDIT_RUNS measured runs (default 5); the table shows each score's
// median, and the performance scores of every run.
// Last comes a bare Next.js page built with the same Next.js (AUDIT_BASELINE=0 skips it): the
// framework's own start-up costs Total Blocking Time that no page on it can go below, and how much
// depends on the machine, so the baseline says what the site's scores are worth here.
// AUDIT_PATHS="/ /about" narrows the run; CHROMIUM_PATH picks the browser (default Debian's).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBareNextPage } from "./lib/bare-next-page.mjs";
import { startProductionServer } from "./lib/server.mjs";

const paths = (process.env.AUDIT_PATHS || "/ /about /services /gallery /testimonials /contact").split(/\s+/).filter(Boolean);
const runs = Math.max(1, Number(process.env.AUDIT_RUNS) || 5);
const withBaseline = process.env.AUDIT_BASELINE !== "0";
const categories = ["performance", "accessibility", "best-practices", "seo"];

// chrome-launcher turns Chrome's RenderDocument feature off; with it off, this Chromium holds the
// first frame of a page for about a second in a third of the runs, which no visitor's browser does.
// Keep chrome-launcher's other defaults and leave RenderDocument as Chrome ships it (Puppeteer
// stopped disabling it for the same reason).
const chromeFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith("--disable-features=") ? flag.split(",").filter((feature) => feature !== "RenderDocument").join(",") : flag,
);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summarise(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => audit.id);
  return {
    scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    scriptBytes: requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    failing,
  };
}

async function auditPage(label, url) {
  const audit = async () => (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories })).lhr;
  await audit(); // warm-up, not counted
  const results = [];
  for (let run = 0; run < runs; run++) results.push(summarise(await audit()));
  return {
    page: label,
    ...Object.fromEntries(categories.map((id) => [id, median(results.map((result) => result.scores[id]))])),
    "performance runs": results.map((result) => result.scores.performance).join(" "),
    "JS KB": Math.round(median(results.map((result) => result.scriptBytes)) / 1024),
    LCP: `${(median(results.map((result) => result.lcp)) / 1000).toFixed(1)} s`,
    TBT: `${Math.round(median(results.map((result) => result.tbt)))} ms`,
    CLS: median(results.map((result) => result.cls)).toFixed(3),
    failing: [...new Set(results.flatMap((result) => result.failing))].join(" "),
  };
}

const server = await startProductionServer({ SEED_DEMO: "1" });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  ignoreDefaultFlags: true,
  chromeFlags: [...chromeFlags, "--headless=new", "--no-sandbox", "--disable-gpu"],
});

const rows = [];
try {
  for (const pathname of paths) rows.push(await auditPage(pathname, server.url + pathname));
  if (withBaseline) {
    const bare = await startBareNextPage();
    try {
      rows.push(await auditPage("bare Next.js page", bare.url + "/"));
    } finally {
      await bare.stop();
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.table(rows);
console.log(`Medians of ${runs} runs per page after a warm-up run.`);
console.log("Targets: performance ≥ 95; accessibility, best-practices and SEO 100; ≤ 200 KB of JavaScript on /.");
