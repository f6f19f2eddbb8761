import "server-only";
import { blobConfigured, blobStorage } from "./blob";
import { localStorage } from "./local";
import { s3Configured, s3Storage } from "./s3";
import type { FileStorage } from "./types";

/** The store new uploads go to: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, else an S3-compatible bucket when S3_BUCKET is, else the local disk. */
export function fileStorage(): FileStorage {
  return blobConfigured() ? blobStorage : servedStorage();
}

/** The store behind /api/media/<key>: the bucket when S3_BUCKET is set, else the local disk. */
export function servedStorage(): FileStorage {
  return s3Configured() ? s3Storage : localStorage;
}

/** The store a file is in, from the URL it was saved with: Blob's are absolute, the others are served under /api/media. */
export function storageFor(fileUrl: string): FileStorage {
  return /^https?:\/\//.test(fileUrl) ? blobStorage : servedStorage();
}

export type { FileStorage } from "./types";
