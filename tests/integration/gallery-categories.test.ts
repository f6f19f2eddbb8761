import { beforeEach, describe, expect, it } from "vitest";
import { DELETE as removeCategory, GET as listCategories, PATCH as renameCategory, POST as addCategory } from "@/app/api/admin/gallery/categories/route";
import { specCategories } from "@/fixed/gallery";
import { db } from "@/lib/db";
import { galleryFirstScreen } from "@/lib/gallery/lists";
import { signedInAdminCookie, signedInMember } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

// Issue 64, item 9: the band renames, adds ("Weddings") and removes (when unused) the gallery's
// categories; a rename moves its photos and videos; the public filter follows the band's order.

const SITE = "http://localhost:3000";
const none = { params: Promise.resolve({}) };
const URL_PATH = "/api/admin/gallery/categories";
let cookie = "";
type Category = { name: string; photos: number; videos: number };

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

async function photoIn(category: string) {
  const media = await db.mediaFile.create({
    data: { storageKey: `k-${category}-${Math.random()}`, url: "/api/media/x.jpg", mimeType: "image/jpeg", width: 1200, height: 800, blurDataUrl: "data:,", bytes: 10 },
  });
  await db.galleryPhoto.create({ data: { title: "On stage", alt: "The band on stage", category, mediaId: media.id } });
}

const send = async (method: "POST" | "PATCH" | "DELETE", body: unknown, options: { cookie?: string; origin?: string } = { cookie, origin: SITE }) => {
  const handler = { POST: addCategory, PATCH: renameCategory, DELETE: removeCategory }[method];
  const response = await handler(request(method, URL_PATH, { ...options, body }), none);
  return { status: response.status, body: (await response.json()) as { categories: Category[]; moved?: number; error?: string; fields?: Record<string, string> } };
};
const names = async () => ((await (await listCategories(request("GET", URL_PATH, { cookie }), none)).json()) as { categories: Category[] }).categories.map((one) => one.name);

describe("gallery categories", () => {
  it("starts with the spec's ten, adds one at the end, and refuses a second of the same name", async () => {
    expect(await names()).toEqual([...specCategories]);
    const added = await send("POST", { name: " Weddings " });
    expect(added.status).toBe(201);
    expect(added.body.categories.at(-1)).toEqual({ name: "Weddings", photos: 0, videos: 0 });
    expect((await send("POST", { name: "weddings" })).status).toBe(409);
  });

  it("renames a category with its photos, and the public filter follows the band's list", async () => {
    await photoIn("Events");
    await photoIn("Events");
    const renamed = await send("PATCH", { from: "Events", to: "Weddings" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.moved).toBe(2);
    expect(renamed.body.categories.find((one) => one.name === "Weddings")).toEqual({ name: "Weddings", photos: 2, videos: 0 });
    expect(await names()).not.toContain("Events");
    expect(await db.galleryPhoto.count({ where: { category: "Weddings" } })).toBe(2);
    const screen = await galleryFirstScreen();
    expect(screen.counts).toEqual({ Weddings: 2 });
    expect(screen.categoryOrder.indexOf("Weddings")).toBe(specCategories.indexOf("Events"));
    // A new name that is taken, an unknown category.
    expect((await send("PATCH", { from: "Weddings", to: "mixtape" })).status).toBe(409);
    expect((await send("PATCH", { from: "Nowhere", to: "Somewhere" })).status).toBe(404);
    // A case-only rename is the same category.
    expect((await send("PATCH", { from: "Weddings", to: "WEDDINGS" })).status).toBe(200);
  });

  it("removes a category only when nothing uses it, saying what it still holds", async () => {
    await photoIn("Mixtape");
    const refused = await send("DELETE", { name: "Mixtape" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("still holds 1 photo");
    const removed = await send("DELETE", { name: "Memorial Services" });
    expect(removed.status).toBe(200);
    expect(removed.body.categories.map((one) => one.name)).not.toContain("Memorial Services");
    expect((await send("DELETE", { name: "Memorial Services" })).status).toBe(404);
  });

  it("refuses bad input, strangers, other sites and roles without the gallery", async () => {
    expect((await send("POST", {})).status).toBe(400);
    expect((await send("POST", { name: 5 })).status).toBe(400);
    expect((await send("POST", { name: "x".repeat(41) })).body.fields).toHaveProperty("name");
    expect((await send("POST", { name: "All" })).status).toBe(400);
    expect((await send("POST", { name: "Weddings", extra: 1 })).status).toBe(400);
    expect((await send("PATCH", { from: "Events" })).body.fields).toHaveProperty("to");
    expect((await send("POST", { name: "Weddings" }, {})).status).toBe(401);
    expect((await send("POST", { name: "Weddings" }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    const frontDesk = await signedInMember("desk", "front-desk");
    expect((await send("POST", { name: "Weddings" }, { cookie: frontDesk.cookie, origin: SITE })).status).toBe(403);
    expect(await names()).toEqual([...specCategories]);
  });
});
