import { beforeEach, describe, expect, it } from "vitest";
import { GET as launchChecklist } from "@/app/api/admin/launch-checklist/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/settings/route";
import { db } from "@/lib/db";
import { defaultSiteSettings } from "@/lib/validation/site-settings";
import type { LaunchItem } from "@/lib/launch/checklist";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { takeRevalidations } from "../support/next-cache";
import { request } from "../support/requests";

// GET/PUT /api/admin/settings against a real database: admin-only, same-origin, validated with
// field errors, partial, every save keeping the value it replaces, audited and revalidating the
// settings tag (and nothing else) so the prerendered pages follow at once.

const none = { params: Promise.resolve({}) };
const ID = "ca-pub-1234567890123456";
const OTHER_ID = "ca-pub-6543210987654321";
let cookie = "";

const put = (body: unknown, options: { cookie?: string; origin?: string; rawBody?: string; headers?: Record<string, string> } = { cookie }) =>
  putSettings(request("PUT", "/api/admin/settings", { body: options.rawBody === undefined ? body : undefined, ...options }), none);

async function current() {
  const response = await getSettings(request("GET", "/api/admin/settings", { cookie }), none);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return response.json() as Promise<Record<string, unknown>>;
}

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  takeRevalidations();
});

describe("GET /api/admin/settings", () => {
  it("answers the defaults before anything is saved", async () => {
    expect(await current()).toEqual(defaultSiteSettings);
  });

  it("is for the signed-in admin only (401)", async () => {
    expect((await getSettings(request("GET", "/api/admin/settings"), none)).status).toBe(401);
    expect((await getSettings(request("GET", "/api/admin/settings", { cookie: "next-auth.session-token=forged" }), none)).status).toBe(401);
  });
});

describe("PUT /api/admin/settings", () => {
  it("saves the publisher id, answers every setting, audits it and revalidates exactly the settings tag", async () => {
    const response = await put({ adsenseClient: ` ${ID} ` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...defaultSiteSettings, adsenseClient: ID });
    expect(await current()).toEqual({ ...defaultSiteSettings, adsenseClient: ID });
    expect(takeRevalidations()).toEqual([{ tag: "settings", profile: { expire: 0 } }]);
    const audited = await db.auditEvent.findMany({ where: { action: "settings-change" } });
    expect(audited).toEqual([expect.objectContaining({ username: "inbox-admin", target: `AdSense publisher id set to ${ID}`, outcome: "success" })]);
  });

  it("keeps the value each save replaces, with who saved it and when", async () => {
    expect((await put({ adsenseClient: ID })).status).toBe(200);
    // Nothing was saved before: the installed value is kept as the first version, so this save can be undone.
    expect(await db.itemVersion.findMany({ select: { item: true, value: true, savedBy: true } })).toEqual([
      { item: "setting:adsenseClient", value: '""', savedBy: "as installed" },
    ]);
    const first = await db.siteSetting.findUniqueOrThrow({ where: { key: "adsenseClient" } });
    expect((await put({ adsenseClient: OTHER_ID })).status).toBe(200);
    expect((await put({ adsenseClient: "" })).status).toBe(200);
    const versions = await db.itemVersion.findMany({ orderBy: { id: "asc" } });
    expect(versions.map(({ item, value, savedBy }) => ({ item, value: JSON.parse(value) as unknown, savedBy }))).toEqual([
      { item: "setting:adsenseClient", value: "", savedBy: "as installed" },
      { item: "setting:adsenseClient", value: ID, savedBy: "inbox-admin" },
      { item: "setting:adsenseClient", value: OTHER_ID, savedBy: "inbox-admin" },
    ]);
    expect(versions[1]?.savedAt).toEqual(first.updatedAt);
    expect((await current()).adsenseClient).toBe("");
    const targets = (await db.auditEvent.findMany({ where: { action: "settings-change" }, orderBy: { id: "asc" } })).map((event) => event.target);
    expect(targets).toEqual([`AdSense publisher id set to ${ID}`, `AdSense publisher id set to ${OTHER_ID}`, "AdSense publisher id cleared (ads off)"]);
    expect(takeRevalidations()).toHaveLength(3);
  });

  it("changes only the settings sent; sending the saved value again keeps no version and logs nothing", async () => {
    expect((await put({ adsenseClient: ID })).status).toBe(200);
    takeRevalidations();
    const again = await put({ adsenseClient: ID });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...defaultSiteSettings, adsenseClient: ID });
    expect(await db.itemVersion.count()).toBe(1); // the installed value, kept by the first save only
    expect(await db.auditEvent.count({ where: { action: "settings-change" } })).toBe(1);
    // A save still revalidates: it brings the pages in line with the database whatever happened before.
    expect(takeRevalidations()).toEqual([{ tag: "settings", profile: { expire: 0 } }]);
  });

  it("refuses a bad publisher id and unknown settings with 400 { error, fields }, storing nothing", async () => {
    for (const body of [{ adsenseClient: "pub-1234567890123456" }, { adsenseClient: "ca-pub-12345" }, { adsenseClient: 42 }, { adsenseClient: `${ID}<script>` }]) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(answer.error).toMatch(/^adsenseClient: /);
      expect(answer.fields).toEqual({ adsenseClient: expect.stringContaining("ca-pub-") });
    }
    const unknown = await put({ adsenseClient: ID, siteName: "Eko" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: "siteName: Unknown setting", code: "invalid_input", fields: { siteName: "Unknown setting" } });
    for (const body of [{}, [], "ca-pub-1234567890123456", null]) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()) as object).toMatchObject({ error: expect.any(String), fields: {} });
    }
    expect((await put(undefined, { cookie, rawBody: "{not json", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect(await db.siteSetting.count()).toBe(0);
    expect(await db.auditEvent.count({ where: { action: "settings-change" } })).toBe(0);
    expect(takeRevalidations()).toEqual([]);
  });

  it("refuses a visitor (401) and a foreign Origin (403), storing nothing", async () => {
    expect((await put({ adsenseClient: ID }, {})).status).toBe(401);
    expect((await put({ adsenseClient: ID }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await put({ adsenseClient: ID }, { cookie, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await put(undefined, { cookie, rawBody: JSON.stringify({ adsenseClient: ID }), headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect(await db.siteSetting.count()).toBe(0);
    expect(takeRevalidations()).toEqual([]);
  });

  it("falls back to the default for a stored value the schema no longer accepts", async () => {
    await db.siteSetting.create({ data: { key: "adsenseClient", value: JSON.stringify("not-an-id") } });
    await db.siteSetting.create({ data: { key: "retiredSetting", value: "true" } });
    await db.siteSetting.create({ data: { key: "phones", value: JSON.stringify([{ number: "12", whatsapp: true }]) } });
    expect(await current()).toEqual(defaultSiteSettings);
  });
});

describe("the launch checklist's ads item", () => {
  async function itemIds() {
    const response = await launchChecklist(request("GET", "/api/admin/launch-checklist", { cookie }), none);
    return ((await response.json()) as { items: LaunchItem[] }).items;
  }

  it("sends the band to the admin's settings, not to a rebuild, and goes once the id is saved", async () => {
    const ads = (await itemIds()).find((item) => item.id === "ads");
    expect(ads?.fix).toMatch(/Settings → AdSense/);
    expect(ads?.fix).not.toMatch(/NEXT_PUBLIC|rebuild;/);
    await put({ adsenseClient: ID });
    expect((await itemIds()).map((item) => item.id)).not.toContain("ads");
  });
});
