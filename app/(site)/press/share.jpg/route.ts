import { site } from "@/fixed/site";
import { ApiError } from "@/lib/common/api-error";
import { withErrorNet } from "@/lib/error-net";
import { pressFileResponse } from "@/lib/press/documents";
import { pressShareJpegBase64 } from "@/lib/press/share-image";

// Public: /press's share card as a JPEG (its og:image), made from the first press photo. Its URL
// carries the photo's version, so a link shared after a new first photo shows the new one.
export const GET = withErrorNet(async (request: Request) => {
  const jpeg = await pressShareJpegBase64();
  if (!jpeg) throw new ApiError(404, "not_found", "The press kit has no share picture");
  return pressFileResponse(request, jpeg, `${site.shortName} press photo.jpg`);
});
