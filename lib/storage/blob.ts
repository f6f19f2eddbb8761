import "server-only";
import { BlobNotFoundError, del, head, put } from "@vercel/blob";
import type { FileStorage } from "./types";

// Vercel Blob, used when BLOB_READ_WRITE_TOKEN is set. Keys are blob pathnames ("music/<uuid>.mp3");
// files are public, so the URL the store returns is what the site plays and downloads.
// VERCEL_BLOB_API_URL points the library at another endpoint (the tests' fake store).

export function blobConfigured(env = process.env): boolean {
  return Boolean(env.BLOB_READ_WRITE_TOKEN?.trim());
}

export const blobStorage: FileStorage = {
  kind: "blob",

  async put(key, body, contentType) {
    // The stream is sent as it arrives (request streaming), never buffered whole.
    const blob = await put(key, body, { access: "public", contentType, addRandomSuffix: false });
    const info = await head(blob.url);
    return { key: blob.pathname, url: blob.url, size: info.size };
  },

  async readStart(key, length) {
    const { url } = await head(key);
    const response = await fetch(url, { headers: { Range: `bytes=0-${length - 1}` } });
    if (!response.ok) throw new Error(`Blob read failed with status ${response.status}`);
    return new Uint8Array(await response.arrayBuffer()).subarray(0, length);
  },

  async read(keyOrUrl) {
    const { url } = await head(keyOrUrl);
    const response = await fetch(url);
    if (!response.ok || !response.body) throw new Error(`Blob read failed with status ${response.status}`);
    return response.body;
  },

  async readRange(keyOrUrl, start, end) {
    const { url } = await head(keyOrUrl);
    const response = await fetch(url, { headers: { Range: `bytes=${start}-${end}` } });
    if (!response.ok || !response.body) throw new Error(`Blob read failed with status ${response.status}`);
    return response.body;
  },

  async stat(keyOrUrl) {
    try {
      const info = await head(keyOrUrl);
      return { key: info.pathname, size: info.size, contentType: info.contentType, modifiedAt: info.uploadedAt };
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    }
  },

  async remove(key) {
    await del(key);
  },
};
