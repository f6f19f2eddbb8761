import { beforeEach, describe, expect, it } from "vitest";
import { GET as listKind, POST as createItem, PUT as saveBlock } from "@/app/api/admin/content/[kind]/route";
import { DELETE as deleteItem, PATCH as patchItem } from "@/app/api/admin/content/[kind]/[id]/route";
import { PUT as reorder } from "@/app/api/admin/content/[kind]/order/route";
import { GET as history } from "@/app/api/admin/history/route";
import { POST as restore } from "@/app/api/admin/history/[versionId]/restore/route";
import { POST as uploadMedia } from "@/app/api/admin/media/route";
import { db } from "@/lib/db";
import type { ContentItemView, TestimonialContent } from "@/lib/validation/content";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { jpegWithGps, photoRequest } from "../support/images";
import { takeRevalidations } from "../support/next-cache";
import { request } from "../support/requests";

// The band's page content through /api/admin/content/* and /api/admin/history, against a real
// database: seeded samples, every write admin-only, same-origin and validated with field errors,
// texts stored as text, versions kept and restorable, audit entries in words, the kind's tag
// revalidated.

type Item = ContentItemView<"testimonials">;
let cookie = "";
const kindOf = (kind: string) => ({ params: Promise.resolve({ kind }) });
const itemOf = (kind: string, id: number | string) => ({ params: Promise.resolve({ kind, id: String(id) }) });
const send = (method: string, path: string, body?: unknown, options: { cookie?: string; origin?: string } = { cookie }) => request(method, path, { body, ...options });

async function testimonials(): Promise<Item[]> {
  const response = await listKind(send("GET", "/api/admin/content/testimonials"), kindOf("testimonials"));
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Item[] }).items;
}
const valid: TestimonialContent = { name: "Funmi A.", role: "Bride, Lekki", rating: 5, text: "The dance floor never emptied.", image: "" };
async function add(body: unknown) {
  const response = await createItem(send("POST", "/api/admin/content/testimonials", body), kindOf("testimonials"));
  return { status: response.status, body: (await response.json()) as { testimonial: Item; error?: string; fields?: Record<string, string> } };
}

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  takeRevalidations();
});

describe("a fresh install", () => {
  it("is seeded once with the shipped testimonials, marked as samples", async () => {
    const items = await testimonials();
    expect(items).toHaveLength(6);
    expect(items.every((item) => item.isDemo && !item.hidden)).toBe(true);
    expect(items[0]?.data.name).toBe("Funmi A.");
    expect(await testimonials()).toHaveLength(6);
    expect(await db.contentItem.count({ where: { kind: "testimonials" } })).toBe(6);
  });
});

