import "server-only";
import busboy from "busboy";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { MediaRefusal } from "./errors";

// Receives a multipart image upload as a stream: the file goes to a temporary file as it arrives
// (eight 25 MB photos sent together never sit in memory), and the request is answered with a 413
// the moment the file passes the limit, the rest of the body discarded unread.

const FORM_OVERHEAD_BYTES = 64 * 1024;

export type UploadLimits = {
  /** The form field that carries the file. */
  fileField: string;
  maxBytes: number;
  /** Shown in the 413 answer. */
  tooLargeMessage: string;
};

/** The form's text fields and the file (null when none was sent); dispose() removes the temporary file. */
export type ReceivedForm = {
  fields: Record<string, string>;
  file: { path: string; size: number } | null;
  dispose(): Promise<void>;
};

/** Throws MediaRefusal (400, 413, 415) for a body it will not take; nothing is left on disk then. */
export async function receiveImageForm(request: Request, limits: UploadLimits): Promise<ReceivedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) {
    discardBody(request);
    throw new MediaRefusal(415, `Send multipart/form-data with the image in the ${limits.fileField} field`);
  }
  if (Number(request.headers.get("content-length") ?? 0) > limits.maxBytes + FORM_OVERHEAD_BYTES) {
    discardBody(request);
    throw new MediaRefusal(413, limits.tooLargeMessage);
  }
  if (!request.body) throw new MediaRefusal(400, `${limits.fileField}: a file is required`);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // busboy reports the limit on reaching it, so one byte more means "over the limit".
      limits: { files: 1, fileSize: limits.maxBytes + 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
  } catch {
    discardBody(request);
    throw new MediaRefusal(400, "Malformed multipart body");
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), "band-upload-"));
  const dispose = () => rm(folder, { recursive: true, force: true });
  try {
    const source = Readable.fromWeb(request.body as NodeReadableStream);
    return { ...(await parse(source, parser, limits, path.join(folder, "upload"))), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

function discardBody(request: Request) {
  request.body?.pipeTo(new WritableStream()).catch(() => undefined);
}

type Parsed = Omit<ReceivedForm, "dispose">;

function parse(source: Readable, parser: busboy.Busboy, limits: UploadLimits, target: string): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: Parsed["file"] = null;
    let writing: Promise<void> | null = null;
    let done = false;

    const fail = (status: 400 | 413, error: string) => {
      if (done) return;
      done = true;
      source.unpipe(parser);
      // Next.js pushes the whole request into the stream whether it is read or not; reading and
      // dropping the rest is the way to answer early (see lib/music/upload.ts).
      source.resume();
      // The temporary file is removed by the caller once the write stream has let go of it.
      void (writing ?? Promise.resolve()).catch(() => undefined).then(() => reject(new MediaRefusal(status, error)));
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(400, `${name}: is too long`);
      fields[name] = value;
    });
    parser.on("file", (name, stream) => {
      if (name !== limits.fileField) {
        stream.resume();
        return;
      }
      let size = 0;
      const out = createWriteStream(target, { flags: "wx" });
      writing = finished(out);
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      stream.on("limit", () => {
        out.destroy();
        fail(413, limits.tooLargeMessage);
      });
      stream.on("end", () => {
        if (!done) file = { path: target, size };
      });
      stream.pipe(out);
    });
    parser.on("filesLimit", () => fail(400, "Send one image per request"));
    parser.on("partsLimit", () => fail(400, "Too many form fields"));
    parser.on("fieldsLimit", () => fail(400, "Too many form fields"));
    parser.on("error", () => fail(400, "Malformed multipart body"));
    source.on("error", () => fail(400, "The upload was interrupted"));
    parser.on("close", () => {
      if (done) return;
      done = true;
      (writing ?? Promise.resolve()).then(
        () => resolve({ fields, file }),
        () => reject(new MediaRefusal(400, "The upload could not be saved")),
      );
    });
    source.pipe(parser);
  });
}
