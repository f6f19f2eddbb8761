// A local stand-in for the Vercel Blob HTTP API, speaking the protocol @vercel/blob uses:
//   PUT  /?pathname=<p>   upload (headers x-content-type, x-allow-overwrite; body streamed)
//   GET  /?url=<u|p>      metadata ("head")
//   POST /delete          { urls: [...] }
//   GET  /store/<p>       the public file, with Range support
// Read-write tokens (vercel_blob_rw_<store>_<secret>) may do anything; client tokens
// (vercel_blob_client_<store>_<base64(signature.base64(payload))>) are held to their payload's
// pathname, allowedContentTypes and maximumSizeInBytes, as the real store does.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import { parseRange } from "@/lib/http-range";

type Stored = { pathname: string; file: string; size: number; contentType: string; uploadedAt: Date };

export type FakeBlob = {
  url: string;
  token: string;
  blobs: Map<string, Stored>;
  /** Every API call, as "METHOD path". */
  calls: string[];
  close(): Promise<void>;
};

type ClientTokenPayload = { pathname?: string; allowedContentTypes?: string[]; maximumSizeInBytes?: number; validUntil?: number };

async function startFakeBlob(): Promise<FakeBlob> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "fake-blob-"));
  const blobs = new Map<string, Stored>();
  const calls: string[] = [];
  const token = "vercel_blob_rw_fakestore_s3cr3t";
  let base = "";

  const fail = (response: http.ServerResponse, status: number, code: string, message: string) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { code, message } }));
  };
  const json = (response: http.ServerResponse, body: unknown) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const describe = (blob: Stored) => ({
    url: `${base}/store/${blob.pathname}`,
    downloadUrl: `${base}/store/${blob.pathname}?download=1`,
    pathname: blob.pathname,
    size: blob.size,
    contentType: blob.contentType,
    contentDisposition: `inline; filename="${path.basename(blob.pathname)}"`,
    cacheControl: "public, max-age=2592000",
    uploadedAt: blob.uploadedAt.toISOString(),
    etag: `"${blob.size}"`,
  });
  const pathnameOf = (urlOrPathname: string) => (urlOrPathname.startsWith(base) ? decodeURIComponent(new URL(urlOrPathname).pathname.replace(/^\/store\//, "")) : urlOrPathname);

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", base);
    calls.push(`${request.method} ${url.pathname}`);
    try {
      if (request.method === "GET" && url.pathname.startsWith("/store/")) return serveFile(request, response, url);
      const auth = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
      const client = auth.startsWith("vercel_blob_client_fakestore_") ? clientPayload(auth) : null;
      if (auth !== token && !client) return fail(response, 403, "forbidden", "Access denied");

      if (request.method === "PUT" && url.pathname === "/") return await receive(request, response, url, client);
      if (client) return fail(response, 400, "client_token_not_allowed", "Not with a client token");
      if (request.method === "GET" && url.pathname === "/" && !url.searchParams.has("url")) {
        const prefix = url.searchParams.get("prefix") ?? "";
        const listed = [...blobs.values()].filter((blob) => blob.pathname.startsWith(prefix)).map(describe);
        return json(response, { blobs: listed, hasMore: false });
      }
      if (request.method === "GET" && url.pathname === "/") {
        const blob = blobs.get(pathnameOf(url.searchParams.get("url") ?? ""));
        return blob ? json(response, describe(blob)) : fail(response, 404, "not_found", "The requested blob does not exist");
      }
      if (request.method === "POST" && url.pathname === "/delete") {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        const { urls } = JSON.parse(Buffer.concat(chunks).toString()) as { urls: string[] };
        for (const item of urls) {
          const blob = blobs.get(pathnameOf(item));
          if (blob) await rm(blob.file, { force: true });
          blobs.delete(pathnameOf(item));
        }
        return json(response, {});
      }
      fail(response, 404, "not_found", "No such endpoint");
    } catch (error) {
      if (!response.headersSent) fail(response, 500, "unknown_error", String(error));
    }
  });

  function clientPayload(clientToken: string): ClientTokenPayload | null {
    try {
      const encoded = clientToken.split("_")[4] ?? "";
      const payload = Buffer.from(encoded, "base64").toString().split(".")[1] ?? "";
      return JSON.parse(Buffer.from(payload, "base64").toString()) as ClientTokenPayload;
    } catch {
      return null;
    }
  }

  async function receive(request: http.IncomingMessage, response: http.ServerResponse, url: URL, client: ClientTokenPayload | null) {
    const pathname = url.searchParams.get("pathname") ?? "";
    const contentType = String(request.headers["x-content-type"] ?? "application/octet-stream");
    if (client) {
      if (client.pathname !== pathname) return fail(response, 400, "bad_request", `"pathname" does not match the token payload`);
      if (client.validUntil && client.validUntil < Date.now()) return fail(response, 400, "bad_request", "Token expired");
      const allowed = client.allowedContentTypes;
      if (allowed && !allowed.some((type) => (type.endsWith("/*") ? contentType.startsWith(type.slice(0, -1)) : type === contentType))) {
        return fail(response, 400, "bad_request", `contentType ${contentType} is not allowed`);
      }
    }
    if (blobs.has(pathname) && request.headers["x-allow-overwrite"] !== "1") {
      return fail(response, 400, "bad_request", "This blob already exists");
    }
    const limit = client?.maximumSizeInBytes ?? Infinity;
    const file = path.join(dir, `${blobs.size}-${Date.now()}.bin`);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(size > limit ? new Error("too large") : null, chunk);
      },
    });
    try {
      await pipeline(request, counter, createWriteStream(file));
    } catch {
      // An aborted or oversized upload leaves nothing behind.
      await rm(file, { force: true });
      if (size > limit) return fail(response, 400, "bad_request", `File is too large, the file length cannot be greater than ${limit} bytes`);
      response.destroy();
      return;
    }
    const blob = { pathname, file, size, contentType, uploadedAt: new Date() };
    blobs.set(pathname, blob);
    json(response, describe(blob));
  }

  async function serveFile(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const blob = blobs.get(decodeURIComponent(url.pathname.slice("/store/".length)));
    if (!blob) return fail(response, 404, "not_found", "Not found");
    const { size } = await stat(blob.file);
    const range = parseRange(request.headers.range ?? null, size);
    if (range === "unsatisfiable") {
      response.writeHead(416, { "content-range": `bytes */${size}` });
      return response.end();
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    response.writeHead(range ? 206 : 200, {
      "content-type": blob.contentType,
      "content-length": String(end - start + 1),
      "accept-ranges": "bytes",
      ...(range ? { "content-range": `bytes ${start}-${end}/${size}` } : {}),
    });
    createReadStream(blob.file, { start, end }).pipe(response);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url: base,
    token,
    blobs,
    calls,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fake Blob store for one test file: started before its tests with the app's Blob variables
 * pointing at it, emptied before each test, stopped (and the variables removed) after them.
 */
export function fakeBlobStoreForThisFile(): FakeBlob {
  let started: FakeBlob | undefined;
  const live = () => {
    if (!started) throw new Error("the fake Blob store is used before it started (call fakeBlobStoreForThisFile at the file's top level)");
    return started;
  };
  beforeAll(async () => {
    started = await startFakeBlob();
    process.env.BLOB_READ_WRITE_TOKEN = started.token;
    process.env.VERCEL_BLOB_API_URL = started.url;
    process.env.VERCEL_BLOB_RETRIES = "0";
  });
  afterAll(async () => {
    delete process.env.BLOB_READ_WRITE_TOKEN;
    delete process.env.VERCEL_BLOB_API_URL;
    delete process.env.VERCEL_BLOB_RETRIES;
    await started?.close();
  });
  beforeEach(() => live().blobs.clear());
  return {
    get url() {
      return live().url;
    },
    get token() {
      return live().token;
    },
    get blobs() {
      return live().blobs;
    },
    get calls() {
      return live().calls;
    },
    close: () => live().close(),
  };
}
