import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { s3Client } from "@/lib/storage/s3";
import { isBackupArchive } from "./names";

// Backups that leave the machine (issue 65): with BACKUP_S3_BUCKET (a bucket for backups alone) or
// S3_BUCKET set, each archive also goes to s3://<bucket>/backups/<name>, reached with the same
// S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_FORCE_PATH_STYLE as the
// uploads, and the bucket keeps the newest BACKUP_KEEP like the disk.

const PREFIX = "backups/";
const S3_URL = /^s3:\/\/([^/]+)\/(.+)$/;

/** The bucket backups go to, or null when they stay on the disk. */
export function backupBucket(env = process.env): string | null {
  return env.BACKUP_S3_BUCKET?.trim() || env.S3_BUCKET?.trim() || null;
}

export const isS3Url = (location: string) => S3_URL.test(location);

/** Uploads an archive (streamed, in parts); answers where it went: s3://bucket/backups/name. */
export async function uploadBackup(file: string, bucket: string): Promise<string> {
  const key = `${PREFIX}${path.basename(file)}`;
  // A multipart upload appears in the bucket only when it completes: never half an archive.
  await new Upload({ client: s3Client(), params: { Bucket: bucket, Key: key, Body: createReadStream(file), ContentType: "application/gzip" } }).done();
  return `s3://${bucket}/${key}`;
}

/** Keeps the newest `keep` archives under backups/ in the bucket; answers the ones it deleted. */
export async function pruneBucketBackups(bucket: string, keep: number): Promise<string[]> {
  const client = s3Client();
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: PREFIX, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key && isBackupArchive(object.Key.slice(PREFIX.length))) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const removed = keys.sort().reverse().slice(Math.max(1, keep));
  for (const key of removed) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  return removed.map((key) => `s3://${bucket}/${key}`);
}

/** Fetches s3://bucket/backups/name into `folder`; answers the file. */
export async function downloadBackup(location: string, folder: string): Promise<string> {
  const [, bucket, key] = S3_URL.exec(location) ?? [];
  if (!bucket || !key || !isBackupArchive(path.posix.basename(key))) throw new Error(`${location} does not name a backup (s3://<bucket>/backups/band-backup-….tar.gz)`);
  const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!object.Body) throw new Error(`The bucket answered no body for ${location}`);
  const file = path.join(folder, path.posix.basename(key));
  await pipeline(object.Body as Readable, createWriteStream(file));
  return file;
}
