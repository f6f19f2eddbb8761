import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { FAKE_ACCOUNT, FAKE_CLIENT, FAKE_LOCATION } from "./tests/fakes/google";
import { FAKE_PAYSTACK_SECRET } from "./tests/fakes/paystack";
import { builtActionsKey } from "./scripts/lib/build-identity.mjs";
import type { ServerMode } from "./tests/e2e/own-server";
import { trustLocalTls } from "./tests/support/local-tls.mjs";
import { FAKE_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN } from "./tests/fakes/whatsapp-graph";
import { FAKE_APP_SECRET, FAKE_VERIFY_TOKEN } from "./tests/support/whatsapp-webhook";

// The production build, started the way `npm start` starts it, once per Playwright worker: each
// worker has its own server, DATA_DIR and fakes of the outside services, so spec files run side by
// side without sharing a database. Workers re-read this file with their TEST_PARALLEL_INDEX (0, 1,
// …), which picks their ports and folder; the main process starts every worker's servers below.
const workers = Number(process.env.E2E_WORKERS || 2);
const firstPort = Number(process.env.E2E_PORT || 3100);
const dataRoot = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), "band-e2e-"));
process.env.E2E_DATA_DIR = dataRoot; // workers re-read this file; keep one folder for the run

/** One worker's addresses: its server, and its fakes (Google, Paystack, a push service, Graph API). */
function workerSetup(index: number) {
  const port = firstPort + index * 10;
  const baseURL = `http://localhost:${port}`;
  return {
    port,
    baseURL,
    // The first worker's server runs on E2E_DATA_DIR, the database the build was made against.
    dataDir: index === 0 ? dataRoot : `${dataRoot}-worker-${index}`,
    googleUrl: `http://127.0.0.1:${port + 1000}`,
    paystackUrl: `http://127.0.0.1:${port + 1100}`,
    // Over https: the server trusts its certificate through NODE_EXTRA_CA_CERTS and accepts
    // subscriptions on it through PUSH_SERVICE_HOSTS.
    pushUrl: `https://127.0.0.1:${port + 1200}`,
    whatsappUrl: `http://127.0.0.1:${port + 1300}`,
  };
}
const builtKey = builtActionsKey(path.join(import.meta.dirname, ".next"));
const thisWorker = workerSetup(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
trustLocalTls();

export const e2eAdmin = { username: "e2e-admin", password: "e2e-password-123" };
/** The DATA_DIR of this worker's server (its SQLite database is band.db in it). */
export const e2eDataDir = thisWorker.dataDir;
/** The fake Google (tests/fakes/google.ts) this worker's server talks to. */
export const fakeGoogleUrl = thisWorker.googleUrl;
/** The fake Paystack (tests/fakes/paystack.ts): its checkout pays, and its events go to the server's webhook. */
export const fakePaystackUrl = thisWorker.paystackUrl;
/** The local push service (tests/fakes/push-service.ts). */
export const fakePushUrl = thisWorker.pushUrl;
/** The local Graph API (tests/fakes/whatsapp-graph.ts): the WhatsApp messages the band sends from the panel. */
export const fakeWhatsappUrl = thisWorker.whatsappUrl;

const browserSwitches = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
/** Debian's Chromium, as a visitor runs it. */
const fullChromium = { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: browserSwitches };
/**
 * The specs' browser: Debian's chromium-headless-shell, the same Chromium's pages and scripts
 * without the browser's own windowing, notifications and permission prompts (Chromium's former
 * headless mode, which Playwright itself uses for headless runs). The same 70 tests took a fifth
 * less time and a third less CPU in it (docs/testing.md). Where it is not installed, the full one.
 */
const shellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/lib/chromium/chromium-headless-shell";
export const e2eChromium = existsSync(shellPath) ? { executablePath: shellPath, args: browserSwitches } : fullChromium;

// The video studio's own browser: a fake camera, microphone and screen that are always allowed.
// Only the studio project gets these switches, so no other test can use a camera by accident. It is
// the full Chromium, whose permission prompt the denied-camera test answers.
const studioChromium = { ...fullChromium, args: [...browserSwitches, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"] };
const studioSpecs = /video-studio\.spec\.ts/;
// A notification from the panel's service worker needs the full browser too.
const fullBrowserSpecs = /alerts\.spec\.ts/;
// The panel at phone width is the phone project's alone: the spec sets the width itself, so in the
// desktop project it ran the same thirty page loads and accessibility scans a second time.
const phoneOnlySpecs = /(admin-phone|team|players|business|press-kit)\.spec\.ts/;
// Plain `next start` (no server.mjs) behind no proxy: the authorization matrix and its own address spec.
const nextStartSpecs = /(authorization-matrix|next-start-addresses)\.spec\.ts/;

/** The servers of one worker: the four fakes, then the production server that talks to them. */
function workerServers({
  port,
  baseURL,
  dataDir,
  googleUrl,
  paystackUrl,
  pushUrl,
  whatsappUrl,
}: ReturnType<typeof workerSetup>): Extract<PlaywrightTestConfig["webServer"], unknown[]> {
  return [
    {
      command: "node --import tsx tests/fakes/google-server.ts",
      url: `${googleUrl}/v2/accounts`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_GOOGLE_PORT: new URL(googleUrl).port },
    },
    {
      command: "node --import tsx tests/fakes/paystack-server.ts",
      url: `${paystackUrl}/transaction/verify/ready`, // 401 without the key: it is up
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_PAYSTACK_PORT: new URL(paystackUrl).port, FAKE_PAYSTACK_WEBHOOK_URL: `${baseURL}/api/payments/paystack/webhook` },
    },
    {
      command: "node --import tsx tests/fakes/push-server.ts",
      url: `${pushUrl}/control/received`,
      ignoreHTTPSErrors: true,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_PUSH_PORT: new URL(pushUrl).port },
    },
    {
      command: "node --import tsx tests/fakes/whatsapp-graph-server.ts",
      url: `${whatsappUrl}/control/accepted`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_WHATSAPP_PORT: new URL(whatsappUrl).port },
    },
    {
      command: "node scripts/start.mjs",
      url: `${baseURL}/api/admin/check`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        DATA_DIR: dataDir,
        // Never the live database or mail server of a .env in this checkout.
        DATABASE_URL: "",
        SMTP_URL: "",
        PORT: String(port),
        HOSTNAME: "localhost",
        ADMIN_USERNAME: e2eAdmin.username,
        ADMIN_PASSWORD: e2eAdmin.password,
        SEED_DEMO: "0",
        // No nightly backup of a test's data (the launch checklist's tests expect none yet).
        BACKUP_NIGHTLY: "off",
        // The tests play the one trusted proxy, naming each test's address in X-Forwarded-For.
        TRUST_PROXY: "1",
        NEXT_TELEMETRY_DISABLED: "1",
        // The build's own key: each worker's database is new, and npm start would otherwise build
        // again with the key it keeps there (scripts/lib/build-identity.mjs).
        ...(builtKey ? { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: builtKey } : {}),
        NEXTAUTH_URL: baseURL,
        NEXT_PUBLIC_SITE_URL: baseURL,
        GOOGLE_CLIENT_ID: FAKE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: FAKE_CLIENT.secret,
        GOOGLE_OAUTH_AUTH_URL: `${googleUrl}/o/oauth2/v2/auth`,
        GOOGLE_OAUTH_TOKEN_URL: `${googleUrl}/token`,
        GOOGLE_BUSINESS_API_URL: googleUrl,
        GOOGLE_BUSINESS_ACCOUNT_ID: FAKE_ACCOUNT,
        GOOGLE_BUSINESS_LOCATION_ID: FAKE_LOCATION,
        ADSENSE_API_URL: googleUrl,
        PAYSTACK_API_URL: paystackUrl,
        PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET,
        PUSH_SERVICE_HOSTS: new URL(pushUrl).host,
        WHATSAPP_API_URL: `${whatsappUrl}/v23.0`,
        WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: FAKE_PHONE_NUMBER_ID,
        WHATSAPP_APP_SECRET: FAKE_APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: FAKE_VERIFY_TOKEN,
        NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS!,
      },
    },
  ];
}

