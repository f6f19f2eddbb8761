import { ApiError } from "@/lib/common/api-error";
import { withErrorNet } from "@/lib/error-net";

import { attachmentDisposition, parseRange } from "@/lib/http-range";
import { trackByStorageKey } from "@/lib/music/tracks";
import { servedStorage } from "@/lib/storage";

type Context = { params: Promise<{ key: string[] }> };

// Serves stored track files (the local disk or the S3 bucket) with Range support, so a player can seek anywhere in a long
// track without downloading it all. ?download=1 saves it under the track's title.
const KEY_PATTERN = /^music\/[A-Za-z0-9-]+\.[a-z0-9]{2,5}$/;

async function serve(request: Request, { params }: Context, withBody: boolean): Promise<Response> {
  const key = (await params).key.join("/");
  if (!KEY_PATTERN.test(key)) throw new ApiError(404, "not_found", "Not found");
  const track = await trackByStorageKey(key);
  if (!track?.isActive) throw new ApiError(404, "not_found", "Not found");
  const storage = servedStorage();
  const file = await storage.stat(key);
  if (!file) throw new ApiError(404, "not_found", "Not found");

  const size = file.size;
  const etag = `"${size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`;
  const headers = new Headers({
    "Content-Type": track.mimeType,
    "Accept-Ranges": "bytes",
    // Keys are never reused, so a stored file never changes.
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Last-Modified": file.modifiedAt.toUTCString(),
  });
  const url = new URL(request.url);
  if (url.searchParams.has("download")) {
    headers.set("Content-Disposition", attachmentDisposition(`${track.title}.${key.split(".").pop()}`));
  }
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });

  const range = parseRange(request.headers.get("range"), size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers.set("Content-Length", String(size === 0 ? 0 : end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  const body = withBody && size > 0 ? await storage.readRange(key, start, end) : null;
  return new Response(body, { status: range ? 206 : 200, headers });
}

export const GET = withErrorNet((request: Request, context: Context) => serve(request, context, true));
export const HEAD = withErrorNet((request: Request, context: Context) => serve(request, context, false));
