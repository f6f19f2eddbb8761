import { site } from "@/fixed/site";
import { ApiError } from "@/lib/common/api-error";
import { withErrorNet } from "@/lib/error-net";
import { attachmentDisposition } from "@/lib/http-range";
import { pressPhotos } from "@/lib/press/photos";
import { photosZipStream, photosZipTag } from "@/lib/press/photos-zip";

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
  return new Response(photosZipStream(photos), { headers });
});
