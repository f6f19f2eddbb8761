import sharp from "sharp";
import { beforeEach, expect, it } from "vitest";
import { POST as uploadPhoto } from "@/app/api/admin/gallery/photos/route";
import { DELETE as deletePhoto } from "@/app/api/admin/gallery/photos/[id]/route";
import { db } from "@/lib/db";
import { RENDITION_WIDTHS } from "@/lib/media/rendition-url";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { fakeBlobStoreForThisFile } from "../support/fake-blob";
import { jpegWithGps, photoRequest } from "../support/images";
import { request } from "../support/requests";

// Gallery photos in Vercel Blob, against a local server speaking the Blob API (VERCEL_BLOB_API_URL).

const none = { params: Promise.resolve({}) };
const blob = fakeBlobStoreForThisFile();
let cookie = "";

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

it("stores the stripped JPEG once in Blob with its renditions, and deletes them with the photo", async () => {
  const file = { bytes: await jpegWithGps(), name: "IMG_1.jpg", type: "image/jpeg" };
  const response = await uploadPhoto(photoRequest({ file, title: "Blob photo", alt: "A photo kept in Blob", category: "Events" }, { cookie }), none);
  expect(response.status).toBe(201);
  const { photo } = (await response.json()) as { photo: { id: number; src: string } };
  expect(photo.src).toMatch(new RegExp(`^${blob.url}/store/images/[0-9a-f-]{36}\\.jpg$`));
  const key = photo.src.replace(`${blob.url}/store/`, "");
  expect([...blob.blobs.keys()].sort()).toEqual([key, ...RENDITION_WIDTHS.map((width) => key.replace(".jpg", `-w${width}.webp`))].sort()); // with its renditions
  const stored = blob.blobs.get(key)!;
  expect(stored.contentType).toBe("image/jpeg");
  expect((await sharp(stored.file).metadata()).exif).toBeUndefined();
  expect(await db.mediaFile.findFirstOrThrow()).toMatchObject({ storageKey: key, url: photo.src });

  const removed = await deletePhoto(request("DELETE", `/api/admin/gallery/photos/${photo.id}`, { cookie }), { params: Promise.resolve({ id: String(photo.id) }) });
  expect(removed.status).toBe(204);
  expect(blob.blobs.size).toBe(0);
  expect(await db.mediaFile.count()).toBe(0);
});