describe("testimonials", () => {
  it("adds one at the end (201 { testimonial }), audited in words, revalidating its tag", async () => {
    await testimonials();
    const { status, body } = await add({ ...valid, name: "Kemi O.", text: "<script>alert(1)</script> Brilliant!" });
    expect(status).toBe(201);
    expect(body.testimonial).toMatchObject({ isDemo: false, hidden: false, position: 6, data: { name: "Kemi O.", text: "<script>alert(1)</script> Brilliant!" } });
    expect(takeRevalidations()).toEqual([{ tag: "content-testimonials", profile: { expire: 0 } }]);
    expect((await db.auditEvent.findFirstOrThrow({ where: { action: "content-change" } })).target).toBe("testimonial 'Kemi O.' added");
  });

  it("refuses bad input with 400 { error, fields }, storing nothing", async () => {
    await testimonials();
    const cases: [unknown, string][] = [
      [{ ...valid, rating: 6 }, "rating"],
      [{ ...valid, rating: 4.5 }, "rating"],
      [{ ...valid, rating: "5" }, "rating"],
      [{ ...valid, name: "" }, "name"],
      [{ ...valid, name: undefined }, "name"],
      [{ ...valid, text: "x".repeat(1001) }, "text"],
      [{ ...valid, colour: "red" }, "colour"],
      [{ ...valid, image: "https://evil.example/x.jpg" }, "image"],
      [{ ...valid, image: "/../../etc/passwd" }, "image"],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await add(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    for (const raw of [[], "text", null]) expect((await add(raw)).status).toBe(400);
    expect(await db.contentItem.count({ where: { kind: "testimonials" } })).toBe(6);
  });

  it("hides, edits (clearing the demo mark), reorders and deletes, keeping every earlier state", async () => {
    const [first, second, ...rest] = await testimonials();
    const hide = await patchItem(send("PATCH", `/api/admin/content/testimonials/${first!.id}`, { hidden: true }), itemOf("testimonials", first!.id));
    expect(hide.status).toBe(200);
    expect(((await hide.json()) as { testimonial: Item }).testimonial).toMatchObject({ hidden: true, isDemo: true });
    const edit = await patchItem(send("PATCH", `/api/admin/content/testimonials/${second!.id}`, { text: "Our own words." }), itemOf("testimonials", second!.id));
    expect(((await edit.json()) as { testimonial: Item }).testimonial).toMatchObject({
      isDemo: false,
      data: { name: second!.data.name, role: second!.data.role, text: "Our own words." },
    });
    const targets = (await db.auditEvent.findMany({ where: { action: "content-change" }, orderBy: { id: "asc" } })).map((event) => event.target);
    expect(targets).toEqual([`testimonial '${first!.data.name}' hidden`, `testimonial '${second!.data.name}' edited`]);

    const ids = [second!.id, first!.id, ...rest.map((item) => item.id)];
    expect((await reorder(send("PUT", "/api/admin/content/testimonials/order", { ids }), kindOf("testimonials"))).status).toBe(200);
    expect((await testimonials()).map((item) => item.id)).toEqual(ids);
    expect((await reorder(send("PUT", "/api/admin/content/testimonials/order", { ids: ids.slice(1) }), kindOf("testimonials"))).status).toBe(400);
    expect((await reorder(send("PUT", "/api/admin/content/testimonials/order", { ids: [...ids, ids[0]] }), kindOf("testimonials"))).status).toBe(400);

    expect((await deleteItem(send("DELETE", `/api/admin/content/testimonials/${first!.id}`), itemOf("testimonials", first!.id))).status).toBe(200);
    expect((await testimonials()).map((item) => item.id)).not.toContain(first!.id);
    expect((await patchItem(send("PATCH", "/api/admin/content/testimonials/999999", { hidden: true }), itemOf("testimonials", 999999))).status).toBe(404);
    expect((await patchItem(send("PATCH", "/api/admin/content/testimonials/abc", { hidden: true }), itemOf("testimonials", "abc"))).status).toBe(400);
    expect((await patchItem(send("PATCH", `/api/admin/content/testimonials/${second!.id}`, {}), itemOf("testimonials", second!.id))).status).toBe(400);
  });

  it("is for the signed-in admin only, from the site's own pages", async () => {
    expect((await listKind(send("GET", "/api/admin/content/testimonials", undefined, {}), kindOf("testimonials"))).status).toBe(401);
    expect((await createItem(send("POST", "/api/admin/content/testimonials", valid, {}), kindOf("testimonials"))).status).toBe(401);
    expect((await createItem(send("POST", "/api/admin/content/testimonials", valid, { cookie, origin: "https://evil.example" }), kindOf("testimonials"))).status).toBe(403);
    expect((await deleteItem(send("DELETE", "/api/admin/content/testimonials/1", undefined, { cookie, origin: "https://evil.example" }), itemOf("testimonials", 1))).status).toBe(
      403,
    );
    expect(await db.contentItem.count()).toBe(0);
  });
});

describe("other kinds", () => {
  it("answers 404 for an unknown kind and 405 where a kind cannot be added to or deleted from", async () => {
    expect((await listKind(send("GET", "/api/admin/content/secrets"), kindOf("secrets"))).status).toBe(404);
    expect((await createItem(send("POST", "/api/admin/content/services", { slug: "x", title: "X", summary: "Y", features: [] }), kindOf("services"))).status).toBe(405);
    const services = ((await (await listKind(send("GET", "/api/admin/content/services"), kindOf("services"))).json()) as { items: { id: number }[] }).items;
    expect(services).toHaveLength(8);
    expect((await deleteItem(send("DELETE", `/api/admin/content/services/${services[0]!.id}`), itemOf("services", services[0]!.id))).status).toBe(405);
  });

  it("refuses a 50 KB team bio, and saves the hero block whole", async () => {
    const team = ((await (await listKind(send("GET", "/api/admin/content/team"), kindOf("team"))).json()) as { items: { id: number }[] }).items;
    const bio = await patchItem(send("PATCH", `/api/admin/content/team/${team[0]!.id}`, { bio: "x".repeat(50_000) }), itemOf("team", team[0]!.id));
    expect([400, 413]).toContain(bio.status);
    const hero = ((await (await listKind(send("GET", "/api/admin/content/hero"), kindOf("hero"))).json()) as { item: ContentItemView<"hero"> }).item;
    const saved = await saveBlock(send("PUT", "/api/admin/content/hero", { ...hero.data, headline: "The Lagos party band" }), kindOf("hero"));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { item: ContentItemView<"hero"> }).item.data.headline).toBe("The Lagos party band");
    expect(takeRevalidations()).toContainEqual({ tag: "content-hero", profile: { expire: 0 } });
  });
});

