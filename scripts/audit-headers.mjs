#!/usr/bin/env node
// `npm run audit:headers`: scores every page of the production build with the MDN HTTP Observatory
// (scripts/lib/observatory.mjs says what is and is not scored) and prints the grade per page.
// Fails below A+ on the pages rendered per request and below B+ on the prerendered public pages
// (tests/e2e/public-routes.ts), whose one fixed policy allows inline scripts (lib/security/headers.ts
// says why); the same grades whatever server sends them.
// Starts its own production server on a throwaway DATA_DIR, or scores AUDIT_URL when given.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { readFileSync } from "node:fs";
import path from "node:path";
import { accessDeniedPages, publicPages, signInPages } from "../tests/e2e/public-routes.ts";
import { startProductionServer } from "./lib/production-server.mjs";
import { root } from "./lib/run.mjs";
import { NOT_SCORED, scorePage } from "./lib/observatory.mjs";

const GRADES = ["F", "D-", "D", "D+", "C-", "C", "C+", "B-", "B", "B+", "A-", "A", "A+"];
const adminPages = [...signInPages, ...accessDeniedPages];

/** The build's pages as URLs, each with the lowest grade it may get. */
function pagesOfTheBuild() {
  const manifest = JSON.parse(readFileSync(path.join(root, ".next", "app-path-routes-manifest.json"), "utf8"));
  const pages = [];
  for (const [entry, url] of Object.entries(manifest)) {
    if (!entry.endsWith("/page")) continue;
    const folder = entry.slice(0, -"/page".length);
    // Error pages answer 404/500, which the Observatory does not score.
    if (url.includes("[") || folder === "/_not-found" || folder === "/_global-error") continue;
    if (adminPages.includes(url)) pages.push({ url, minimum: "A+" });
    else if (publicPages.some((page) => (typeof page === "string" ? page === folder : page.test(folder)))) pages.push({ url, minimum: "B+" });
  }
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

const server = process.env.AUDIT_URL
  ? { url: process.env.AUDIT_URL.replace(/\/$/, ""), stop: async () => {} }
  : await startProductionServer({ env: { TRUST_PROXY: undefined }, stdio: "ignore", prefix: "band-audit-" });
let failures = 0;
try {
  console.log(`MDN HTTP Observatory scores of ${server.url} (not scored: ${NOT_SCORED.join(", ")}; see scripts/lib/observatory.mjs)\n`);
  for (const { url, minimum } of pagesOfTheBuild()) {
    try {
      const { grade, score, tests } = await scorePage(server.url + url);
      const passed = GRADES.indexOf(grade) >= GRADES.indexOf(minimum);
      if (!passed) failures++;
      const penalties = tests.filter((test) => test.modifier < 0).map((test) => `${test.result} ${test.modifier}`);
      console.log(
        `${passed ? "ok  " : "FAIL"} ${grade.padEnd(2)} ${String(score).padStart(3)}  ${url.padEnd(28)} (needs ${minimum})${penalties.length ? `  ${penalties.join(", ")}` : ""}`,
      );
    } catch (error) {
      failures++;
      console.log(`FAIL ${url}: ${error instanceof Error ? error.message : error}`);
    }
  }
} finally {
  await server.stop();
}
console.log(failures ? `\n${failures} page(s) below their grade.` : "\nNo page is below its grade.");
process.exit(failures ? 1 : 0);
