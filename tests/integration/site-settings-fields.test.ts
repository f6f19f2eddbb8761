import { beforeEach, describe, expect, it } from "vitest";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/settings/route";
import { db } from "@/lib/db";
import { restoreSiteSetting } from "@/lib/settings/store";
import { defaultSiteSettings, type SiteSettings } from "@/lib/validation/site-settings";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { takeRevalidations } from "../support/next-cache";
import { request } from "../support/requests";

// The band's contact settings (issue #29): phone lines checked as real numbers, profile links on
// their own network's host, the streaming link's artist id, the capacity and the reply promise;
// partial saves that keep the rest, readable audit entries, and a restore of an earlier value.

const none = { params: Promise.resolve({}) };
let cookie = "";

const put = (body: unknown) => putSettings(request("PUT", "/api/admin/settings", { body, cookie }), none);
async function current(): Promise<SiteSettings> {
  return (await (await getSettings(request("GET", "/api/admin/settings", { cookie }), none)).json()) as SiteSettings;
}
async function refused(body: unknown) {
  const response = await put(body);
  expect(response.status, JSON.stringify(body)).toBe(400);
  return ((await response.json()) as { fields: Record<string, string> }).fields;
}

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  takeRevalidations();
});

describe("phone lines", () => {
  it("stores numbers as international digits, whatever way they are typed, each marked WhatsApp or not", async () => {
    const response = await put({
      phones: [
        { number: "0803 123 4567", whatsapp: true },
        { number: "+234 (0)909-876-5432", whatsapp: false },
        { number: "+44 20 7946 0958", whatsapp: false },
      ],
    });
    expect(response.status).toBe(200);
    expect((await current()).phones).toEqual([
      { number: "2348031234567", whatsapp: true },
      { number: "2349098765432", whatsapp: false },
      { number: "442079460958", whatsapp: false },
    ]);
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: "settings-change" } });
    expect(audit.target).toBe("phone lines changed to +234 803 123 4567 (WhatsApp), +234 909 876 5432, +44 20 7946 0958");
    expect(takeRevalidations()).toEqual([{ tag: "settings", profile: { expire: 0 } }]);
  });

  it("refuses what is not a phone number, too many lines, none, a repeated line and wrong types", async () => {
    expect(await refused({ phones: [{ number: "call me", whatsapp: true }] })).toEqual({ "phones.0.number": expect.stringContaining("valid phone number") });
    expect(await refused({ phones: [{ number: "0803 123", whatsapp: true }] })).toHaveProperty(["phones.0.number"]);
    expect(await refused({ phones: [{ number: "2348031234567", whatsapp: "yes" }] })).toHaveProperty(["phones.0.whatsapp"]);
    expect(await refused({ phones: [] })).toEqual({ phones: "Keep at least one phone line" });
    const four = ["0803 123 4567", "0803 123 4568", "0803 123 4569", "0803 123 4560"].map((number) => ({ number, whatsapp: true }));
    expect(await refused({ phones: four })).toEqual({ phones: "At most three phone lines" });
    expect(
      await refused({
        phones: [
          { number: "0803 123 4567", whatsapp: true },
          { number: "+2348031234567", whatsapp: false },
        ],
      }),
    ).toEqual({ phones: "Each phone line only once" });
    expect(await refused({ phones: "08031234567" })).toHaveProperty("phones");
    expect(await refused({ phones: [{ number: "2348031234567", whatsapp: true, extra: 1 }] })).toEqual({ "phones.0.extra": "Unknown field" });
    expect(await db.siteSetting.count()).toBe(0);
  });
});

