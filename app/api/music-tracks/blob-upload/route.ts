import { ApiError } from "@/lib/common/api-error";
import { handleUpload } from "@vercel/blob/client";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson } from "@/lib/http";
import { blobConfigured } from "@/lib/storage/blob";
import { blobTokenRequestSchema, MAX_TRACK_BYTES } from "@/lib/validation/music";

// Admin only: hands the browser a short-lived token to put one audio file straight into Vercel
// Blob (a serverless function cannot receive 150 MB). The store itself enforces the type and size
// limits written into the token. The browser then registers the track with POST /api/music-tracks.
export const POST = withAdmin("media", async (request) => {
  if (!blobConfigured()) throw new ApiError(404, "not_found", "Vercel Blob is not configured");
  const body = await readJson(request, blobTokenRequestSchema, 4 * 1024);
  const answer = await handleUpload({
    request,
    body: body,
    onBeforeGenerateToken: async () => ({
      allowedContentTypes: ["audio/*"],
      maximumSizeInBytes: MAX_TRACK_BYTES,
      addRandomSuffix: false,
      allowOverwrite: false,
    }),
  });
  return jsonReply(answer);
});
