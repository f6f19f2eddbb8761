import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { FAKE_ACCOUNT, FAKE_CLIENT, FAKE_LOCATION } from "./tests/fakes/google";
import { FAKE_PAYSTACK_SECRET } from "./tests/fakes/paystack";
import type { ServerMode } from "./tests/e2e/own-server";
import { trustLocalTls } from "./tests/support/local-tls.mjs";
import { FAKE_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN } from "./tests/fakes/whatsapp-graph";
import { FAKE_APP_SECRET, FAKE_VERIFY_TOKEN } from "./tests/support/whatsapp-webhook";

// The production build, started the way `npm start` starts it, on a throwaway DATA_DIR.
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), "band-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this file; keep one folder for the run

export const e2eAdmin = { username: "e2e-admin", password: "e2e-password-123" };

// A fake Google (tests/fakes/google.ts) for the run; the server's Google variables point at it.
export const fakeGoogleUrl = `http://127.0.0.1:${Number(process.env.FAKE_GOOGLE_PORT || port + 1000)}`;

// A fake Paystack (tests/fakes/paystack.ts): its checkout pays, and its events go to the server's webhook.
export const fakePaystackUrl = `http://127.0.0.1:${Number(process.env.FAKE_PAYSTACK_PORT || port + 1100)}`;

// A local push service (tests/fakes/push-service.ts), over https: the server trusts its certificate
// through NODE_EXTRA_CA_CERTS and accepts subscriptions on it through PUSH_SERVICE_HOSTS.
export const fakePushUrl = `https://127.0.0.1:${Number(process.env.FAKE_PUSH_PORT || port + 1200)}`;
trustLocalTls();

// A local Graph API (tests/fakes/whatsapp-graph.ts): the WhatsApp messages the band sends from the panel.
export const fakeWhatsappUrl = `http://127.0.0.1:${Number(process.env.FAKE_WHATSAPP_PORT || port + 1300)}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

// The video studio's own browser: a fake camera, microphone and screen that are always allowed.
// Only the studio project gets these switches, so no other test can use a camera by accident.
const studioChromium = { ...chromium, args: [...chromium.args, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"] };
const studioSpecs = /video-studio\.spec\.ts/;
// Plain `next start` (no server.mjs) behind no proxy: the authorization matrix and its own address spec.
const nextStartSpecs = /(authorization-matrix|next-start-addresses)\.spec\.ts/;

export default defineConfig<object, { serverMode: ServerMode }>({
  testDir: "tests/e2e",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 60_000,
  reporter: [["list"]],
  use: { baseURL, trace: "retain-on-failure", launchOptions: chromium },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testIgnore: [studioSpecs, /next-start-addresses\.spec\.ts/] },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium }, grep: /@phone/, testIgnore: studioSpecs },
    { name: "studio", use: { ...devices["Desktop Chrome"], launchOptions: studioChromium, acceptDownloads: true }, testMatch: studioSpecs },
    { name: "next-start", use: { ...devices["Desktop Chrome"], launchOptions: chromium, serverMode: "next-start" }, testMatch: nextStartSpecs },
  ],
  webServer: [
    {
      command: "node --import tsx tests/fakes/google-server.ts",
      url: `${fakeGoogleUrl}/v2/accounts`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_GOOGLE_PORT: new URL(fakeGoogleUrl).port },
    },
    {
      command: "node --import tsx tests/fakes/paystack-server.ts",
      url: `${fakePaystackUrl}/transaction/verify/ready`, // 401 without the key: it is up
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_PAYSTACK_PORT: new URL(fakePaystackUrl).port, FAKE_PAYSTACK_WEBHOOK_URL: `${baseURL}/api/payments/paystack/webhook` },
    },
    {
      command: "node --import tsx tests/fakes/push-server.ts",
      url: `${fakePushUrl}/control/received`,
      ignoreHTTPSErrors: true,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_PUSH_PORT: new URL(fakePushUrl).port },
    },
    {
      command: "node --import tsx tests/fakes/whatsapp-graph-server.ts",
      url: `${fakeWhatsappUrl}/control/accepted`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_WHATSAPP_PORT: new URL(fakeWhatsappUrl).port },
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
        // The tests play the one trusted proxy, naming each test's address in X-Forwarded-For.
        TRUST_PROXY: "1",
        NEXT_TELEMETRY_DISABLED: "1",
        NEXTAUTH_URL: baseURL,
        NEXT_PUBLIC_SITE_URL: baseURL,
        GOOGLE_CLIENT_ID: FAKE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: FAKE_CLIENT.secret,
        GOOGLE_OAUTH_AUTH_URL: `${fakeGoogleUrl}/o/oauth2/v2/auth`,
        GOOGLE_OAUTH_TOKEN_URL: `${fakeGoogleUrl}/token`,
        GOOGLE_BUSINESS_API_URL: fakeGoogleUrl,
        GOOGLE_BUSINESS_ACCOUNT_ID: FAKE_ACCOUNT,
        GOOGLE_BUSINESS_LOCATION_ID: FAKE_LOCATION,
        ADSENSE_API_URL: fakeGoogleUrl,
        PAYSTACK_API_URL: fakePaystackUrl,
        PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET,
        PUSH_SERVICE_HOSTS: new URL(fakePushUrl).host,
        WHATSAPP_API_URL: `${fakeWhatsappUrl}/v23.0`,
        WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: FAKE_PHONE_NUMBER_ID,
        WHATSAPP_APP_SECRET: FAKE_APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: FAKE_VERIFY_TOKEN,
        NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS!,
      },
    },
  ],
});
