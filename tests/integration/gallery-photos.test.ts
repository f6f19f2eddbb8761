import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { takeRevalidations } from "../support/next-cache";
import { POST as uploadPhoto } from "@/app/api/admin/gallery/photos/route";
import { DELETE as deletePhoto, PATCH as patchPhoto } from "@/app/api/admin/gallery/photos/[id]/route";
import { GET as servedImage } from "@/app/api/media/images/[file]/route";
import { db } from "@/lib/db";
import { RENDITION_WIDTHS } from "@/lib/media/rendition-url";
import { localPath, uploadsDir } from "@/lib/storage/local";
import { MAX_PHOTO_BYTES } from "@/lib/validation/gallery";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { heicBytes, jpegWithGps, oversizedPhotoBody, photoRequest, pngBytes, pngPixelBomb } from "../support/images";
import { streamingRequest } from "../support/music";
import { request } from "../support/requests";

// Every rule of a gallery photo upload, against a real database, the local file storage and real
// images made with sharp: what is stored is re-encoded without any metadata, what is refused
// leaves neither a row nor a file behind.

type PhotoAnswer = { photo: { id: number; src: string; alt: string; title: string; category: string; width: number; height: number; blurDataUrl: string } };
type ErrorAnswer = { error: string; fields?: Record<string, string> };

const fields = { title: "Aso-ebi in purple", alt: "Guests in purple head-ties dancing before the band", category: "Owambe Sessions" };
const jpeg = async (bytes?: Buffer) => ({ bytes: bytes ?? (await jpegWithGps()), name: "IMG_0001.jpg", type: "image/jpeg" });
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const none = { params: Promise.resolve({}) };
let cookie = "";

async function upload(form: Parameters<typeof photoRequest>[0], headers: Record<string, string> = { cookie }) {
  const response = await uploadPhoto(photoRequest(form, headers), none);
  return { status: response.status, body: (await response.json()) as PhotoAnswer & ErrorAnswer };
}

