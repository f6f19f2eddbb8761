import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as uploadPhoto } from "@/app/api/admin/gallery/photos/route";
import { GET as servedImage } from "@/app/api/media/images/[file]/route";
import { db } from "@/lib/db";
import { backfillRenditions, picturesLackingRenditions } from "@/lib/media/backfill";
import { RENDITION_WIDTHS, renditionLoader } from "@/lib/media/rendition-url";
import { localPath, uploadsDir } from "@/lib/storage/local";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { jpegWithGps, photoRequest } from "../support/images";
import { request } from "../support/requests";

// Issue 48: a stored picture's page-sized renditions are made when it is uploaded, kept beside it,
// served as immutable files; pictures stored before them get theirs from the job or on first request.

let cookie = "";
const none = { params: Promise.resolve({}) };
const serve = (file: string) => servedImage(request("GET", `/api/media/images/${file}`), { params: Promise.resolve({ file }) });

async function uploaded(width: number, height: number) {
  const file = { bytes: await jpegWithGps(width, height), name: "IMG_0001.jpg", type: "image/jpeg" };
  const response = await uploadPhoto(photoRequest({ file, title: "Owambe", alt: "Guests dancing before the band", category: "Events" }, { cookie }), none);
  expect(response.status).toBe(201);
  const { photo } = (await response.json()) as { photo: { src: string } };
  return { src: photo.src, key: photo.src.replace("/api/media/", "") };
}
const renditionKey = (key: string, width: number) => key.replace(".jpg", `-w${width}.webp`);

beforeEach(async () => {
  await resetDatabase();
  await rm(uploadsDir(), { recursive: true, force: true });
  cookie = await signedInAdminCookie();
});

describe("renditions of an upload", () => {
  it("are WebP at every width a page asks for, never wider than the photo, without metadata, recorded on the media row", async () => {
    const { key } = await uploaded(1600, 1000);
    for (const width of RENDITION_WIDTHS) {
      const bytes = await readFile(localPath(renditionKey(key, width)));
      const meta = await sharp(bytes).metadata();
      expect(meta.format, `w${width}`).toBe("webp");
      expect(meta.width, `w${width}`).toBe(Math.min(width, 1600));
      expect(meta.height, `w${width}`).toBe(Math.round((Math.min(width, 1600) * 1000) / 1600));
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    }
    expect(await db.mediaFile.findFirstOrThrow()).toMatchObject({ storageKey: key, renditionsVersion: 1 });
    expect(await picturesLackingRenditions()).toBe(0);
  });

  it("are served as immutable WebP files, and next/image's loader asks for them instead of /_next/image", async () => {
    const { src, key } = await uploaded(900, 600);
    const file = renditionKey(key, 640).split("/")[1]!;
    const response = await serve(file);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(640);
    expect(renditionLoader({ src, width: 640 })).toBe(`/api/media/${renditionKey(key, 640)}`);
    expect(renditionLoader({ src, width: 700 })).toBe(`/api/media/${renditionKey(key, 750)}`);
    expect(renditionLoader({ src, width: 3840 })).toBe(`/api/media/${renditionKey(key, 1920)}`);
    // Not a rendition's name: 404, as any unknown file.
    for (const name of [file.replace("-w640", "-w641"), file.replace(".webp", ".png"), "../band.db"]) expect((await serve(name)).status, name).toBe(404);
  });
});

describe("pictures stored before renditions", () => {
  async function withoutRenditions() {
    const { key } = await uploaded(1200, 800);
    for (const width of RENDITION_WIDTHS) await rm(localPath(renditionKey(key, width)));
    await db.mediaFile.updateMany({ data: { renditionsVersion: 0 } });
    return key;
  }

  it("get them from the job (npm run media:renditions), once", async () => {
    const key = await withoutRenditions();
    expect(await picturesLackingRenditions()).toBe(1);
    expect(await backfillRenditions()).toEqual({ made: 1, failed: [] });
    for (const width of RENDITION_WIDTHS) expect(existsSync(localPath(renditionKey(key, width))), `w${width}`).toBe(true);
    expect(await picturesLackingRenditions()).toBe(0);
    expect(await backfillRenditions()).toEqual({ made: 0, failed: [] });
  });

  it("get them on the first request of one, so no page shows a broken picture before the job ran", async () => {
    const key = await withoutRenditions();
    const responses = await Promise.all([serve(renditionKey(key, 384).split("/")[1]!), serve(renditionKey(key, 1080).split("/")[1]!)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect((await sharp(Buffer.from(await responses[1]!.arrayBuffer())).metadata()).width).toBe(1080);
    expect(await picturesLackingRenditions()).toBe(0);
  });
});
