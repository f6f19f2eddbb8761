import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The production build, started the way `npm start` starts it, on a throwaway DATA_DIR.
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), "band-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this file; keep one folder for the run

export const e2eAdmin = { username: "e2e-admin", password: "e2e-password-123" };

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 60_000,
  reporter: [["list"]],
  use: { baseURL, trace: "retain-on-failure", launchOptions: chromium },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium }, grep: /@phone/ },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/admin/check`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOSTNAME: "localhost",
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      SEED_DEMO: "0",
      // The tests play the one trusted proxy, naming each test's address in X-Forwarded-For.
      TRUST_PROXY: "1",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