describe("social profiles and the streaming player", () => {
  it("saves only the networks sent, keeps the others, and words each change", async () => {
    expect((await put({ socials: { instagram: "https://www.instagram.com/the.real.band", tiktok: "" } })).status).toBe(200);
    const socials = (await current()).socials;
    expect(socials).toEqual({ ...defaultSiteSettings.socials, instagram: "https://www.instagram.com/the.real.band", tiktok: "" });
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: "settings-change" } });
    expect(audit.target).toBe("Instagram link set to https://www.instagram.com/the.real.band; TikTok link cleared");
  });

  it("refuses a link to another host than the network it names, plain http and unknown networks", async () => {
    expect(await refused({ socials: { instagram: "https://evil.example/ekoliveband" } })).toEqual({ "socials.instagram": expect.stringContaining("Instagram") });
    expect(await refused({ socials: { facebook: "https://facebook.com.evil.example/x" } })).toHaveProperty(["socials.facebook"]);
    expect(await refused({ socials: { youtube: "http://www.youtube.com/@band" } })).toHaveProperty(["socials.youtube"]);
    expect(await refused({ socials: { x: "javascript:alert(1)" } })).toHaveProperty(["socials.x"]);
    expect(await refused({ socials: { myspace: "https://myspace.com/band" } })).toEqual({ "socials.myspace": "Unknown field" });
    for (const good of [{ youtube: "https://youtu.be/abc" }, { x: "https://twitter.com/band" }, { appleMusic: "https://music.apple.com/ng/artist/band/1" }]) {
      expect((await put({ socials: good })).status, JSON.stringify(good)).toBe(200);
    }
  });

  it("takes an artist share link whose id can be read, or empty for no player", async () => {
    expect((await put({ streamingUrl: "https://open.spotify.com/artist/4q3ewBCX7sLwd24euuV69X?si=abc123" })).status).toBe(200);
    expect(await refused({ streamingUrl: "https://open.spotify.com/album/4q3ewBCX7sLwd24euuV69X" })).toHaveProperty("streamingUrl");
    expect(await refused({ streamingUrl: "https://evil.example/artist/4q3ewBCX7sLwd24euuV69X" })).toHaveProperty("streamingUrl");
    expect((await put({ streamingUrl: "" })).status).toBe(200);
  });
});

describe("the other settings", () => {
  it("checks the capacity, the reply promise, the email and the texts", async () => {
    expect(await refused({ capacityPerDay: 0 })).toEqual({ capacityPerDay: "Events a day must be at least 1" });
    expect(await refused({ capacityPerDay: 2.5 })).toHaveProperty("capacityPerDay");
    expect(await refused({ capacityPerDay: "3" })).toHaveProperty("capacityPerDay");
    expect(await refused({ replyHours: 0 })).toHaveProperty("replyHours");
    expect(await refused({ replyHours: 500 })).toHaveProperty("replyHours");
    expect(await refused({ email: "not-an-address" })).toHaveProperty("email");
    expect(await refused({ bookingMessage: "" })).toHaveProperty("bookingMessage");
    expect(await refused({ location: "x".repeat(81) })).toHaveProperty("location");
    const saved = await put({ capacityPerDay: 3, replyHours: 12, email: "bookings@ekoliveband.ng", address: "12 Admiralty Way, Lekki", bookingMessage: "Hi! <b>Book</b> us" });
    expect(saved.status).toBe(200);
    // Stored as text: what the pages show is escaped by React, never rendered as HTML.
    expect(await current()).toMatchObject({ capacityPerDay: 3, replyHours: 12, email: "bookings@ekoliveband.ng", bookingMessage: "Hi! <b>Book</b> us" });
    const targets = (await db.auditEvent.findMany({ where: { action: "settings-change" }, orderBy: { id: "asc" } })).map((event) => event.target);
    expect(targets).toEqual(expect.arrayContaining(["calendar capacity set to 3 events a day", "reply promise set to 12 hours"]));
  });

  it("refuses a body over its size limit", async () => {
    const response = await put({ address: "x".repeat(20_000) });
    expect([400, 413]).toContain(response.status);
    expect(await db.siteSetting.count()).toBe(0);
  });
});

describe("restoring an earlier value", () => {
  it("brings it back, keeping the current value as a version, audited as a restore", async () => {
    await put({ capacityPerDay: 3 });
    await put({ capacityPerDay: 4 });
    // The first version is the installed value (one event a day), so even the first save can be undone.
    const [installed, version] = await db.itemVersion.findMany({ where: { item: "setting:capacityPerDay" }, orderBy: { id: "asc" } });
    expect(installed).toMatchObject({ value: "1", savedBy: "as installed" });
    expect(JSON.parse(version!.value)).toBe(3);
    const actor = { adminId: 1, username: "inbox-admin", ipAddress: "203.0.113.7", userAgent: null };
    const restored = await restoreSiteSetting("capacityPerDay", version!.value, actor);
    expect(restored.capacityPerDay).toBe(3);
    expect((await current()).capacityPerDay).toBe(3);
    expect(await db.itemVersion.count({ where: { item: "setting:capacityPerDay" } })).toBe(3);
    const last = await db.auditEvent.findFirstOrThrow({ where: { action: "settings-change" }, orderBy: { id: "desc" } });
    expect(last.target).toBe("calendar capacity set to 3 events a day (restored from an earlier version)");
    await expect(restoreSiteSetting("capacityPerDay", "99", actor)).rejects.toMatchObject({ status: 400, code: "invalid_input" });
    await expect(restoreSiteSetting("nope", "1", actor)).rejects.toMatchObject({
      status: 400,
      fields: { nope: "Unknown setting" },
    });
  });
});
