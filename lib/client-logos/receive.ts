import "server-only";
import { ApiError } from "@/lib/common/api-error";
import busboy from "busboy";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { MAX_LOGO_BYTES, MAX_LOGO_MB } from "@/lib/validation/client-logos";

// Reads a logo change (multipart: an `image` file and/or a `sizePercent` field) as a stream with
// busboy. The file is collected only up to 5 MB: one byte more and the request is answered at
// once and the rest of the body is discarded as it arrives, never kept.

const FORM_OVERHEAD_BYTES = 64 * 1024;
const TOO_LARGE = `The image is larger than ${MAX_LOGO_MB} MB`;

export type LogoForm = { image: Buffer | null; sizePercent: string | null; name: string | null };

/** Every refusal of a logo form is a 400 with its reason. */
const refuse = (error: string) => new ApiError(400, "invalid_input", error);

/** The form's image and fields; throws a 400 for a body it will not take. */
export async function receiveLogoForm(request: Request): Promise<LogoForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) {
    discardBody(request);
    throw refuse("Send multipart/form-data with an image file and/or sizePercent");
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_LOGO_BYTES + FORM_OVERHEAD_BYTES) {
    discardBody(request);
    throw refuse(TOO_LARGE);
  }
  if (!request.body) throw refuse("Send an image file and/or sizePercent");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fileSize: MAX_LOGO_BYTES + 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
  } catch {
    discardBody(request);
    throw refuse("Malformed multipart body");
  }
  return parse(Readable.fromWeb(request.body as NodeReadableStream), parser);
}

function discardBody(request: Request) {
  request.body?.pipeTo(new WritableStream()).catch(() => undefined);
}

function parse(source: Readable, parser: busboy.Busboy): Promise<LogoForm> {
  return new Promise((resolve, reject) => {
    let image: Buffer | null = null;
    let sizePercent: string | null = null;
    let clientName: string | null = null;
    let done = false;

    const finish = (outcome: LogoForm | ApiError) => {
      if (done) return;
      done = true;
      if (outcome instanceof ApiError) {
        source.unpipe(parser);
        // Next.js pushes the whole request into the stream whether it is read or not; reading
        // and dropping the rest is the way to answer early (see lib/music/upload.ts).
        source.resume();
        return reject(outcome);
      }
      resolve(outcome);
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return finish(refuse(`${name}: is too long`));
      if (name === "sizePercent") sizePercent = value;
      if (name === "name") clientName = value;
    });
    parser.on("file", (name, file) => {
      if (name !== "image") {
        file.resume();
        return;
      }
      const chunks: Buffer[] = [];
      file.on("data", (chunk: Buffer) => chunks.push(chunk));
      file.on("limit", () => {
        chunks.length = 0;
        finish(refuse(TOO_LARGE));
      });
      file.on("end", () => {
        if (!done) image = Buffer.concat(chunks);
      });
    });
    parser.on("filesLimit", () => finish(refuse("Send one image per request")));
    parser.on("partsLimit", () => finish(refuse("Too many form fields")));
    parser.on("fieldsLimit", () => finish(refuse("Too many form fields")));
    parser.on("error", () => finish(refuse("Malformed multipart body")));
    parser.on("close", () => finish({ image, sizePercent, name: clientName }));
    source.on("error", () => finish(refuse("The upload was interrupted")));
    source.pipe(parser);
  });
}
