import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { withErrorNet } from "@/lib/error-net";
import { invalidInput, jsonReply, pagedReply, readJson } from "@/lib/http";
import { registerBlob, registerUpload } from "@/lib/music/register";
import type { TrackAnswer } from "@/lib/validation/music";
import { activeTracksPage } from "@/lib/music/tracks";
import { receiveAudioUpload } from "@/lib/music/upload";
import { fileStorage } from "@/lib/storage";
import { blobConfigured } from "@/lib/storage/blob";
import { blobTrackSchema } from "@/lib/validation/music";
import { pageCursorSchema } from "@/lib/validation/page-cursor";
import type { NextRequest } from "next/server";

// Public: the active tracks, newest first, at most 500 (X-Next-Cursor names the next page, asked for with ?cursor=).
export const GET = withErrorNet(async (request: NextRequest) => {
  const cursor = request.nextUrl.searchParams.get("cursor");
  const parsed = cursor === null ? undefined : pageCursorSchema.safeParse(cursor);
  if (parsed && !parsed.success) throw invalidInput(parsed.error);
  return pagedReply(await activeTracksPage(parsed?.data));
});

// Admin only: a multipart upload streamed to storage, or (JSON) a file already put in Vercel Blob.
export const POST = withAdmin("media", async (request, { actor }) => {
  const isJson = request.headers.get("content-type")?.startsWith("application/json");
  if (isJson) {
    if (!blobConfigured()) throw new ApiError(400, "invalid_input", "Direct uploads need Vercel Blob (BLOB_READ_WRITE_TOKEN)");
    const body = await readJson(request, blobTrackSchema, 8 * 1024);
    const { blobUrl, ...metadata } = body;
    const result = await registerBlob(blobUrl, metadata);
    await audit(actor, { action: "track-change", target: `track ${result.track.id} uploaded` });
    return jsonReply({ track: result.track } satisfies TrackAnswer);
  }
  const storage = fileStorage();
  const upload = await receiveAudioUpload(request, storage);
  const result = await registerUpload(upload, storage);
  await audit(actor, { action: "track-change", target: `track ${result.track.id} uploaded` });
  return jsonReply({ track: result.track } satisfies TrackAnswer);
});
