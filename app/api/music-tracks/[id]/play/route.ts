import { ApiError, rateLimited } from "@/lib/common/api-error";
import { withErrorNet } from "@/lib/error-net";
import { clientIp, isSameOrigin, jsonReply, crossSiteRefused } from "@/lib/http";
import { overPlayLimit } from "@/lib/music/play-limit";
import { recordPlay } from "@/lib/music/tracks";
import { trackIdSchema } from "@/lib/validation/music";

type Context = { params: Promise<{ id: string }> };

// Public: a visitor started the track. Answers the new play count.
export const POST = withErrorNet(async (request: Request, { params }: Context) => {
  if (!isSameOrigin(request)) throw crossSiteRefused();
  const id = trackIdSchema.safeParse((await params).id);
  if (!id.success) throw new ApiError(400, "invalid_input", "id: must be a positive whole number");
  if (await overPlayLimit(clientIp(request.headers), id.data)) throw rateLimited(600, "Too many plays of this track");
  const playCount = await recordPlay(id.data);
  if (playCount === null) throw new ApiError(404, "not_found", "Track not found");
  return jsonReply({ playCount });
});
