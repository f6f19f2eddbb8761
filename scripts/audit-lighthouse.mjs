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
// Each page's performance is also shown minus the bare page's from the same run, and checked
// against the targets below; pages that miss one are listed at the end.
// AUDIT_THROTTLING=devtools applies the throttling (Chrome itself slows the network to the mobile
// preset's slow 4G and the CPU: steady to about 30 ms here) instead of Lighthouse's default
// simulation (simulate, which is noisy on this machine); each page's LCP and first paint are shown
// minus the bare page's of the same run, with its bytes for a first visit by kind (issue #32).
// Before it measures, it uploads 20 photo-like gallery photos and a hero picture through the admin
// API (scripts/lib/audit-uploads.mjs), so the pages are measured with the band's own pictures, and
// imports 3,000 songs, so /repertoire is measured with a repertoire of ten years.
// It also sorts each page's long tasks (Lighthouse's list: 50 ms or more) by whose they are: the
// site's own scripts, the framework's (Next.js's and React's start-up chunks, as the build manifest
// names them), the document's own work (its HTML, style and layout) and the rest (issue 68).
// AUDIT_PATHS="/ /about" narrows the run; AUDIT_JSON=path also writes the results as JSON;
// CHROMIUM_PATH picks the browser (default Debian's).
// `--cpu-slowdown N` (or AUDIT_CPU_SLOWDOWN) sets Lighthouse's throttling.cpuSlowdownMultiplier
// (its preset: 4), so a fast host measures what a slow phone does: choose it from the
// `benchmarkIndex` column (Lighthouse's CPU benchmark of this host) as 4 × that index ÷ 1,600 (4 on a
// host near 1,600; about 9 on a host twice as fast).
// `--competing-loops N` (or AUDIT_COMPETING_LOOPS) instead slows the browser itself, with N busy
// loops per CPU beside it (scripts/lib/competing-loops.mjs): 2 brought a host near 3,600 to about
// 1,900 and 3 to about 1,150, where the preset's 4 applies as Lighthouse means it.
// Each Lighthouse run is given AUDIT_RUN_TIMEOUT_S (180) seconds, and the script exits when it has
// printed (Lighthouse can keep the process alive after its last run).
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { importRepertoire, uploadBandPictures } from "./lib/audit-uploads.mjs";
import { startBareNextPage } from "./lib/bare-next-page.mjs";
import { startCompetingLoops } from "./lib/competing-loops.mjs";
import { startProductionServer } from "./lib/production-server.mjs";
import { root } from "./lib/run.mjs";
import { BARE, CATEGORIES, compareToBare, pageRow, summarise, TARGETS } from "./lib/lighthouse-table.mjs";

const paths = (process.env.AUDIT_PATHS || "/ /about /services /gallery /testimonials /contact /music /repertoire /quote /quote-full /video-studio /press")
  .split(/\s+/)
  .filter(Boolean);
const jsonPath = process.env.AUDIT_JSON;
const runs = Math.max(1, Number(process.env.AUDIT_RUNS) || 5);
const withBaseline = process.env.AUDIT_BASELINE !== "0";
const throttling = process.env.AUDIT_THROTTLING === "devtools" ? "devtools" : "simulate";
const runTimeoutMs = (Number(process.env.AUDIT_RUN_TIMEOUT_S) || 180) * 1000;

/** `--name 4`, `--name=4` or the environment variable; undefined when none is given. */
function numberOption(name, variable, min, max) {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  const text = at >= 0 ? (args[at].includes("=") ? args[at].split("=")[1] : args[at + 1]) : process.env[variable];
  if (text === undefined || text === "") return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`--${name} must be a number from ${min} to ${max}, not "${text}"`);
  return value;
}
/** Lighthouse's throttling.cpuSlowdownMultiplier; undefined: its preset (4). */
const cpuSlowdown = numberOption("cpu-slowdown", "AUDIT_CPU_SLOWDOWN", 1, 20);
/** Busy loops per CPU beside Chrome (scripts/lib/competing-loops.mjs); undefined: none. */
const competingLoops = numberOption("competing-loops", "AUDIT_COMPETING_LOOPS", 0.5, 8);

// chrome-launcher turns Chrome's RenderDocument feature off; with it off, this Chromium holds the
// first frame of a page for about a second in a third of the runs, which no visitor's browser does.
// Keep chrome-launcher's other defaults and leave RenderDocument as Chrome ships it (Puppeteer
// stopped disabling it for the same reason).
const chromeFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith("--disable-features=")
    ? flag
        .split(",")
        .filter((feature) => feature !== "RenderDocument")
        .join(",")
    : flag,
);

/** Why Lighthouse could not score a run (its runtime error, or a category it left unscored), or null. */
function runFailure(lhr) {
  if (lhr.runtimeError) return lhr.runtimeError.code ?? "runtime error";
  const unscored = CATEGORIES.filter((id) => typeof lhr.categories[id]?.score !== "number");
  return unscored.length ? `no score for ${unscored.join(", ")}` : null;
}

