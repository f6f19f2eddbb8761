import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { takeRevalidations } from "../support/next-cache";
import { PUT as putLogo, DELETE as deleteLogo } from "@/app/api/client-logos/[slot]/route";
import { PUT as putOrder } from "@/app/api/client-logos/order/route";
import { POST as resetLogos } from "@/app/api/client-logos/reset/route";
import { GET as listLogos } from "@/app/api/client-logos/route";
import { GET as logoFile } from "@/app/api/media/logos/[file]/route";
import { clients } from "@/fixed/clients";
import { db } from "@/lib/db";
import { uploadsDir } from "@/lib/storage/local";
import type { PublicClientLogo } from "@/lib/validation/client-logos";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { hugePng, imageBytes, logoRequest, scriptedSvg } from "../support/logos";
import { request } from "../support/requests";

const slotContext = (slot: string | number) => ({ params: Promise.resolve({ slot: String(slot) }) });
const none = { params: Promise.resolve({}) };
const png = async () => ({ bytes: await imageBytes("png"), name: "logo.png", type: "image/png" });

let cookie = "";

async function put(slot: string | number, form: Parameters<typeof logoRequest>[1], headers: Record<string, string> = {}) {
  const response = await putLogo(logoRequest(slot, form, { cookie, ...headers }), slotContext(slot));
  return { status: response.status, body: (await response.json()) as PublicClientLogo & { error?: string } };
}

async function publicList(): Promise<PublicClientLogo[]> {
  return (await listLogos()).json() as Promise<PublicClientLogo[]>;
}

