import { randomUUID } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { copyStoredFiles } from "@/lib/storage/copy";
import { localPath, mediaUrl, uploadsDir, writeLocalFile } from "@/lib/storage/local";
import { resetDatabase } from "../support/db";
import { fakeS3ForThisFile } from "../support/fake-s3";

// npm run files:copy: every file the database points to, from the disk into a bucket and back,
// byte for byte, URLs unchanged (both are served under /api/media); run again, it copies nothing;
// a file the rows name but the source lacks is reported, not invented.

const fake = fakeS3ForThisFile();
beforeEach(async () => {
  await resetDatabase();
  rmSync(uploadsDir(), { recursive: true, force: true });
});

async function seedLocalFiles() {
  const track = `music/${randomUUID()}.wav`;
  const image = `images/${randomUUID()}.webp`;
  const logo = `logos/${randomUUID()}.webp`;
  const bytes = { [track]: Buffer.from("RIFF-track-bytes"), [image]: Buffer.from("RIFF-image-webp"), [logo]: Buffer.from("RIFF-logo-webp") };
  for (const [key, data] of Object.entries(bytes)) await writeLocalFile(key, data);
  await db.musicTrack.create({ data: { title: "Song", artist: "Band", fileUrl: mediaUrl(track), storageKey: track, fileSize: 16, mimeType: "audio/wav" } });
  await db.mediaFile.create({ data: { storageKey: image, url: mediaUrl(image), mimeType: "image/webp", width: 4, height: 3, blurDataUrl: "data:", bytes: 15 } });
  await db.clientLogo.create({ data: { slot: 1, name: "Client", imageUrl: mediaUrl(logo) } });
  return bytes;
}

describe("copyStoredFiles", () => {
  it("moves every stored file from the disk to a bucket and back, byte for byte, URLs unchanged", async () => {
    const bytes = await seedLocalFiles();
    const urlsBefore = [(await db.musicTrack.findFirst())!.fileUrl, (await db.mediaFile.findFirst())!.url, (await db.clientLogo.findFirst())!.imageUrl];

    expect(await copyStoredFiles(db, "local", "s3")).toEqual({ copied: 3, skipped: 0, missing: [] });
    for (const [key, data] of Object.entries(bytes)) expect(readFileSync(fake.bucket.objects.get(key)!.file).equals(data), key).toBe(true);
    expect([(await db.musicTrack.findFirst())!.fileUrl, (await db.mediaFile.findFirst())!.url, (await db.clientLogo.findFirst())!.imageUrl]).toEqual(urlsBefore);
    expect(await copyStoredFiles(db, "local", "s3"), "an interrupted copy can be run again").toEqual({ copied: 0, skipped: 3, missing: [] });

    rmSync(uploadsDir(), { recursive: true, force: true });
    expect(await copyStoredFiles(db, "s3", "local")).toEqual({ copied: 3, skipped: 0, missing: [] });
    for (const [key, data] of Object.entries(bytes)) expect(readFileSync(localPath(key)).equals(data), key).toBe(true);
  });

  it("reports a file the database names but the source does not hold", async () => {
    await seedLocalFiles();
    const track = (await db.musicTrack.findFirst())!;
    rmSync(localPath(track.storageKey));
    const result = await copyStoredFiles(db, "local", "s3");
    expect(result).toMatchObject({ copied: 2, skipped: 0 });
    expect(result.missing).toEqual([`track ${track.id} (${track.storageKey})`]);
    expect(fake.bucket.objects.has(track.storageKey)).toBe(false);
  });

  it("refuses to copy a store onto itself", async () => {
    await expect(copyStoredFiles(db, "s3", "s3")).rejects.toThrow(/same store/);
  });
});
