import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBackup, restoreBackup } from "@/lib/backup/archive";
import { db } from "@/lib/db";
import { createDb } from "@/lib/db/create-db";
import { databaseUrl, dataDir } from "@/lib/env";
import { mediaUrl, uploadsDir } from "@/lib/storage/local";
import { s3Storage } from "@/lib/storage/s3";
import { Readable } from "node:stream";
import { migrateDatabase } from "@/scripts/lib/migrate.mjs";
import { resetDatabase } from "../support/db";
import { fakeS3ForThisFile } from "../support/fake-s3";

// Issue 65, item 5, against a local S3 server: an install whose uploads are in a bucket is backed
// up with its files fetched from it and its database on either engine; the archive goes to
// s3://<bucket>/backups/<name>, old ones are pruned there too, and `npm run restore` takes the
// s3:// address into an empty install. BACKUP_S3_BUCKET alone sends backups to a bucket while the
// uploads stay on the disk.

const fake = fakeS3ForThisFile();
const scratch: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "band-offsite-test-"));
  scratch.push(dir);
  return dir;
};
beforeEach(async () => {
  await resetDatabase();
  rmSync(uploadsDir(), { recursive: true, force: true });
});
afterEach(() => scratch.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function trackInTheBucket() {
  const key = `music/${randomUUID()}.wav`;
  await s3Storage.put(key, Readable.from([Buffer.from("RIFF-in-the-bucket")]), "audio/wav");
  await db.musicTrack.create({ data: { title: "Owambe Medley", artist: "Band", fileUrl: mediaUrl(key), storageKey: key, fileSize: 18, mimeType: "audio/wav" } });
  return key;
}

describe("backups that leave the machine", () => {
  it("fetch the uploads from the bucket, put the archive in it, prune it there, and restore from s3:// into an empty install", async () => {
    const key = await trackInTheBucket();
    const destination = tempDir();
    const days = ["2026-11-25T01:30:00Z", "2026-11-26T01:30:00Z", "2026-11-27T01:30:00Z"];
    const results = [];
    for (const day of days) results.push(await createBackup({ dataDir: dataDir(), databaseUrl: databaseUrl(), destination, keep: 2, now: new Date(day) }));
    const newest = results.at(-1)!;
    expect(newest.offsite).toBe(`s3://${process.env.S3_BUCKET}/backups/band-backup-20261127-013000.tar.gz`);
    expect(newest.uploads).toBe(1);
    const inBucket = [...fake.bucket.objects.keys()].filter((name) => name.startsWith("backups/")).sort();
    expect(inBucket).toEqual(["backups/band-backup-20261126-013000.tar.gz", "backups/band-backup-20261127-013000.tar.gz"]);

    const restoredDir = tempDir();
    const restoredUrl = `file:${path.join(restoredDir, "band.db")}`;
    const restored = await restoreBackup({ archive: newest.offsite!, dataDir: restoredDir, databaseUrl: restoredUrl, migrate: () => migrateDatabase(restoredUrl) });
    expect(restored).toMatchObject({ database: true, uploads: 1 });
    expect(readFileSync(path.join(restoredDir, "uploads", key), "utf8")).toBe("RIFF-in-the-bucket");
    const copy = createDb(restoredUrl);
    try {
      expect((await copy.musicTrack.findMany()).map((track) => track.title)).toEqual(["Owambe Medley"]);
    } finally {
      await copy.$disconnect();
    }
  });

  it("with BACKUP_S3_BUCKET alone, keeps the uploads on the disk and sends only the backups to the bucket", async () => {
    vi.stubEnv("BACKUP_S3_BUCKET", process.env.S3_BUCKET!);
    vi.stubEnv("S3_BUCKET", "");
    try {
      const key = `music/${randomUUID()}.wav`;
      const { writeLocalFile } = await import("@/lib/storage/local");
      await writeLocalFile(key, Buffer.from("RIFF-on-the-disk"));
      const backup = await createBackup({ dataDir: dataDir(), databaseUrl: databaseUrl(), destination: tempDir(), now: new Date("2026-11-28T01:30:00Z") });
      expect(backup.offsite).toMatch(/\/backups\/band-backup-20261128-013000\.tar\.gz$/);
      expect(fake.bucket.objects.has(key)).toBe(false);
      expect(existsSync(path.join(uploadsDir(), key))).toBe(true);
    } finally {
      vi.stubEnv("S3_BUCKET", process.env.BACKUP_S3_BUCKET!);
      vi.stubEnv("BACKUP_S3_BUCKET", "");
    }
  });

  it("refuses an s3:// address that names no backup, and fails a backup the bucket refuses", async () => {
    const dir = tempDir();
    await expect(
      restoreBackup({ archive: `s3://${process.env.S3_BUCKET}/backups/notes.txt`, dataDir: dir, databaseUrl: `file:${path.join(dir, "band.db")}`, migrate: () => {} }),
    ).rejects.toThrow(/does not name a backup/);
    vi.stubEnv("S3_ACCESS_KEY_ID", "a-key-the-bucket-does-not-know");
    try {
      await expect(createBackup({ dataDir: dataDir(), databaseUrl: databaseUrl(), destination: tempDir() })).rejects.toThrow();
    } finally {
      vi.stubEnv("S3_ACCESS_KEY_ID", fake.bucket.env.S3_ACCESS_KEY_ID!);
    }
  });
});
