import { ApiError } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { isSameOrigin, jsonReply, payloadTooLarge, readBytesWithLimit, crossSiteRefused } from "@/lib/http";
import { decodeTextFile } from "@/lib/text-encoding";
import { importSongs } from "@/lib/repertoire/songs";

/** 2,000 songs of generous lines. */
const MAX_CSV_BYTES = 1024 * 1024;

/** The CSV's text, in whichever encoding it was saved (lib/text-encoding.ts). */
async function csvOf(request: NextRequest): Promise<string> {
  return decodeTextFile(await csvBytesOf(request)).text;
}

/** The CSV's bytes: the body itself (text/csv), or the `file` field of a multipart form. */
async function csvBytesOf(request: NextRequest): Promise<Uint8Array> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (Number(request.headers.get("content-length") ?? 0) > MAX_CSV_BYTES + 4096) throw payloadTooLarge();
  if (type === "text/csv") {
    const bytes = await readBytesWithLimit(request, MAX_CSV_BYTES);
    if (!bytes) throw payloadTooLarge();
    return bytes;
  }
  if (type === "multipart/form-data") {
    // Read with the limit first: formData() alone would take a body of any size.
    const bytes = await readBytesWithLimit(request, MAX_CSV_BYTES + 4096);
    if (!bytes) throw payloadTooLarge();
    const form = await new Response(new Uint8Array(bytes), { headers: { "content-type": request.headers.get("content-type")! } }).formData().catch(() => null);
    const file = form?.get("file");
    if (!(file instanceof File)) throw new ApiError(400, "invalid_input", "file: attach the CSV in the file field");
    if (file.size > MAX_CSV_BYTES) throw payloadTooLarge();
    return new Uint8Array(await file.arrayBuffer());
  }
  throw new ApiError(415, "unsupported_media_type", "Send the CSV as text/csv, or as the file field of multipart/form-data");
}

// Admin: songs from a CSV (title, artist, genre columns, up to 2,000 rows) →
// { imported, skipped, errors: [{ line, error }] }; line as in the file, the header being line 1.
export const POST = withAdmin("plans", async (request, { actor }) => {
  if (!isSameOrigin(request)) throw crossSiteRefused();
  const csv = await csvOf(request);
  const result = await importSongs(csv);
  if ("error" in result) throw new ApiError(400, "invalid_input", result.error);
  await audit(actor, { action: "content-change", target: `repertoire: ${result.imported} songs imported from CSV` });
  return jsonReply(result);
});