async function auditPage(label, url) {
  const flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    throttlingMethod: throttling,
    ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
  };
  const audit = async () => {
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${label}: a Lighthouse run took more than ${runTimeoutMs / 1000} s`)), runTimeoutMs);
    });
    try {
      return (await Promise.race([lighthouse(url, flags), timeout])).lhr;
    } finally {
      clearTimeout(timer);
    }
  };
  await audit(); // warm-up, not counted
  // A run Lighthouse could not score is run again, not counted as 0: its missing LCP would
  // otherwise enter the median as 0 s. Up to as many retries as runs, each one reported.
  const results = [];
  const failures = [];
  while (results.length < runs && failures.length < runs) {
    const lhr = await audit();
    const failure = runFailure(lhr);
    if (failure) failures.push(failure);
    else results.push(summarise(lhr));
  }
  if (results.length < runs) throw new Error(`${label}: only ${results.length} of ${runs} runs could be scored (${failures.join("; ")})`);
  // Assigned, not spread: a spread copy would drop the row's hidden `runs` that compareToBare reads.
  const row = Object.assign(pageRow(label, results), { "runs redone": failures.join("; ") });
  // As each page ends, so a long audit that stops later still says what it measured.
  console.log(
    `${label}: performance ${row.performance} (runs ${row["performance runs"]}), LCP ${row["LCP s"]} s, TBT ${row["TBT ms"]} ms, JS ${row["JS KB"]} KB, benchmarkIndex ${row.benchmark}`,
  );
  return row;
}

const server = await startProductionServer({ env: { SEED_DEMO: "1" } });
// The band's own pictures, uploaded through the admin API as the band does (issue 48).
const uploaded = await uploadBandPictures(server.url);
console.log(`Uploaded ${uploaded.galleryPhotos} gallery photos and a hero picture (${uploaded.hero}) before the audit.`);
console.log(`Imported ${(await importRepertoire(server.url)).toLocaleString("en-NG")} songs to the repertoire.`);
const loops = competingLoops ? startCompetingLoops(competingLoops) : null;
if (loops) console.log(`${loops.count} busy loops share the CPUs with Chrome (--competing-loops ${competingLoops}).`);
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
      rows.push(await auditPage(BARE, bare.url + "/"));
    } finally {
      await bare.stop();
    }
  }
} finally {
  loops?.stop();
  await chrome.kill();
  await server.stop();
}

// Next.js's and React's start-up chunks in the site's build (the build manifest's main and
// polyfill files): a long task in any other script is the site's own.
const manifest = JSON.parse(readFileSync(path.join(root, ".next", "build-manifest.json"), "utf8"));
const frameworkScripts = new Set([...manifest.rootMainFiles, ...manifest.polyfillFiles].map((file) => `/_next/${file}`));
const { bare: bareRow, pages: pageRows } = compareToBare(rows, throttling, frameworkScripts);

const LONG_TASK_COLUMNS = ["own long task ms", "framework long task ms", "document long task ms", "other long task ms", "own long tasks in"];
const mainColumns = (row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== "bytes by kind KB" && !LONG_TASK_COLUMNS.includes(key)));
console.table(rows.map(mainColumns));
console.table(rows.map((row) => ({ page: row.page, "total KB": row["total KB"], "bytes by kind KB": row["bytes by kind KB"] })));
console.log("Long tasks (50 ms or more), each the median of the runs' longest, by whose Lighthouse says they are:");
console.table(pageRows.map((row) => Object.fromEntries([["page", row.page], ...LONG_TASK_COLUMNS.map((key) => [key, row[key]])])));
console.log(
  `Medians of ${runs} runs per page after a warm-up run; throttling: ${throttling === "devtools" ? "applied (devtools)" : "simulated (Lighthouse's default)"}, CPU slowdown ${cpuSlowdown ?? "4 (the preset)"}${competingLoops ? `, ${competingLoops} busy loops per CPU beside Chrome` : ""}.`,
);
console.log(
  `Targets: performance within ${TARGETS.performanceBelowBare} points of the bare Next.js page's, ` +
    (throttling === "devtools" ? `LCP within ${TARGETS.lcpOverBareSeconds} s of the bare page's, ` : `LCP ≤ ${TARGETS.lcpSeconds} s, `) +
    `JavaScript ≤ the bare page's + ${TARGETS.extraScriptKb} KB, no long task over ${TARGETS.ownLongTaskMs} ms in the site's own scripts; accessibility, best-practices and SEO 100.`,
);
if (!bareRow) console.log("No bare page in this run (AUDIT_BASELINE=0): the targets relative to it are not checked.");
const missing = pageRows.filter((row) => row.misses);
if (missing.length) {
  console.log(`\n${missing.length} page(s) miss a target:`);
  for (const row of missing) console.log(`  ${row.page}: ${row.misses}`);
} else {
  console.log("\nEvery audited page meets the targets.");
}
if (jsonPath) {
  const report = { runs, throttling, cpuSlowdown: cpuSlowdown ?? 4, competingLoops: competingLoops ?? 0, targets: TARGETS, bare: bareRow, pages: pageRows };
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results written to ${jsonPath}`);
}
// Everything is printed and the browser and servers are stopped; Lighthouse's leftover handles
// must not keep the process waiting.
process.exit(0);
