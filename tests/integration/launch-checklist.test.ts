import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PUT as putItem } from "@/app/api/admin/launch-checklist/[id]/route";
import { GET as checklist } from "@/app/api/admin/launch-checklist/route";
import { setClientLogoHidden } from "@/lib/client-logos/logos";
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

describe("a checklist the band can finish (issue #44)", () => {
  const dismiss = (id: string, body: unknown, headers: { cookie?: string; origin?: string } = { cookie }) =>
    putItem(request("PUT", `/api/admin/launch-checklist/${id}`, { body, ...headers }), { params: Promise.resolve({ id }) });
  const answer = async () =>
    (await (await checklist(request("GET", "/api/admin/launch-checklist", { cookie }), none)).json()) as { items: LaunchItem[]; dismissed: { id: string; title: string }[] };

  it("marks ads, Google and Paystack optional; Not using this takes one off, and Settings brings it back", async () => {
    const before = await answer();
    expect(before.items.filter((item) => item.optional).map((item) => item.id)).toEqual(["ads", "google", "paystack"]);
    expect(before.dismissed).toEqual([]);

    const response = await dismiss("ads", { dismissed: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: "ads", dismissed: true, dismissedIds: ["ads"] });
    const after = await answer();
    expect(after.items.map((item) => item.id)).not.toContain("ads");
    expect(after.dismissed).toEqual([{ id: "ads", title: "Ads are not switched on (optional)" }]);
    expect((await db.auditEvent.findFirstOrThrow({ where: { action: "settings-change" } })).target).toBe("launch checklist: ads marked not used");

    await dismiss("ads", { dismissed: false });
    expect((await answer()).items.map((item) => item.id)).toContain("ads");
    expect((await answer()).dismissed).toEqual([]);
  });

  it("refuses an item that is not optional, bad bodies, strangers and other sites", async () => {
    const refused = await dismiss("backup", { dismissed: true });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "id: backup is not an optional checklist item (ads, google, paystack)", code: "invalid_input" });
    for (const body of [{}, { dismissed: "yes" }, { dismissed: true, extra: 1 }]) expect((await dismiss("ads", body)).status, JSON.stringify(body)).toBe(400);
    expect((await dismiss("ads", { dismissed: true }, {})).status).toBe(401);
    expect((await dismiss("ads", { dismissed: true }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await answer()).dismissed).toEqual([]);
  });

  it("clears the logo item once every shown slot is a real logo: unused slots are hidden", async () => {
    expect(await itemIds()).toContain("sample-clients");
    for (const slot of [2, 3, 4, 5, 6, 7, 8]) await setClientLogoHidden(slot, true);
    expect(await itemIds()).toContain("sample-clients"); // slot 1 still shows a placeholder
    await db.clientLogo.upsert({
      where: { slot: 1 },
      create: { slot: 1, name: "Real Client", imageUrl: "/api/media/logos/00000000-0000-4000-8000-000000000000.webp" },
      update: { imageUrl: "/api/media/logos/00000000-0000-4000-8000-000000000000.webp" },
    });
    expect(await itemIds()).not.toContain("sample-clients");
  });

  it("names every sample kind still shown, with every name or how many more", async () => {
    const sample = (await answer()).items.find((item) => item.id === "sample-content")!;
    for (const kind of ["hero", "about", "team member", "testimonial", "venue", "service", "equipment photo"]) expect(sample.fix).toContain(kind);
    // More than four names: the first four and how many more, never a silently cut list.
    const testimonials = /(\d+) testimonials \(([^)]*)\)/.exec(sample.fix)!;
    const shown = Number(testimonials[1]);
    if (shown > 4) expect(testimonials[2]).toMatch(new RegExp(`and ${shown - 4} more$`));
    else expect(testimonials[2]!.split(", ")).toHaveLength(shown);
  });
});
