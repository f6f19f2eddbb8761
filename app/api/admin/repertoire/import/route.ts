import { NextResponse, type NextRequest } from "next/server";
import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { badRequest, forbidden, isSameOrigin, jsonError, jsonReply, payloadTooLarge, readBytesWithLimit } from "@/lib/http";
import { decodeTextFile } from "@/lib/text-encoding";
import { importSongs } from "@/lib/repertoire/songs";

/** 2,000 songs of generous lines. */
const MAX_CSV_BYTES = 1024 * 1024;

/** The CSV's text, in whichever encoding it was saved (lib/text-encoding.ts), or the answer refusing it. */
async function csvOf(request: NextRequest): Promise<string | NextResponse> {
  const bytes = await csvBytesOf(request);
  if (!(bytes instanceof Uint8Array)) return bytes;
  const decoded = decodeTextFile(bytes);
  return decoded.ok ? decoded.text : badRequest(decoded.error);
}

/** The CSV's bytes: the body itself (text/csv), or the `file` field of a multipart form. */
async function csvBytesOf(request: NextRequest): Promise<Uint8Array | NextResponse> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (Number(request.headers.get("content-length") ?? 0) > MAX_CSV_BYTES + 4096) return payloadTooLarge();
  if (type === "text/csv") return (await readBytesWithLimit(request, MAX_CSV_BYTES)) ?? payloadTooLarge();
  if (type === "multipart/form-data") {
    // Read with the limit first: formData() alone would take a body of any size.
    const bytes = await readBytesWithLimit(request, MAX_CSV_BYTES + 4096);
    if (!bytes) return payloadTooLarge();
    const form = await new Response(new Uint8Array(bytes), { headers: { "content-type": request.headers.get("content-type")! } }).formData().catch(() => null);
    const file = form?.get("file");
    if (!(file instanceof File)) return badRequest("file: attach the CSV in the file field");
    if (file.size > MAX_CSV_BYTES) return payloadTooLarge();
    return new Uint8Array(await file.arrayBuffer());
  }
  return jsonError(415, "Send the CSV as text/csv, or as the file field of multipart/form-data");
}

// Admin: songs from a CSV (title, artist, genre columns, up to 2,000 rows) →
// { imported, skipped, errors: [{ line, error }] }; line as in the file, the header being line 1.
export const POST = withAdmin(async (request, { admin }) => {
  if (!isSameOrigin(request)) return forbidden("Cross-site request refused");
  const csv = await csvOf(request);
  if (typeof csv !== "string") return csv;
  const result = await importSongs(csv);
  if ("error" in result) return badRequest(result.error);
  await auditRequest(request, admin, { action: "content-change", target: `repertoire: ${result.imported} songs imported from CSV` });
  return jsonReply(result);
});
