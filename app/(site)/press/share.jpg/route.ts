import { ApiError } from "@/lib/common/api-error";
import { withErrorNet } from "@/lib/error-net";
import { pressShareJpeg } from "@/lib/press/share-image";

// Public: /press's share card as a JPEG (its og:image), made from the first press photo. Its URL
// carries the photo's version, so a day's caching never shows a replaced photo on a new link.
export const GET = withErrorNet(async (request: Request) => {
  const share = await pressShareJpeg();
  if (!share) throw new ApiError(404, "not_found", "The press kit has no share picture");
  const headers = new Headers({ "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=86400", ETag: share.etag });
  if (request.headers.get("if-none-match") === share.etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(share.bytes), { headers });
});