async function storedImages(): Promise<string[]> {
  const dir = path.join(uploadsDir(), "images");
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

async function leftoverUploadFolders(): Promise<string[]> {
  return (await readdir(os.tmpdir())).filter((name) => name.startsWith("band-upload-"));
}

async function expectNothingStored() {
  expect(await db.galleryPhoto.count()).toBe(0);
  expect(await db.mediaFile.count()).toBe(0);
  expect(await storedImages()).toEqual([]);
  expect(await leftoverUploadFolders()).toEqual([]);
}

beforeEach(async () => {
  await resetDatabase();
  await rm(uploadsDir(), { recursive: true, force: true });
  for (const folder of await leftoverUploadFolders()) await rm(path.join(os.tmpdir(), folder), { recursive: true, force: true });
  cookie = await signedInAdminCookie();
  takeRevalidations();
});

describe("POST /api/admin/gallery/photos", () => {
  it("stores a phone JPEG once, re-encoded without its EXIF GPS, with its size and a blur placeholder", async () => {
    const original = await jpegWithGps(900, 600);
    const exif = (await sharp(original).metadata()).exif!;
    expect(exif.includes(Buffer.from([0x25, 0x88])), "the fixture carries a GPS IFD").toBe(true);
    expect(exif.includes(Buffer.from("PhoneMaker"))).toBe(true);

    const { status, body } = await upload({ file: await jpeg(original), ...fields });
    expect(status).toBe(201);
    expect(body.photo).toMatchObject({ ...fields, width: 900, height: 600 });
    expect(body.photo.src).toMatch(/^\/api\/media\/images\/[0-9a-f-]{36}\.jpg$/);
    expect(body.photo.blurDataUrl).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]{20,}$/);
    expect(takeRevalidations()).toEqual([{ tag: "gallery", profile: { expire: 0 } }]);

    const key = body.photo.src.replace("/api/media/", "");
    const stored = await readFile(localPath(key));
    const served = await servedImage(request("GET", body.photo.src), { params: Promise.resolve({ file: key.split("/")[1]! }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 900, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(await storedImages()).toHaveLength(1 + RENDITION_WIDTHS.length); // the original and its renditions
    expect(await leftoverUploadFolders()).toEqual([]);

    const media = await db.mediaFile.findFirstOrThrow();
    expect(media).toMatchObject({ storageKey: key, url: body.photo.src, mimeType: "image/jpeg", width: 900, height: 600, bytes: stored.length });
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: "gallery-change" } });
    expect(audit.target).toBe('gallery photo "Aso-ebi in purple" added');
  });

  it("turns a photo upright by its EXIF orientation", async () => {
    const { status, body } = await upload({ file: await jpeg(await jpegWithGps(600, 400, 6)), ...fields });
    expect(status).toBe(201);
    expect(body.photo).toMatchObject({ width: 400, height: 600 });
  });

  it("takes a PNG whatever its name and declared type, and caps the longest side at 4096 px", async () => {
    const small = await upload({ file: { bytes: await pngBytes(), name: "photo.gif", type: "application/octet-stream" }, ...fields });
    expect(small.status).toBe(201);
    expect(small.body.photo).toMatchObject({ width: 500, height: 300 });
    const large = await upload({ file: { bytes: await pngBytes(5000, 1000), name: "wide.png", type: "image/png" }, ...fields });
    expect(large.status).toBe(201);
    expect(large.body.photo).toMatchObject({ width: 4096, height: 819 });
  });

  it("refuses a text file named .jpg (415), judged by its bytes", async () => {
    const { status, body } = await upload({ file: { bytes: Buffer.from("just some notes, not a photo\n".repeat(20)), name: "party.jpg", type: "image/jpeg" }, ...fields });
    expect(status).toBe(415);
    expect(body.error).toMatch(/not a photo/);
    await expectNothingStored();
  });

  it("refuses HEIC (415) with how to send a JPEG instead", async () => {
    const { status, body } = await upload({ file: { bytes: heicBytes(), name: "IMG_0002.HEIC", type: "image/heic" }, ...fields });
    expect(status).toBe(415);
    expect(body.error).toMatch(/HEIC/);
    expect(body.error).toMatch(/Most Compatible/);
    expect(body.error).toMatch(/JPEG/);
    await expectNothingStored();
  });

  it("refuses a truncated JPEG (400) and stores nothing", async () => {
    const whole = await jpegWithGps(1200, 900);
    const { status, body } = await upload({ file: await jpeg(whole.subarray(0, Math.floor(whole.length / 2))), ...fields });
    expect(status).toBe(400);
    expect(body.error).toMatch(/damaged or incomplete/);
    await expectNothingStored();
  });

  it("refuses a pixel bomb (a PNG claiming 100000x100000) from its header, without decoding it", async () => {
    const { status, body } = await upload({ file: { bytes: pngPixelBomb(), name: "bomb.png", type: "image/png" }, ...fields });
    expect(status).toBe(400);
    expect(body.error).toMatch(/10000 megapixels; the limit is 110/);
    await expectNothingStored();
  });

  it("cuts off a streamed file over 25 MB with 413 and keeps nothing", async () => {
    const huge = oversizedPhotoBody(MAX_PHOTO_BYTES + 2 * 1024 * 1024);
    const response = await uploadPhoto(streamingRequest("POST", "/api/admin/gallery/photos", huge.body, { "content-type": huge.contentType, cookie }), none);
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorAnswer).error).toBe("The photo is larger than 25 MB");
    await expectNothingStored();
  });

  it("answers 413 at once for a declared length over the limit, before reading it", async () => {
    const huge = oversizedPhotoBody(MAX_PHOTO_BYTES + 2 * 1024 * 1024);
    const headers = { "content-type": huge.contentType, "content-length": String(MAX_PHOTO_BYTES + 2 * 1024 * 1024), cookie };
    const response = await uploadPhoto(streamingRequest("POST", "/api/admin/gallery/photos", huge.body, headers), none);
    expect(response.status).toBe(413);
    expect(huge.pulled()).toBeLessThan(4 * 1024 * 1024);
    await expectNothingStored();
  });

  it("names the field: alt text is required, a category is 1-40 characters and not “all”, a file is needed", async () => {
    const file = await jpeg();
    const noAlt = await upload({ file, ...fields, alt: "   " });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.fields?.alt).toMatch(/alt text is required/);
    const all = await upload({ file, ...fields, category: "All" });
    expect(all.status).toBe(400);
    expect(Object.keys(all.body.fields ?? {})).toEqual(["category"]);
    expect((await upload({ file, ...fields, category: "x".repeat(41) })).body.fields?.category).toMatch(/40/);
    const noFile = await upload({ ...fields });
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields).toEqual({ file: "Choose a photo" });
    expect((await uploadPhoto(request("POST", "/api/admin/gallery/photos", { cookie, body: fields }), none)).status).toBe(415);
    await expectNothingStored();
  });

  it("keeps a category the band adds, trimmed", async () => {
    const { status, body } = await upload({ file: await jpeg(), ...fields, category: "  Weddings 2027 " });
    expect(status).toBe(201);
    expect(body.photo.category).toBe("Weddings 2027");
  });

  it("answers 401 without a session and 403 for a foreign Origin, storing nothing", async () => {
    const file = await jpeg();
    expect((await upload({ file, ...fields }, {})).status).toBe(401);
    expect((await upload({ file, ...fields }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    await expectNothingStored();
    expect(takeRevalidations()).toEqual([]);
  });
});

describe("PATCH and DELETE /api/admin/gallery/photos/{id}", () => {
  async function stored() {
    const { body } = await upload({ file: await jpeg(), ...fields });
    takeRevalidations();
    return body.photo;
  }

  it("changes the title, alt text and category, each validated", async () => {
    const photo = await stored();
    const patch = (body: unknown, headers: { origin?: string; cookie?: string } = { cookie }) =>
      patchPhoto(request("PATCH", `/api/admin/gallery/photos/${photo.id}`, { ...headers, body }), withId(photo.id));
    const changed = await patch({ title: "Purple and gold", category: "Events" });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as PhotoAnswer).photo).toMatchObject({ id: photo.id, title: "Purple and gold", category: "Events", alt: fields.alt, src: photo.src });
    expect(takeRevalidations()).toEqual([{ tag: "gallery", profile: { expire: 0 } }]);
    const empty = await patch({ alt: "" });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorAnswer).fields?.alt).toBeDefined();
    expect((await patch({})).status).toBe(400);
    expect((await patch({ title: "x" }, {})).status).toBe(401);
    expect((await patch({ title: "x" }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await patchPhoto(request("PATCH", "/api/admin/gallery/photos/999", { cookie, body: { title: "x" } }), withId(999))).status).toBe(404);
    expect(takeRevalidations()).toEqual([]);
    expect(await db.galleryPhoto.findUniqueOrThrow({ where: { id: photo.id } })).toMatchObject({ title: "Purple and gold", alt: fields.alt });
  });

  it("deletes the row, its media row and its file, and says which photo in the audit log", async () => {
    const photo = await stored();
    const kept = await stored();
    const remove = (headers: { origin?: string; cookie?: string }) => deletePhoto(request("DELETE", `/api/admin/gallery/photos/${photo.id}`, headers), withId(photo.id));
    expect((await remove({})).status).toBe(401);
    expect((await remove({ cookie, origin: "https://evil.example" })).status).toBe(403);
    expect(await storedImages()).toHaveLength(2 * (1 + RENDITION_WIDTHS.length));

    const response = await remove({ cookie });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(takeRevalidations()).toEqual([{ tag: "gallery", profile: { expire: 0 } }]);
    expect(await db.galleryPhoto.findMany({ select: { id: true } })).toEqual([{ id: kept.id }]);
    expect(await db.mediaFile.count()).toBe(1);
    const keptName = kept.src.split("/").pop()!;
    expect(await storedImages()).toEqual([keptName, ...RENDITION_WIDTHS.map((width) => keptName.replace(".jpg", `-w${width}.webp`))].sort());
    const audit = await db.auditEvent.findFirstOrThrow({ where: { target: { endsWith: "deleted" } } });
    expect(audit.target).toBe('gallery photo "Aso-ebi in purple" deleted');
    expect((await remove({ cookie })).status).toBe(404);
  });
});