describe("history", () => {
  it("lists an item's earlier versions and restores one, a deleted item under its old id", async () => {
    const [first] = await testimonials();
    await patchItem(send("PATCH", `/api/admin/content/testimonials/${first!.id}`, { name: "Renamed" }), itemOf("testimonials", first!.id));
    const key = `content:testimonials:${first!.id}`;
    const listed = (await (await history(send("GET", `/api/admin/history?item=${key}`), { params: Promise.resolve({}) })).json()) as {
      versions: { id: number; value: { data: { name: string } } }[];
    };
    expect(listed.versions).toHaveLength(1);
    expect(listed.versions[0]!.value.data.name).toBe("Funmi A.");
    const restored = await restore(send("POST", `/api/admin/history/${listed.versions[0]!.id}/restore`), {
      params: Promise.resolve({ versionId: String(listed.versions[0]!.id) }),
    });
    expect(restored.status).toBe(200);
    expect((await testimonials())[0]!.data.name).toBe("Funmi A.");

    await deleteItem(send("DELETE", `/api/admin/content/testimonials/${first!.id}`), itemOf("testimonials", first!.id));
    const versions = (await (await history(send("GET", `/api/admin/history?item=${key}`), { params: Promise.resolve({}) })).json()) as { versions: { id: number }[] };
    await restore(send("POST", `/api/admin/history/${versions.versions[0]!.id}/restore`), { params: Promise.resolve({ versionId: String(versions.versions[0]!.id) }) });
    expect((await testimonials()).map((item) => item.id)).toContain(first!.id);

    expect((await history(send("GET", "/api/admin/history?item=../../etc"), { params: Promise.resolve({}) })).status).toBe(400);
    expect((await history(send("GET", "/api/admin/history?item=setting:phones", undefined, {}), { params: Promise.resolve({}) })).status).toBe(401);
    expect((await restore(send("POST", "/api/admin/history/999999/restore"), { params: Promise.resolve({ versionId: "999999" }) })).status).toBe(404);
    expect(
      (await restore(send("POST", "/api/admin/history/1/restore", undefined, { cookie, origin: "https://evil.example" }), { params: Promise.resolve({ versionId: "1" }) })).status,
    ).toBe(403);
  });

  it("restores a version kept before the demo mark was renamed (its value says sample)", async () => {
    const [first] = await testimonials();
    await patchItem(send("PATCH", `/api/admin/content/testimonials/${first!.id}`, { name: "Renamed" }), itemOf("testimonials", first!.id));
    expect((await testimonials())[0]!.isDemo).toBe(false);
    const earlier = { kind: "testimonials", position: first!.position, hidden: false, sample: true, data: valid };
    const version = await db.itemVersion.create({ data: { item: `content:testimonials:${first!.id}`, value: JSON.stringify(earlier), savedAt: new Date() } });
    const restored = await restore(send("POST", `/api/admin/history/${version.id}/restore`), { params: Promise.resolve({ versionId: String(version.id) }) });
    expect(restored.status).toBe(200);
    expect((await testimonials())[0]).toMatchObject({ isDemo: true, data: { name: "Funmi A." } });
  });

  it("shows at most the ten newest versions", async () => {
    const [first] = await testimonials();
    for (let round = 0; round < 12; round += 1) {
      await patchItem(send("PATCH", `/api/admin/content/testimonials/${first!.id}`, { text: `Version ${round}` }), itemOf("testimonials", first!.id));
    }
    const listed = (await (await history(send("GET", `/api/admin/history?item=content:testimonials:${first!.id}`), { params: Promise.resolve({}) })).json()) as {
      versions: { value: { data: { text: string } } }[];
    };
    expect(listed.versions).toHaveLength(10);
    expect(listed.versions[0]!.value.data.text).toBe("Version 10");
  });
});

describe("pictures for the content", () => {
  it("stores an upload without its metadata, and only library pictures are accepted in content", async () => {
    const response = await uploadMedia(photoRequest({ file: { bytes: await jpegWithGps(), name: "me.jpg", type: "image/jpeg" } }, { cookie }, "/api/admin/media"), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as { image: { url: string } };
    await testimonials();
    expect((await add({ ...valid, image: image.url })).status).toBe(201);
    expect((await add({ ...valid, image: "/api/media/images/00000000-0000-0000-0000-000000000000.jpg" })).status).toBe(400);
    const refused = await uploadMedia(photoRequest({ file: { bytes: Buffer.from("not an image"), name: "x.jpg", type: "image/jpeg" } }, { cookie }, "/api/admin/media"), {
      params: Promise.resolve({}),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(
      (await uploadMedia(photoRequest({ file: { bytes: await jpegWithGps(), name: "me.jpg", type: "image/jpeg" } }, {}, "/api/admin/media"), { params: Promise.resolve({}) }))
        .status,
    ).toBe(401);
  });
});
