import { beforeEach, expect, it } from "vitest";
import { DELETE as deleteLogo, PUT as putLogo } from "@/app/api/client-logos/[slot]/route";
import { POST as resetLogos } from "@/app/api/client-logos/reset/route";
import type { PublicClientLogo } from "@/lib/validation/client-logos";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { fakeBlobStoreForThisFile } from "../support/fake-blob";
import { imageBytes, logoRequest } from "../support/logos";
import { request } from "../support/requests";

// The client logos in Vercel Blob, against a local server speaking the Blob API (VERCEL_BLOB_API_URL).

const slotContext = (slot: number) => ({ params: Promise.resolve({ slot: String(slot) }) });

const blob = fakeBlobStoreForThisFile();
let cookie = "";

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

async function upload(slot: number, format: "png" | "jpeg") {
  const response = await putLogo(logoRequest(slot, { image: { bytes: await imageBytes(format), name: `logo.${format}`, type: `image/${format}` } }, { cookie }), slotContext(slot));
  expect(response.status).toBe(200);
  return (await response.json()) as PublicClientLogo;
}

it("stores the WebP in Blob and deletes the one it replaces, and the removed one", async () => {
  const first = await upload(2, "png");
  expect(first.imageUrl).toMatch(new RegExp(`^${blob.url}/store/logos/[0-9a-f-]{36}\\.webp$`));
  expect([...blob.blobs.keys()]).toEqual([first.imageUrl.replace(`${blob.url}/store/`, "")]);
  expect(blob.blobs.get(first.imageUrl.replace(`${blob.url}/store/`, ""))?.contentType).toBe("image/webp");

  const second = await upload(2, "jpeg");
  expect([...blob.blobs.keys()]).toEqual([second.imageUrl.replace(`${blob.url}/store/`, "")]);

  const removed = await deleteLogo(request("DELETE", "/api/client-logos/2", { cookie }), slotContext(2));
  expect(removed.status).toBe(200);
  expect(blob.blobs.size).toBe(0);
});

it("reset deletes every uploaded logo from Blob", async () => {
  await upload(1, "png");
  await upload(8, "png");
  expect(blob.blobs.size).toBe(2);
  const response = await resetLogos(request("POST", "/api/client-logos/reset", { cookie }), { params: Promise.resolve({}) });
  expect(response.status).toBe(200);
  expect(blob.blobs.size).toBe(0);
});
