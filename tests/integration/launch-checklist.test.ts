import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as checklist } from "@/app/api/admin/launch-checklist/route";
import { db } from "@/lib/db";
import { dataDir } from "@/lib/env";
import type { LaunchItem } from "@/lib/launch/checklist";
import { CREDENTIALS_FILE } from "@/lib/setup/admin";
import { seedDemoContent } from "@/lib/setup/demo";
import { removeDemoContent } from "@/lib/setup/demo-removal";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { testPasswordHash } from "../support/password";
import { request } from "../support/requests";

// The Overview's launch checklist as the route answers it, against a real database and DATA_DIR.

const none = { params: Promise.resolve({}) };
let cookie = "";
const credentials = () => path.join(dataDir(), CREDENTIALS_FILE);
const backups = () => path.join(dataDir(), "backups");

async function itemIds(): Promise<LaunchItem["id"][]> {
  const response = await checklist(request("GET", "/api/admin/launch-checklist", { cookie }), none);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return ((await response.json()) as { items: LaunchItem[] }).items.map((item) => item.id);
}

beforeAll(() => {
  // These tests decide email themselves.
  vi.stubEnv("SMTP_URL", "");
  vi.stubEnv("NOTIFY_TO", "");
});
beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  rmSync(credentials(), { force: true });
  rmSync(backups(), { recursive: true, force: true });
});
afterEach(() => {
  rmSync(credentials(), { force: true });
  rmSync(backups(), { recursive: true, force: true });
});

describe("GET /api/admin/launch-checklist", () => {
  it("answers 401 without a signed-in admin", async () => {
    expect((await checklist(request("GET", "/api/admin/launch-checklist"), none)).status).toBe(401);
    expect((await checklist(request("GET", "/api/admin/launch-checklist", { cookie: "next-auth.session-token=forged" }), none)).status).toBe(401);
  });

  it("lists what a fresh install lacks (sample contacts, content and client logos, ads, Google, email, Paystack, address, backup)", async () => {
    expect(await itemIds()).toEqual(["sample-contacts", "sample-content", "sample-clients", "ads", "google", "email", "paystack", "site-url", "backup"]);
  });

  it("shows demo content while it is on the public site, and not once it is removed", async () => {
    await seedDemoContent();
    expect(await itemIds()).toContain("demo-content");
    await removeDemoContent();
    expect(await itemIds()).not.toContain("demo-content");
  });

  it("shows email until SMTP_URL and NOTIFY_TO are set", async () => {
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:2525");
    vi.stubEnv("NOTIFY_TO", "bookings@band.example");
    try {
      expect(await itemIds()).not.toContain("email");
    } finally {
      vi.stubEnv("SMTP_URL", "");
      vi.stubEnv("NOTIFY_TO", "");
    }
  });

  it("shows the generated password while it still signs in, and not once it is changed", async () => {
    await db.admin.create({ data: { username: "admin", passwordHash: await testPasswordHash("generated-pass-123") } });
    writeFileSync(credentials(), "username: admin\npassword: generated-pass-123\n");
    expect(await itemIds()).toContain("admin-password");
    await db.admin.update({ where: { username: "admin" }, data: { passwordHash: await testPasswordHash("the-bands-own-pass") } });
    expect(await itemIds()).not.toContain("admin-password");
  });

  it("shows the backup until an archive is in DATA_DIR/backups", async () => {
    mkdirSync(backups(), { recursive: true });
    expect(await itemIds()).toContain("backup");
    writeFileSync(path.join(backups(), "notes.txt"), "not a backup");
    expect(await itemIds()).toContain("backup");
    writeFileSync(path.join(backups(), "band-backup-20261123-200000.tar.gz"), "archive");
    expect(await itemIds()).not.toContain("backup");
  });
});
