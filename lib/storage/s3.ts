import "server-only";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Readable } from "node:stream";
import { traced } from "@/lib/tracing/span";
import { mediaUrl } from "./local";
import type { FileStorage } from "./types";

// Any S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…), used when S3_BUCKET is
// set: every server of the install reads and writes the same files. The bucket stays private;
// the site serves its files under /api/media/<key> as it does the local disk's (with ranges and
// caching headers), so moving files between the disk and a bucket changes no stored URL.

export function s3Configured(env = process.env): boolean {
  return Boolean(env.S3_BUCKET?.trim());
}

/** Parts of 5 MB (S3's smallest), two in flight: a 150 MB track is sent as it arrives, a few parts of it in memory at a time. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

let current: { config: string; client: S3Client } | undefined;

/** The client for the S3 settings the environment names now (made again when they change): the uploads' bucket and the backups' (lib/backup/offsite.ts). */
export function s3Client(): S3Client {
  const env = process.env;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  const settings = { region: env.S3_REGION?.trim() || "us-east-1", endpoint: env.S3_ENDPOINT?.trim() || undefined, forcePathStyle: env.S3_FORCE_PATH_STYLE === "1" };
  const config = JSON.stringify([settings, accessKeyId, secretAccessKey]);
  if (current?.config !== config) {
    current?.client.destroy();
    const client = new S3Client({
      ...settings,
      // Without keys the SDK's own chain applies (an instance role on AWS).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
      // newer default of a checksum on every upload.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    // A span per S3 call when traces are on (lib/tracing/span.ts), through the SDK's own middleware stack.
    client.middlewareStack.add(
      (next, context) => (args) =>
        traced(
          `S3 ${String(context.commandName ?? "call").replace(/Command$/, "")}`,
          { "rpc.system": "aws-api", "rpc.service": "S3", "server.address": settings.endpoint ? new URL(settings.endpoint).host : `s3.${settings.region}.amazonaws.com` },
          () => next(args),
        ),
      { step: "initialize", name: "bandTracing" },
    );
    current = { config, client };
  }
  return current.client;
}

const s3 = () => ({ client: s3Client(), bucket: process.env.S3_BUCKET!.trim() });

const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === "NotFound" || error.name === "NoSuchKey");

async function body(key: string, range?: string): Promise<ReadableStream<Uint8Array>> {
  const { client, bucket } = s3();
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
  if (!object.Body) throw new Error(`The bucket answered no body for ${key}`);
  return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
}

export const s3Storage: FileStorage = {
  kind: "s3",

  async put(key, stream: Readable, contentType) {
    const { client, bucket } = s3();
    // A multipart upload appears in the bucket only when it completes; a cut one is aborted.
    await new Upload({ client, params: { Bucket: bucket, Key: key, Body: stream, ContentType: contentType }, partSize: PART_SIZE, queueSize: PARTS_IN_FLIGHT }).done();
    const stored = await this.stat(key);
    if (!stored) throw new Error(`The bucket does not list ${key} after its upload`);
    return { key, url: mediaUrl(key), size: stored.size };
  },

  async readStart(key, length) {
    const bytes = new Uint8Array(await new Response(await body(key, `bytes=0-${length - 1}`)).arrayBuffer());
    return bytes.subarray(0, length);
  },

  read: (key) => body(key),

  readRange: (key, start, end) => body(key, `bytes=${start}-${end}`),

  async stat(key) {
    const { client, bucket } = s3();
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, contentType: head.ContentType ?? "application/octet-stream", modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  },

  async remove(key) {
    const { client, bucket } = s3();
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  },
};
