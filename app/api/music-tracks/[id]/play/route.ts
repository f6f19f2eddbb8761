import { withErrorNet } from "@/lib/error-net";
import { badRequest, clientIp, forbidden, isSameOrigin, jsonError, jsonReply, tooManyRequests } from "@/lib/http";
import { overPlayLimit } from "@/lib/music/play-limit";
import { recordPlay } from "@/lib/music/tracks";
import { trackIdSchema } from "@/lib/validation/music";

type Context = { params: Promise<{ id: string }> };

// Public: a visitor started the track. Answers the new play count.
export const POST = withErrorNet(async (request: Request, { params }: Context) => {
  if (!isSameOrigin(request)) return forbidden("Cross-site request refused");
  const id = trackIdSchema.safeParse((await params).id);
  if (!id.success) return badRequest("id: must be a positive whole number");
  if (await overPlayLimit(clientIp(request.headers), id.data)) return tooManyRequests(600, "Too many plays of this track");
  const playCount = await recordPlay(id.data);
  if (playCount === null) return jsonError(404, "Track not found");
  return jsonReply({ playCount });
});
