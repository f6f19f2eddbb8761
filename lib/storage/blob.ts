import "server-only";
import { BlobNotFoundError, del, head, put } from "@vercel/blob";
import type { FileStorage } from "./types";

// Vercel Blob, used when BLOB_READ_WRITE_TOKEN is set. Keys are blob pathnames ("music/<uuid>.mp3");
// files are public, so the URL the store returns is what the site plays and downloads.
// VERCEL_BLOB_API_URL points the library at another endpoint (the tests' fake store).

export function blobConfigured(env = process.env): boolean {
  return Boolean(env.BLOB_READ_WRITE_TOKEN?.trim());
}

/** A stored file's public body, whole or a byte range of it. */
async function publicBody(keyOrUrl: string, range?: string): Promise<ReadableStream<Uint8Array>> {
  const { url } = await head(keyOrUrl);
  const response = await fetch(url, range ? { headers: { Range: range } } : {});
  if (!response.ok || !response.body) throw new Error(`Blob read failed with status ${response.status}`);
  return response.body;
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
    return new Uint8Array(await new Response(await publicBody(key, `bytes=0-${length - 1}`)).arrayBuffer()).subarray(0, length);
  },

  read: (keyOrUrl) => publicBody(keyOrUrl),

  readRange: (keyOrUrl, start, end) => publicBody(keyOrUrl, `bytes=${start}-${end}`),

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