export default defineConfig<object, { serverMode: ServerMode }>({
  testDir: "tests/e2e",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers,
  timeout: 60_000,
  reporter: [["list"]],
  // Recording a trace of every test costs a fifth of the run's CPU; a retried test records one
  // (`--trace on` records them all when looking into a failure locally).
  use: { baseURL: thisWorker.baseURL, trace: "on-first-retry", launchOptions: e2eChromium },
  projects: [
    // The projects whose one long spec file runs alone go first, so a worker takes each while the
    // other shares out the many short files instead of waiting for it at the end.
    { name: "studio", use: { ...devices["Desktop Chrome"], launchOptions: studioChromium, acceptDownloads: true }, testMatch: studioSpecs },
    { name: "next-start", use: { ...devices["Desktop Chrome"], launchOptions: e2eChromium, serverMode: "next-start" }, testMatch: nextStartSpecs },
    { name: "full-chromium", use: { ...devices["Desktop Chrome"], launchOptions: fullChromium }, testMatch: fullBrowserSpecs },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: e2eChromium },
      testIgnore: [studioSpecs, fullBrowserSpecs, phoneOnlySpecs, /next-start-addresses\.spec\.ts/],
    },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: e2eChromium }, grep: /@phone/, testIgnore: [studioSpecs, fullBrowserSpecs] },
  ],
  webServer: Array.from({ length: workers }, (_, index) => workerServers(workerSetup(index))).flat(),
});
