// A local stand-in for an S3-compatible bucket, speaking the REST protocol @aws-sdk/client-s3 uses
// with path-style addressing (S3_FORCE_PATH_STYLE=1), as MinIO or R2 answer it:
//   PUT    /<bucket>/<key>                         PutObject (body streamed to disk)
//   POST   /<bucket>/<key>?uploads                 CreateMultipartUpload
//   PUT    /<bucket>/<key>?partNumber=N&uploadId=U UploadPart
//   POST   /<bucket>/<key>?uploadId=U              CompleteMultipartUpload (parts joined on disk)
//   DELETE /<bucket>/<key>?uploadId=U              AbortMultipartUpload
//   GET    /<bucket>/<key>   (Range)               GetObject; HEAD: HeadObject
//   DELETE /<bucket>/<key>                         DeleteObject
//   GET    /<bucket>?list-type=2&prefix=P          ListObjectsV2
// A request must be signed (AWS4-HMAC-SHA256) with the fake's access key id, or it gets 403.
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { once } from "node:events";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { parseRange } from "@/lib/http-range";

export const FAKE_S3 = { bucket: "band-media", accessKeyId: "FAKEACCESSKEY", secretAccessKey: "fake-secret-key", region: "auto" };

type StoredObject = { file: string; size: number; contentType: string; modifiedAt: Date; etag: string };
type Upload = { key: string; contentType: string; parts: Map<number, string> };

export type FakeS3 = {
  url: string;
  objects: Map<string, StoredObject>;
  /** Every call, as "METHOD operation key". */
  calls: string[];
  /** The environment that points the app at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
};

const xml = (response: http.ServerResponse, status: number, body: string) => {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};
const error = (response: http.ServerResponse, status: number, code: string, method: string): void =>
  method === "HEAD" ? void response.writeHead(status).end() : xml(response, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export async function startFakeS3(port = 0): Promise<FakeS3> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "band-fake-s3-"));
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, Upload>();
  const calls: string[] = [];

  async function receive(request: http.IncomingMessage): Promise<{ file: string; size: number }> {
    if (/^STREAMING-/.test(String(request.headers["x-amz-content-sha256"] ?? ""))) throw new Error("aws-chunked bodies are not spoken by this fake");
    const file = path.join(folder, randomUUID());
    await pipeline(request, createWriteStream(file));
    return { file, size: (await stat(file)).size };
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method ?? "GET";
    if (!String(request.headers.authorization ?? "").startsWith(`AWS4-HMAC-SHA256 Credential=${FAKE_S3.accessKeyId}/`)) {
      calls.push(`${method} denied`);
      return error(response, 403, "AccessDenied", method);
    }
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    if (bucket !== FAKE_S3.bucket) return error(response, 404, "NoSuchBucket", method);
    const query = url.searchParams;

    if (!key && method === "GET" && query.get("list-type") === "2") {
      calls.push("GET list");
      const prefix = query.get("prefix") ?? "";
      const keys = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
      const contents = keys.map((name) => `<Contents><Key>${escapeXml(name)}</Key><Size>${objects.get(name)!.size}</Size></Contents>`).join("");
      return xml(
        response,
        200,
        `<ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
      );
    }
    if (method === "POST" && query.has("uploads")) {
      calls.push(`POST create-multipart ${key}`);
      const uploadId = randomUUID();
      uploads.set(uploadId, { key, contentType: String(request.headers["content-type"] ?? "application/octet-stream"), parts: new Map() });
      return xml(
        response,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    const uploadId = query.get("uploadId");
    if (uploadId) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key) return error(response, 404, "NoSuchUpload", method);
      if (method === "PUT") {
        const partNumber = Number(query.get("partNumber"));
        calls.push(`PUT part ${partNumber} ${key}`);
        const { file } = await receive(request);
        upload.parts.set(partNumber, file);
        response.writeHead(200, { etag: `"part-${partNumber}"` });
        return void response.end();
      }
      if (method === "POST") {
        calls.push(`POST complete-multipart ${key}`);
        const listed = [...(await readBody(request)).matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((match) => Number(match[1]));
        const file = path.join(folder, randomUUID());
        const out = createWriteStream(file);
        for (const part of listed) {
          const partFile = upload.parts.get(part);
          if (!partFile) return error(response, 400, "InvalidPart", method);
          for await (const chunk of createReadStream(partFile)) if (!out.write(chunk)) await once(out, "drain");
        }
        await new Promise<void>((resolve) => out.end(resolve));
        uploads.delete(uploadId);
        const { size } = await stat(file);
        objects.set(key, { file, size, contentType: upload.contentType, modifiedAt: new Date(), etag: `"${randomUUID()}"` });
        return xml(response, 200, `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`);
      }
      if (method === "DELETE") {
        calls.push(`DELETE abort-multipart ${key}`);
        uploads.delete(uploadId);
        response.writeHead(204);
        return void response.end();
      }
    }
    if (method === "PUT") {
      calls.push(`PUT object ${key}`);
      const { file, size } = await receive(request);
      objects.set(key, { file, size, contentType: String(request.headers["content-type"] ?? "application/octet-stream"), modifiedAt: new Date(), etag: `"${randomUUID()}"` });
      response.writeHead(200, { etag: objects.get(key)!.etag });
      return void response.end();
    }
    if (method === "DELETE") {
      calls.push(`DELETE object ${key}`);
      objects.delete(key);
      response.writeHead(204);
      return void response.end();
    }
    if (method === "GET" || method === "HEAD") {
      calls.push(`${method} object ${key}`);
      const object = objects.get(key);
      if (!object) return error(response, 404, "NoSuchKey", method);
      const headers: http.OutgoingHttpHeaders = {
        "content-type": object.contentType,
        etag: object.etag,
        "last-modified": object.modifiedAt.toUTCString(),
        "accept-ranges": "bytes",
      };
      const range = method === "GET" ? parseRange(request.headers.range ?? null, object.size) : null;
      if (range === "unsatisfiable") return error(response, 416, "InvalidRange", method);
      const { start, end } = range ?? { start: 0, end: object.size - 1 };
      headers["content-length"] = object.size === 0 ? 0 : end - start + 1;
      if (range) headers["content-range"] = `bytes ${start}-${end}/${object.size}`;
      response.writeHead(range ? 206 : 200, headers);
      if (method === "HEAD" || object.size === 0) return void response.end();
      await pipeline(createReadStream(object.file, { start, end }), response);
      return;
    }
    return error(response, 405, "MethodNotAllowed", method);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => {
      if (!response.headersSent) xml(response, 500, `<Error><Code>InternalError</Code><Message>${escapeXml(String(failure))}</Message></Error>`);
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    objects,
    calls,
    env: {
      S3_BUCKET: FAKE_S3.bucket,
      S3_ENDPOINT: url,
      S3_REGION: FAKE_S3.region,
      S3_ACCESS_KEY_ID: FAKE_S3.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3.secretAccessKey,
      S3_FORCE_PATH_STYLE: "1",
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(folder, { recursive: true, force: true });
    },
  };
}
