import "server-only";
import { blobConfigured, blobStorage } from "./blob";
import { localStorage } from "./local";
import type { FileStorage } from "./types";

/** The store uploads go to: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, else the local disk. */
export function fileStorage(): FileStorage {
  return blobConfigured() ? blobStorage : localStorage;
}

/** The store a track's file is in, from where it was saved (the backend may change later). */
export function storageFor(fileUrl: string): FileStorage {
  return /^https?:\/\//.test(fileUrl) ? blobStorage : localStorage;
}

export type { FileStorage } from "./types";
