import { site } from "@/fixed/site";
import { ApiError, rateLimited } from "@/lib/common/api-error";
import { withErrorNet } from "@/lib/error-net";
import { clientIp } from "@/lib/http";
import { attachmentDisposition } from "@/lib/http-range";
import { pressPhotos } from "@/lib/press/photos";
import { photosZipStream, photosZipTag } from "@/lib/press/photos-zip";
import { recordHit } from "@/lib/rate-limit";

// Each ZIP reads every press photo at full size from storage: plenty for a newsroom behind one
// address, and no way to keep the server's disk and uplink busy. A 304 costs nothing and is free.
const ZIPS_PER_HOUR = 20;

// Public: the press photos at their largest stored size, as one ZIP streamed as it is read. The list
// is the gallery's cached read: one request zips one version of it (stored files are never
// rewritten), and its ETag changes with it.
export const GET = withErrorNet(async (request: Request) => {
  const photos = await pressPhotos();
  if (photos.length === 0) throw new ApiError(404, "not_found", "The band has no press photos yet");
  const etag = photosZipTag(photos);
  const headers = new Headers({
    "Content-Type": "application/zip",
    "Content-Disposition": attachmentDisposition(`${site.shortName} press photos.zip`),
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: etag,
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const limit = await recordHit(`press-zip:${clientIp(request.headers)}`, ZIPS_PER_HOUR, 3_600_000);
  if (limit.limited) throw rateLimited(limit.retryAfterSeconds, "Too many downloads of the press photos from this address, please try again later");
  return new Response(photosZipStream(photos), { headers });
});
