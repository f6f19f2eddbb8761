import { ApiError } from "@/lib/common/api-error";
import { withErrorNet } from "@/lib/error-net";

import { makeMissingRendition } from "@/lib/media/backfill";
import { IMAGE_KEY_PATTERN, RENDITION_KEY_PATTERN } from "@/lib/media/library";
import { servedStorage } from "@/lib/storage";

type Context = { params: Promise<{ file: string }> };

// Serves the media library's images kept on the local disk (DATA_DIR/uploads/images) or in the S3
// bucket, and their page-sized renditions (images/<uuid>-w640.webp). Names are generated and never
// reused, so a file never changes; a deleted photo's files are removed.
export const GET = withErrorNet(async (_request: Request, { params }: Context) => {
  const key = `images/${(await params).file}`;
  const rendition = RENDITION_KEY_PATTERN.test(key);
  if (!IMAGE_KEY_PATTERN.test(key) && !rendition) throw new ApiError(404, "not_found", "Not found");
  const storage = servedStorage();
  // A rendition of a picture stored before renditions existed is made on its first request.
  const file = (await storage.stat(key)) ?? (rendition && (await makeMissingRendition(key)) ? await storage.stat(key) : null);
  if (!file) throw new ApiError(404, "not_found", "Not found");
  return new Response(file.size > 0 ? await storage.read(key) : null, {
    headers: {
      "Content-Type": key.endsWith(".jpg") ? "image/jpeg" : "image/webp",
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
