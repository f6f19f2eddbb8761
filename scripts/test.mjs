#!/usr/bin/env node
// `npm test`: the whole suite, as CI runs it. Typecheck, lint, migration drift, Vitest unit and
// integration on SQLite, the integration suite again on a throwaway PostgreSQL cluster, then
// Playwright against the production build in Debian's Chromium (installed with apt when missing),
// the security headers' grades (npm run audit:headers) and a short crash test (scripts/check-durability.mjs).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { aptInstall, bin, buildCommand, runStatus } from "./lib/run.mjs";
import { startThrowawayPostgres } from "./lib/pg-cluster.mjs";

const scratch = mkdtempSync(path.join(os.tmpdir(), "band-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
let cluster;

function cleanUp() {
  cluster?.stop();
  cluster = undefined;
  rmSync(scratch, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

async function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const code = await runStatus(command, args, { env: { ...process.env, ...env } });
  if (code !== 0) failures.push(name);
  return code === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(chromium)) aptInstall(["chromium"], "the browser tests need Chromium");
}

const vitest = (name, project, report, env = {}) =>
  step(name, bin("vitest"), ["run", ...project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], env);

try {
  ensureChromium();
  await step("Prisma clients", process.execPath, ["scripts/prisma.mjs", "generate"]);
  await step("Typecheck", bin("tsc"), ["--noEmit"]);
  await step("Lint", bin("eslint"), ["--max-warnings=0", "."]);

  cluster = await startThrowawayPostgres();
  const serverUrl = cluster.url.replace(/\/[^/]+$/, "/postgres");
  await step("Migrations match the schema", process.execPath, ["scripts/prisma.mjs", "check"], { POSTGRES_SHADOW_URL: serverUrl });

  const sqliteReport = path.join(scratch, "vitest-sqlite.json");
  await vitest("Unit and integration tests (SQLite)", [], sqliteReport, { TEST_DATABASE_URL: "" });
  countVitest(sqliteReport);

  const postgresReport = path.join(scratch, "vitest-postgres.json");
  await vitest("Integration tests (PostgreSQL)", ["--project", "integration"], postgresReport, { TEST_DATABASE_URL: cluster.url });
  countVitest(postgresReport);
  cluster.stop();
  cluster = undefined;

  // Ad slots exist only in a build made with a publisher id: that build and its ads spec come first,
  // so the build left behind (and tested in full) is the ordinary one.
  const adClient = "ca-pub-0000000000000000";
  if (await step("Production build with a test ad client", ...buildCommand, { NEXT_TELEMETRY_DISABLED: "1", NEXT_PUBLIC_ADSENSE_CLIENT: adClient })) {
    const adsReport = path.join(scratch, "playwright-ads.json");
    await step("End-to-end tests with ads (Playwright, Chromium)", bin("playwright"), ["test", "tests/e2e/ads.spec.ts", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: adsReport,
      PLAYWRIGHT_JSON_OUTPUT_NAME: adsReport,
      E2E_DATA_DIR: path.join(scratch, "e2e-ads-data"),
      E2E_ADSENSE_CLIENT: adClient,
    });
    countPlaywright(adsReport);
  }
  if (await step("Production build", ...buildCommand, { NEXT_TELEMETRY_DISABLED: "1" })) {
    const e2eReport = path.join(scratch, "playwright.json");
    await step("End-to-end tests (Playwright, Chromium)", bin("playwright"), ["test", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      E2E_DATA_DIR: path.join(scratch, "e2e-data"),
    });
    countPlaywright(e2eReport);
    await step("Security headers (npm run audit:headers)", process.execPath, ["--import", "tsx", "scripts/audit-headers.mjs"]);
    await step("Crash test (npm run check:durability, short)", process.execPath, ["scripts/check-durability.mjs"], { DURABILITY_ENQUIRIES: "60", DURABILITY_CLIENTS: "10" });
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  cleanUp();
}

console.log("");
if (failures.length) console.log(`Failed steps: ${failures.join("; ")}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
