import "server-only";
import { ApiError } from "@/lib/common/api-error";
import busboy from "busboy";
import { randomUUID } from "node:crypto";
import { Readable, Transform, type TransformCallback } from "node:stream";
import type { FileStorage, StoredFile } from "@/lib/storage/types";
import { MAX_TRACK_BYTES } from "@/lib/validation/music";
import { SNIFF_BYTES, sniffAudio, type AudioKind } from "./sniff";
import { logError } from "@/lib/log";

// Receives a multipart track upload as a stream: the file goes straight to storage as it arrives
// (request.formData() would hold all 150 MB in memory), is checked to be audio by its first bytes,
// and is cut off with a 413 the moment it passes the limit.

/** Room for the form's other fields and multipart boundaries on top of the file itself. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;
const TOO_LARGE = "File exceeds the 150MB limit";

export type ReceivedUpload = { fields: Record<string, string>; file: StoredFile & { mimeType: string } };

const refusalCodes = { 400: "invalid_input", 413: "payload_too_large", 415: "unsupported_media_type", 500: "internal_error" } as const;
type Refusal = ApiError;
const refuse = (status: keyof typeof refusalCodes, error: string): Refusal => new ApiError(status, refusalCodes[status], error);

/** The upload, stored; throws an ApiError (400, 413, 415, or 500 when storing failed) and keeps nothing then. */
export async function receiveAudioUpload(request: Request, storage: FileStorage): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) {
    discardBody(request);
    throw refuse(415, "Send the track as multipart/form-data with the file in the audio field");
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_TRACK_BYTES + FORM_OVERHEAD_BYTES) {
    discardBody(request);
    throw refuse(413, TOO_LARGE);
  }
  if (!request.body) throw refuse(400, "audio: a file is required");

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // busboy reports the limit on reaching it, so one byte more means "over 150 MB".
      limits: { files: 1, fileSize: MAX_TRACK_BYTES + 1, fields: 20, fieldSize: 8 * 1024, parts: 30 },
    });
  } catch {
    discardBody(request);
    throw refuse(400, "Malformed multipart body");
  }
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
  return parseUpload(source, parser, storage, request.signal);
}

/** Reads what is left of a refused body without keeping it (see stop() below). */
function discardBody(request: Request) {
  request.body?.pipeTo(new WritableStream()).catch(() => undefined);
}

function parseUpload(source: Readable, parser: busboy.Busboy, storage: FileStorage, signal: AbortSignal): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let saving: SavingAudio | null = null;
    let refusal: Refusal | null = null;
    let done = false;

    // Every path ends here exactly once, after the file (if any) has settled: it is either handed
    // over complete, or removed and refused; the route always answers.
    const settle = async () => {
      if (done) return;
      done = true;
      signal.removeEventListener("abort", onAbort);
      const outcome = saving
        ? await saving.done.then(
            (file) => ({ file }),
            (error: unknown) => ({ error }),
          )
        : null;
      const file = outcome && "file" in outcome ? outcome.file : null;
      if (file && !refusal) return resolve({ fields, file });
      if (file) await storage.remove(file.key).catch((error: unknown) => logError("upload: could not remove a refused file", error));
      const error = outcome && "error" in outcome ? outcome.error : null;
      if (!refusal && error) refusal = refusalFor(error);
      reject(refusal ?? refuse(400, "audio: a file is required"));
    };
    const stop = (reason: Refusal) => {
      refusal ??= reason;
      source.unpipe(parser);
      // Answer now and discard the rest as it arrives: Next.js pushes the whole request into the
      // body stream whether it is read or not, and cancelling that stream mid-upload throws
      // inside Next ("ReadableStream is already closed").
      source.resume();
      saving?.abort();
      void settle();
    };
    const onAbort = () => stop(refuse(400, "The upload was interrupted"));
    signal.addEventListener("abort", onAbort);

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return stop(refuse(400, `${name}: is too long`));
      fields[name] = value;
    });
    parser.on("file", (name, file) => {
      if (name !== "audio" || saving) {
        file.resume();
        return;
      }
      file.on("limit", () => stop(refuse(413, TOO_LARGE)));
      saving = saveAudio(file, storage);
      // A file that is not audio, or a store that fails, needs no more reading.
      saving.done.catch((error: unknown) => stop(refusalFor(error)));
    });
    parser.on("filesLimit", () => stop(refuse(400, "Send one file per upload")));
    parser.on("partsLimit", () => stop(refuse(400, "Too many form fields")));
    parser.on("fieldsLimit", () => stop(refuse(400, "Too many form fields")));
    // Also a body cut off before its closing boundary ("Unexpected end of form").
    parser.on("error", () => stop(refuse(400, "The upload was cut off or malformed; nothing was kept")));
    parser.on("close", () => void settle());
    source.on("error", () => stop(refuse(400, "The upload was interrupted")));
    if (signal.aborted) return onAbort();
    source.pipe(parser);
  });
}

class NotAudioError extends Error {
  constructor() {
    super("The file is not audio (MP3, WAV, OGG, FLAC, AAC, M4A or WebM)");
  }
}

class UploadStopped extends Error {}

/** The stop itself, or a store's error caused by it (fetch wraps the body's error as its cause). */
const stoppedBy = (error: unknown): boolean => error instanceof UploadStopped || (error instanceof Error && error.cause !== undefined && stoppedBy(error.cause));

function refusalFor(error: unknown): Refusal {
  if (error instanceof NotAudioError) return refuse(415, error.message);
  if (stoppedBy(error)) return refuse(400, "The upload was interrupted");
  logError("upload: storing the file failed", error);
  return refuse(500, "The file could not be stored; nothing was kept. Please try again.");
}

type SavingAudio = { done: Promise<StoredFile & { mimeType: string }>; abort: () => void };

/**
 * Streams the file into storage under a generated key once its first bytes show it is audio.
 * `abort` ends it early; `done` then rejects once the store has closed and removed its partial file.
 */
function saveAudio(file: Readable, storage: FileStorage): SavingAudio {
  let sniffer: AudioSniffer;
  const done = new Promise<StoredFile & { mimeType: string }>((resolve, reject) => {
    let storing = false;
    sniffer = new AudioSniffer((kind) => {
      storing = true;
      const key = `music/${randomUUID()}.${kind.extension}`;
      storage.put(key, sniffer, kind.mimeType).then((stored) => resolve({ ...stored, mimeType: kind.mimeType }), reject);
    });
    // Once storing, the store's own outcome (after it has cleaned up) is the answer.
    sniffer.on("error", (error) => {
      if (!storing) reject(error);
    });
    file.on("limit", () => sniffer.destroy(new UploadStopped(TOO_LARGE)));
    // busboy destroys the file stream when the body ends early; pipe() would not pass that on.
    file.on("error", () => sniffer.destroy(new UploadStopped("cut off")));
    file.pipe(sniffer);
  });
  return {
    done,
    abort: () => {
      if (!sniffer.destroyed) sniffer.destroy(new UploadStopped("stopped"));
      file.resume();
    },
  };
}

/** Holds back the first bytes until they say what the file is, then passes everything through. */
class AudioSniffer extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private decided = false;

  constructor(private readonly onAudio: (kind: AudioKind) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.decided) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    this.decide(callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.decided) return callback();
    this.decide(callback);
  }

  private decide(callback: TransformCallback) {
    this.decided = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    sniffAudio(head).then((kind) => {
      if (!kind) return callback(new NotAudioError());
      this.onAudio(kind);
      callback(null, head);
    }, callback);
  }
}
