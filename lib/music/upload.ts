import "server-only";
import busboy from "busboy";
import { randomUUID } from "node:crypto";
import { Readable, Transform, type TransformCallback } from "node:stream";
import type { FileStorage, StoredFile } from "../storage/types";
import { MAX_TRACK_BYTES } from "../validation/music";
import { sniffAudio, type AudioKind } from "./sniff";

// Receives a multipart track upload as a stream: the file goes straight to storage as it arrives
// (request.formData() would hold all 150 MB in memory), is checked to be audio by its first bytes,
// and is cut off with a 413 the moment it passes the limit.

/** Room for the form's other fields and multipart boundaries on top of the file itself. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;
const TOO_LARGE = "File exceeds the 150MB limit";

export type Refusal = { ok: false; status: number; error: string };
export type ReceivedUpload = { ok: true; fields: Record<string, string>; file: StoredFile & { mimeType: string } };

const refuse = (status: number, error: string): Refusal => ({ ok: false, status, error });

export async function receiveAudioUpload(request: Request, storage: FileStorage): Promise<ReceivedUpload | Refusal> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) {
    discardBody(request);
    return refuse(415, "Send the track as multipart/form-data with the file in the audio field");
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_TRACK_BYTES + FORM_OVERHEAD_BYTES) {
    discardBody(request);
    return refuse(413, TOO_LARGE);
  }
  if (!request.body) return refuse(400, "audio: a file is required");

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // busboy reports the limit on reaching it, so one byte more means "over 150 MB".
      limits: { files: 1, fileSize: MAX_TRACK_BYTES + 1, fields: 20, fieldSize: 8 * 1024, parts: 30 },
    });
  } catch {
    discardBody(request);
    return refuse(400, "Malformed multipart body");
  }
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
  return parseUpload(source, parser, storage);
}

/** Reads what is left of a refused body without keeping it (see stop() below). */
function discardBody(request: Request) {
  request.body?.pipeTo(new WritableStream()).catch(() => undefined);
}

function parseUpload(source: Readable, parser: busboy.Busboy, storage: FileStorage): Promise<ReceivedUpload | Refusal> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let saving: Promise<StoredFile & { mimeType: string }> | null = null;
    let refusal: Refusal | null = null;
    let done = false;

    const settle = async () => {
      if (done) return;
      done = true;
      const outcome = saving ? await saving.then((file) => ({ file }), (error: unknown) => ({ error })) : null;
      const file = outcome && "file" in outcome ? outcome.file : null;
      if (file && !refusal) return resolve({ ok: true, fields, file });
      if (file) await storage.remove(file.key);
      const error = outcome && "error" in outcome ? outcome.error : null;
      if (!refusal && error instanceof NotAudioError) refusal = refuse(415, error.message);
      if (!refusal && error) return reject(error);
      resolve(refusal ?? refuse(400, "audio: a file is required"));
    };
    const stop = (reason: Refusal) => {
      refusal ??= reason;
      source.unpipe(parser);
      // Answer now and discard the rest as it arrives: Next.js pushes the whole request into the
      // body stream whether it is read or not, and cancelling that stream mid-upload throws
      // inside Next ("ReadableStream is already closed").
      source.resume();
      settle().catch(reject);
    };

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
      // A file that is not audio needs no more reading.
      saving.catch((error: unknown) => {
        if (error instanceof NotAudioError) stop(refuse(415, error.message));
      });
    });
    parser.on("filesLimit", () => stop(refuse(400, "Send one file per upload")));
    parser.on("partsLimit", () => stop(refuse(400, "Too many form fields")));
    parser.on("fieldsLimit", () => stop(refuse(400, "Too many form fields")));
    parser.on("error", () => stop(refuse(400, "Malformed multipart body")));
    parser.on("close", () => settle().catch(reject));
    source.on("error", () => stop(refuse(400, "The upload was interrupted")));
    source.pipe(parser);
  });
}

class NotAudioError extends Error {
  constructor() {
    super("The file is not audio (MP3, WAV, OGG, FLAC, AAC, M4A or WebM)");
  }
}

/** Streams the file into storage under a generated key once its first bytes show it is audio. */
function saveAudio(file: Readable, storage: FileStorage): Promise<StoredFile & { mimeType: string }> {
  return new Promise((resolve, reject) => {
    let storing = false;
    const sniffer = new AudioSniffer((kind) => {
      storing = true;
      const key = `music/${randomUUID()}.${kind.extension}`;
      storage.put(key, sniffer, kind.mimeType).then((stored) => resolve({ ...stored, mimeType: kind.mimeType }), reject);
    });
    // Once storing, the store's own outcome (after it has cleaned up) is the answer.
    sniffer.on("error", (error) => {
      if (!storing) reject(error);
    });
    file.on("limit", () => sniffer.destroy(new Error(TOO_LARGE)));
    file.pipe(sniffer);
  });
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
    if (this.headLength < 16) return callback();
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
    const kind = sniffAudio(head);
    if (!kind) return callback(new NotAudioError());
    this.onAudio(kind);
    callback(null, head);
  }
}