async function storedLogoFiles(): Promise<string[]> {
  const dir = path.join(uploadsDir(), "logos");
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

beforeEach(async () => {
  await resetDatabase();
  await rm(uploadsDir(), { recursive: true, force: true });
  takeRevalidations();
  cookie = await signedInAdminCookie();
});

describe("the seed", () => {
  it("a freshly migrated database has the eight slots with the admin names and default sizes", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "band-seed-"));
    try {
      const file = path.join(dir, "seed.db");
      const deploy = spawnSync(process.execPath, ["scripts/prisma.mjs", "deploy"], { env: { ...process.env, DATABASE_URL: `file:${file}` }, encoding: "utf8" });
      expect(deploy.status, deploy.stderr).toBe(0);
      const sqlite = new Database(file, { readonly: true });
      const rows = sqlite.prepare('SELECT "slot", "name", "imageUrl", "sizePercent" FROM "client_logos" ORDER BY "slot"').all();
      sqlite.close();
      expect(rows).toEqual(clients.map((client, index) => ({ slot: index + 1, name: client.slotName, imageUrl: null, sizePercent: client.defaultSize })));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("GET /api/client-logos", () => {
  it("answers the eight slots 1-8 with the admin names and default sizes when nothing is stored", async () => {
    const logos = await publicList();
    expect(logos).toEqual(clients.map((client, index) => ({ slot: index + 1, name: client.slotName, imageUrl: client.logo, sizePercent: client.defaultSize })));
    expect(logos.map((logo) => logo.sizePercent)).toEqual([125, 110, 100, 100, 100, 100, 110, 100]);
    expect(logos[6]!.name).toBe("Chevron Corporation");
  });
});

describe("PUT /api/client-logos/{slot}", () => {
  it.each(["png", "jpeg", "webp"] as const)("stores a %s as a resized WebP under a generated name and revalidates the client logos tag", async (format) => {
    const bytes = await imageBytes(format, 1600, 400);
    const { status, body } = await put(3, { image: { bytes, name: `KLM logo.${format}`, type: `image/${format}` } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ slot: 3, name: "KLM Air France", sizePercent: 100 });
    expect(body.imageUrl).toMatch(/^\/api\/media\/logos\/[0-9a-f-]{36}\.webp$/);
    expect((await publicList())[2]!.imageUrl).toBe(body.imageUrl);
    expect(takeRevalidations()).toEqual([{ tag: "client-logos", profile: { expire: 0 } }]);

    const served = await logoFile(request("GET", body.imageUrl), { params: Promise.resolve({ file: body.imageUrl.split("/").pop()! }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(160);
  });

  it("also accepts GIF and AVIF, recognised by content", async () => {
    for (const format of ["gif", "avif"] as const) {
      const { status, body } = await put(1, { image: { bytes: await imageBytes(format), name: "logo.bin", type: "application/octet-stream" } });
      expect(status, format).toBe(200);
      expect(body.imageUrl).toMatch(/\.webp$/);
    }
  });

  it("changes the size alone, and both at once", async () => {
    const sizeOnly = await put(2, { sizePercent: "150" });
    expect(sizeOnly.status).toBe(200);
    expect(sizeOnly.body).toMatchObject({ slot: 2, sizePercent: 150, imageUrl: clients[1]!.logo });
    const both = await put(8, { image: await png(), sizePercent: "50" });
    expect(both.body).toMatchObject({ slot: 8, sizePercent: 50 });
    expect(both.body.imageUrl).toMatch(/\.webp$/);
    const row = await db.clientLogo.findUniqueOrThrow({ where: { slot: 8 } });
    expect(row).toMatchObject({ name: "TotalEnergies", sizePercent: 50, imageUrl: both.body.imageUrl });
  });

  it("renames a slot's client (the Trusted by name), audited, and refuses an empty or long name", async () => {
    const renamed = await put(3, { name: "  Lagos Wedding Co.  " });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ slot: 3, name: "Lagos Wedding Co.", imageUrl: clients[2]!.logo });
    expect((await publicList())[2]?.name).toBe("Lagos Wedding Co.");
    expect((await db.auditEvent.findFirstOrThrow({ where: { action: "logo-change" } })).target).toBe('slot 3: name "Lagos Wedding Co."');
    expect((await put(3, { name: "   " })).status).toBe(400);
    expect((await put(3, { name: "x".repeat(61) })).status).toBe(400);
    expect((await db.clientLogo.findUniqueOrThrow({ where: { slot: 3 } })).name).toBe("Lagos Wedding Co.");
  });

  it("refuses an HTML file renamed .png", async () => {
    const html = Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>");
    const { status, body } = await put(1, { image: { bytes: html, name: "logo.png", type: "image/png" } });
    expect(status).toBe(400);
    expect(body.error).toMatch(/not an image/);
    expect(await storedLogoFiles()).toEqual([]);
    expect(await db.clientLogo.count()).toBe(0);
    expect(takeRevalidations()).toEqual([]);
  });

  it("refuses an SVG carrying a script", async () => {
    const { status, body } = await put(1, { image: { bytes: scriptedSvg, name: "logo.svg", type: "image/svg+xml" } });
    expect(status).toBe(400);
    expect(body.error).toMatch(/SVG/);
    expect(await storedLogoFiles()).toEqual([]);
  });

  it("refuses a 10 MB image and keeps nothing", async () => {
    const big = await hugePng(10);
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const { status, body } = await put(1, { image: { bytes: big, name: "big.png", type: "image/png" } });
    expect(status).toBe(400);
    expect(body.error).toBe("The image is larger than 5 MB");
    expect(await storedLogoFiles()).toEqual([]);
    expect(await db.clientLogo.count()).toBe(0);
  });

  it.each([["49"], ["201"], ["big"], ["100.5"]])("refuses size %s", async (size) => {
    const { status, body } = await put(1, { sizePercent: size });
    expect(status).toBe(400);
    expect(body.error).toMatch(/^sizePercent/);
  });

  it.each([["0"], ["9"], ["x"]])("refuses slot %s", async (slot) => {
    const { status, body } = await put(slot, { sizePercent: "100" });
    expect(status).toBe(400);
    expect(body.error).toMatch(/slot/);
  });

  it("refuses an empty change and a body that is not multipart", async () => {
    expect((await put(1, {})).status).toBe(400);
    const json = await putLogo(request("PUT", "/api/client-logos/1", { body: { sizePercent: 100 }, cookie }), slotContext(1));
    expect(json.status).toBe(400);
  });

  it("needs the admin session and refuses another site", async () => {
    const anonymous = await putLogo(logoRequest(1, { image: await png() }), slotContext(1));
    expect(anonymous.status).toBe(401);
    const crossSite = await put(1, { image: await png() }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await storedLogoFiles()).toEqual([]);
    expect(await db.clientLogo.count()).toBe(0);
  });

  it("deletes the replaced file from storage", async () => {
    const first = await put(5, { image: await png() });
    const firstFile = first.body.imageUrl.split("/").pop();
    expect(await storedLogoFiles()).toEqual([firstFile]);
    const second = await put(5, { image: { bytes: await imageBytes("jpeg"), name: "new.jpg", type: "image/jpeg" } });
    const secondFile = second.body.imageUrl.split("/").pop();
    expect(secondFile).not.toBe(firstFile);
    expect(await storedLogoFiles()).toEqual([secondFile]);
  });
});

describe("DELETE /api/client-logos/{slot} and POST /api/client-logos/reset", () => {
  it("puts a slot back to its default image and deletes the file", async () => {
    await put(4, { image: await png(), sizePercent: "180" });
    const response = await deleteLogo(request("DELETE", "/api/client-logos/4", { cookie }), slotContext(4));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slot: 4, imageUrl: clients[3]!.logo, sizePercent: 180, custom: false });
    expect(await storedLogoFiles()).toEqual([]);
    expect(takeRevalidations().at(-1)).toEqual({ tag: "client-logos", profile: { expire: 0 } });
  });

  it("resets every image and size to the defaults", async () => {
    await put(1, { image: await png(), sizePercent: "60" });
    await put(7, { image: await png(), sizePercent: "200" });
    takeRevalidations();
    const response = await resetLogos(request("POST", "/api/client-logos/reset", { cookie }), none);
    expect(response.status).toBe(200);
    expect(await publicList()).toEqual(clients.map((client, index) => ({ slot: index + 1, name: client.slotName, imageUrl: client.logo, sizePercent: client.defaultSize })));
    expect(await storedLogoFiles()).toEqual([]);
    expect(takeRevalidations()).toEqual([{ tag: "client-logos", profile: { expire: 0 } }]);
  });

  it("refuse slots outside 1-8, no session and another site", async () => {
    expect((await deleteLogo(request("DELETE", "/api/client-logos/0", { cookie }), slotContext(0))).status).toBe(400);
    expect((await deleteLogo(request("DELETE", "/api/client-logos/9", { cookie }), slotContext(9))).status).toBe(400);
    expect((await deleteLogo(request("DELETE", "/api/client-logos/1"), slotContext(1))).status).toBe(401);
    expect((await deleteLogo(request("DELETE", "/api/client-logos/1", { cookie, origin: "https://evil.example" }), slotContext(1))).status).toBe(403);
    expect((await resetLogos(request("POST", "/api/client-logos/reset"), none)).status).toBe(401);
    expect((await resetLogos(request("POST", "/api/client-logos/reset", { cookie, origin: "https://evil.example" }), none)).status).toBe(403);
  });
});

describe("hidden slots (issue #44)", () => {
  const visibility = (slot: number, body: unknown, headers: { cookie?: string; origin?: string } = { cookie }) =>
    putLogo(request("PUT", `/api/client-logos/${slot}`, { body, ...headers }), slotContext(slot));

  it("a band with three real clients shows three: hidden slots leave the public list, and come back", async () => {
    for (const slot of [4, 5, 6, 7, 8]) {
      const response = await visibility(slot, { hidden: true });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ slot, hidden: true });
    }
    expect(takeRevalidations()).toContainEqual({ tag: "client-logos", profile: { expire: 0 } });
    expect((await publicList()).map((logo) => logo.slot)).toEqual([1, 2, 3]);
    expect((await db.auditEvent.findFirstOrThrow({ where: { action: "logo-change" }, orderBy: { id: "desc" } })).target).toBe("slot 8 hidden");

    expect((await visibility(8, { hidden: false })).status).toBe(200);
    expect((await publicList()).map((logo) => logo.slot)).toEqual([1, 2, 3, 8]);
    // A reset shows every slot again.
    expect((await resetLogos(request("POST", "/api/client-logos/reset", { cookie }), none)).status).toBe(200);
    expect(await publicList()).toHaveLength(8);
  });

  it("every slot hidden: an empty list (the Trusted by strip is left out)", async () => {
    for (const slot of [1, 2, 3, 4, 5, 6, 7, 8]) await visibility(slot, { hidden: true });
    expect(await publicList()).toEqual([]);
  });

  it("refuses bad bodies, strangers and other sites", async () => {
    for (const body of [{}, { hidden: "yes" }, { hidden: true, name: "x" }]) {
      const response = await visibility(1, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await visibility(1, { hidden: true }, {})).status).toBe(401);
    expect((await visibility(1, { hidden: true }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await putLogo(request("PUT", "/api/client-logos/9", { body: { hidden: true }, cookie }), slotContext(9))).status).toBe(400);
    expect(await publicList()).toHaveLength(8);
  });
});

describe("the strip's order (issue #44)", () => {
  const reorder = (body: unknown, headers: { cookie?: string; origin?: string } = { cookie }) => putOrder(request("PUT", "/api/client-logos/order", { body, ...headers }), none);

  it("shows the slots in the order saved, names and images with them, and a reset puts slot order back", async () => {
    const response = await reorder({ slots: [3, 1, 2, 8, 7, 6, 5, 4] });
    expect(response.status).toBe(200);
    expect(((await response.json()) as PublicClientLogo[]).map((logo) => logo.slot)).toEqual([3, 1, 2, 8, 7, 6, 5, 4]);
    expect(takeRevalidations()).toContainEqual({ tag: "client-logos", profile: { expire: 0 } });
    const shown = await publicList();
    expect(shown.map((logo) => logo.slot)).toEqual([3, 1, 2, 8, 7, 6, 5, 4]);
    expect(shown[0]).toMatchObject({ slot: 3, name: clients[2]!.slotName, imageUrl: clients[2]!.logo });
    expect((await db.auditEvent.findFirstOrThrow({ where: { action: "logo-change" }, orderBy: { id: "desc" } })).target).toBe("order: slots 3, 1, 2, 8, 7, 6, 5, 4");
    // A slot's own change answers that slot, wherever it stands.
    const renamed = await put(8, { name: "Real Client" });
    expect(renamed.body).toMatchObject({ slot: 8, name: "Real Client" });

    expect((await resetLogos(request("POST", "/api/client-logos/reset", { cookie }), none)).status).toBe(200);
    expect((await publicList()).map((logo) => logo.slot)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("refuses an order that misses, repeats or invents a slot, strangers and other sites", async () => {
    for (const body of [
      {},
      { slots: [1, 2, 3] },
      { slots: [1, 1, 2, 3, 4, 5, 6, 7] },
      { slots: [1, 2, 3, 4, 5, 6, 7, 9] },
      { slots: "1,2" },
      { slots: [1, 2, 3, 4, 5, 6, 7, 8], extra: 1 },
    ]) {
      const answer = await reorder(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await reorder({ slots: [8, 7, 6, 5, 4, 3, 2, 1] }, {})).status).toBe(401);
    expect((await reorder({ slots: [8, 7, 6, 5, 4, 3, 2, 1] }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await publicList()).map((logo) => logo.slot)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
