#!/usr/bin/env node
// `npm test`: the whole suite, as CI runs it. The production build, then Playwright against it in
// Debian's Chromium (installed with apt when missing; so are ffmpeg, Java, redis-server and nginx),
// with beside it: typecheck, lint and migration drift, then Vitest unit and integration on SQLite and
// the integration suite again on a throwaway PostgreSQL cluster; and the security headers' grades
// (npm run audit:headers), then a short crash test (scripts/check-durability.mjs). Steps that share
// no state run side by side (docs/testing.md, "How long the tests take"); the output of those beside
// the end-to-end run is printed when each one ends. Each step's time is listed at the end.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { aptInstall, bin, buildCommand, commandExists, root, runStatus } from "./lib/run.mjs";
import { startThrowawayPostgres } from "./lib/pg-cluster.mjs";

const scratch = mkdtempSync(path.join(os.tmpdir(), "band-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test with its first error line, repeated at the very end where a CI log's tail shows it. */
const failedTests = [];
const timings = [];
const suiteStarted = Date.now();
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

// Whole seconds are rounded before the minutes are taken, so 719.6 s reads "12 min 0 s", not "11 min 60 s".
const duration = (ms) => (ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.floor(Math.round(ms / 1000) / 60)} min ${Math.round(ms / 1000) % 60} s`);

/** Runs a command with its output held back, printed in one piece when it ends (for steps run side by side). */
function runHeldBack(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }));
  });
}

/** One step of the suite; with `heldBack`, its output waits until it ends so that steps side by side do not mix. */
async function step(name, command, args, env = {}, { heldBack = false } = {}) {
  const options = { env: { ...process.env, ...env } };
  const started = Date.now();
  let code;
  if (heldBack) {
    console.log(`\n▶ ${name} (started; its output follows when it ends)`);
    const result = await runHeldBack(command, args, options);
    code = result.code;
    console.log(`\n▶ ${name}: output\n${result.output.trimEnd()}`);
  } else {
    console.log(`\n▶ ${name}`);
    code = await runStatus(command, args, options);
  }
  const took = Date.now() - started;
  timings.push({ name, took, ok: code === 0 });
  console.log(`${code === 0 ? "✔" : "✘"} ${name}: ${duration(took)}`);
  if (code !== 0) failures.push(name);
  return code === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === "failed") failedTests.push(`${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
}

const firstLine = (text = "") =>
  text
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? "";

/** Playwright's report nests suites (files, describes) around specs; a test failed when its last result did. */
function collectPlaywrightFailures(suite) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) {
      const last = test.results?.at(-1);
      if (test.status === "unexpected") failedTests.push(`${spec.file}:${spec.line} [${test.projectName}] › ${spec.title}: ${firstLine(last?.error?.message)}`);
    }
  for (const child of suite.suites ?? []) collectPlaywrightFailures(child);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const { stats } = report;
  for (const suite of report.suites ?? []) collectPlaywrightFailures(suite);
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

// Most specs run in Chromium's headless shell (lighter), the studio and the alerts in the full one.
function ensureChromium() {
  const missing = [];
  if (!existsSync(process.env.CHROMIUM_PATH || "/usr/bin/chromium")) missing.push("chromium");
  if (!existsSync(process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/lib/chromium/chromium-headless-shell")) missing.push("chromium-headless-shell");
  if (missing.length) aptInstall(missing, "the browser tests need Chromium and its headless shell");
}

// The media tests make real tagged audio with ffmpeg and read files back with ffprobe; the HTML
// check runs the Nu validator's jar (from the vnu-jar package) with the machine's Java; the shared
// cache tests run Debian's redis-server (scripts/lib/redis-server.mjs starts a throwaway one), and
// the reverse-proxy tests Debian's nginx with the guide's recipe (scripts/lib/nginx-proxy.mjs), the
// booking documents' tests poppler-utils' pdftotext.
function ensureMediaToolsJavaAndRedis() {
  const missing = [];
  if (!existsSync("/usr/bin/ffmpeg") || !existsSync("/usr/bin/ffprobe")) missing.push("ffmpeg");
  if (!existsSync("/usr/bin/java")) missing.push("default-jre-headless");
  if (!commandExists("redis-server")) missing.push("redis-server");
  if (!commandExists("nginx")) missing.push("nginx");
  if (!commandExists("openssl")) missing.push("openssl"); // the local push service's certificate
  if (!commandExists("pdftotext")) missing.push("poppler-utils"); // the booking documents read back (pdftotext, pdffonts, pdfinfo)
  if (missing.length)
    aptInstall(missing, "the media tests need ffmpeg, the HTML check Java, the shared-cache tests Redis, the proxy tests nginx and the document tests poppler-utils");
}

const vitest = (name, project, report, env = {}) =>
  step(name, bin("vitest"), ["run", ...project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], env, { heldBack: true });

try {
  ensureChromium();
  ensureMediaToolsJavaAndRedis();
  await step("Prisma clients", process.execPath, ["scripts/prisma.mjs", "generate"]);
  cluster = await startThrowawayPostgres();
  const serverUrl = cluster.url.replace(/\/[^/]+$/, "/postgres");

  // The build first, alone (it uses every core), so that the end-to-end run, the longest step and
  // one that leaves a fifth of the machine idle, starts as early as it can; every other step runs
  // beside it (docs/testing.md, "How long the tests take").
  // One build serves every spec, ads.spec.ts included (the ad client is read at run time). It is
  // made against the first e2e worker's own migrated database, as `npm start` builds against the
  // server's: a build that cannot read the database renders those pages per request instead.
  const e2eData = { DATA_DIR: path.join(scratch, "e2e-data"), DATABASE_URL: "" };
  // The builds are made with a public address no server of the run has: a server must link, redirect
  // and check origins with the NEXT_PUBLIC_SITE_URL it is started with, and a value the build fixed
  // in its code (lib/site-origin.ts) shows in the specs that follow links (behind-nginx.spec.ts …).
  const buildAddress = { NEXT_PUBLIC_SITE_URL: "https://build-time.invalid" };
  // One server actions key for the run's builds: the second copy, built beside the first as a
  // second server builds the same commit, must name every form's action alike
  // (tests/e2e/servers-built-apart.spec.ts). Every server then takes the key of the build it serves.
  process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = randomBytes(32).toString("base64");
  const secondCopy = path.join(scratch, "second-copy");
  const built =
    (await step("Database for the build and the e2e server", process.execPath, ["scripts/prisma.mjs", "deploy"], e2eData)) &&
    // The Typecheck step checks these sources with the route types the build writes: the build
    // does not check them a second time (20 s).
    (
      await Promise.all([
        step("Production build", ...buildCommand, { NEXT_TELEMETRY_DISABLED: "1", NEXT_BUILD_TYPES_CHECKED: "1", ...e2eData, ...buildAddress }),
        step(
          "Second build, apart (a copy of the checkout)",
          process.execPath,
          ["scripts/lib/project-copy.mjs", secondCopy],
          { NEXT_BUILD_TYPES_CHECKED: "1", ...e2eData, ...buildAddress },
          { heldBack: true },
        ),
      ])
    ).every(Boolean);

  const e2eReport = path.join(scratch, "playwright.json");
  const e2eRun = built
    ? step("End-to-end tests (Playwright, Chromium)", bin("playwright"), ["test", "--reporter=list,json"], {
        PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
        E2E_DATA_DIR: e2eData.DATA_DIR,
        E2E_SECOND_COPY: secondCopy,
      })
    : Promise.resolve(false);

  // Beside the end-to-end run, in two lines of their own: the checks and the Vitest runs, and the
  // headers audit and the crash test (each starts a server of its own from the build, on a
  // throwaway DATA_DIR and a free port; the build is only read).
  const checksAndVitest = (async () => {
    // Each reads the sources only. tsc reads the route types the build wrote in .next/types; without
    // a build, `next typegen` writes them first (never while servers run: it writes into .next).
    const typecheck = built ? [bin("tsc"), ["--noEmit"]] : ["npm", ["run", "--silent", "typecheck"]];
    await Promise.all([
      step("Typecheck", ...typecheck, {}, { heldBack: true }),
      step("Lint (ESLint, Prettier, knip)", "npm", ["run", "--silent", "lint"], {}, { heldBack: true }),
      step("Migrations match the schema", process.execPath, ["scripts/prisma.mjs", "check"], { POSTGRES_SHADOW_URL: serverUrl }, { heldBack: true }),
    ]);

    // Each integration run has a database and a DATA_DIR of its own (tests/integration/global-setup.ts).
    const sqliteReport = path.join(scratch, "vitest-sqlite.json");
    const postgresReport = path.join(scratch, "vitest-postgres.json");
    await Promise.all([
      vitest("Unit and integration tests (SQLite)", [], sqliteReport, { TEST_DATABASE_URL: "" }),
      vitest("Integration tests (PostgreSQL)", ["--project", "integration", "--project", "integration-mocking"], postgresReport, { TEST_DATABASE_URL: cluster.url }),
    ]);
    countVitest(sqliteReport);
    countVitest(postgresReport);
    cluster.stop();
    cluster = undefined;
  })();
  const ownServerChecks = (async () => {
    if (!built) return;
    await step("Security headers (npm run audit:headers)", process.execPath, ["--import", "tsx", "scripts/audit-headers.mjs"], {}, { heldBack: true });
    await step(
      "Crash test (npm run check:durability, short)",
      process.execPath,
      ["--import", "tsx", "scripts/check-durability.mjs"],
      { DURABILITY_ENQUIRIES: "60", DURABILITY_CLIENTS: "10" },
      { heldBack: true },
    );
    // Its functional half (no 5xx, the admin always gets in); the latency ratio is judged by the full run.
    await step("Sign-in flood (npm run check:signin-flood, short)", process.execPath, ["scripts/check-signin-flood.mjs"], { SIGNIN_FLOOD_SHORT: "1" }, { heldBack: true });
  })();
  await Promise.all([e2eRun, checksAndVitest, ownServerChecks]);
  countPlaywright(e2eReport);
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  cleanUp();
}

console.log("\nTime per step (steps side by side overlap):");
for (const { name, took, ok } of timings) console.log(`  ${ok ? "✔" : "✘"} ${name.padEnd(48)} ${duration(took)}`);
console.log(`  Total ${"".padEnd(48)}${duration(Date.now() - suiteStarted)}`);
console.log("");
if (failures.length) console.log(`Failed steps: ${failures.join("; ")}`);
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((test) => `  ✘ ${test}`).join("\n")}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
