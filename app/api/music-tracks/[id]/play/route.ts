import { ApiError, rateLimited } from "@/lib/common/api-error";
import { withErrorNet } from "@/lib/error-net";
import { clientIp, isSameOrigin, jsonReply, crossSiteRefused, routeId } from "@/lib/http";
import { overPlayLimit } from "@/lib/music/play-limit";
import { recordPlay } from "@/lib/music/tracks";

type Context = { params: Promise<{ id: string }> };

// Public: a visitor started the track. Answers the new play count.
export const POST = withErrorNet(async (request: Request, { params }: Context) => {
  if (!isSameOrigin(request)) throw crossSiteRefused();
  const id = await routeId({ params });
  if (await overPlayLimit(clientIp(request.headers), id)) throw rateLimited(600, "Too many plays of this track");
  const playCount = await recordPlay(id);
  if (playCount === null) throw new ApiError(404, "not_found", "Track not found");
  return jsonReply({ playCount });
});
