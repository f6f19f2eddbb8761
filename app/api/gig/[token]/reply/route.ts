import { ApiError, rateLimited } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { receivedText } from "@/lib/received-text";
import { clientIp, crossSiteRefused, isFormPost, isSameOrigin, jsonReply, readJson, readTextWithLimit, seeOther } from "@/lib/http";
import { replyToGig } from "@/lib/players/gigs";
import { recordHit } from "@/lib/rate-limit";
import { siteOrigin } from "@/lib/site-origin";
import { gigReplySchema } from "@/lib/validation/players";

type Context = { params: Promise<{ token: string }> };

const REPLIES_PER_WINDOW = 30;
const WINDOW_MS = 10 * 60_000;

/** { answer, note? } from JSON, or from the gig page's form (its two buttons), which works without JavaScript. */
async function answerOf(request: NextRequest) {
  if (!isFormPost(request)) return readJson(request, gigReplySchema, 2048);
  if (!isSameOrigin(request)) throw crossSiteRefused();
  const fields = new URLSearchParams((await readTextWithLimit(request, 2048)) ?? "");
  const note = fields.get("note");
  const parsed = gigReplySchema.safeParse({ answer: fields.get("answer") ?? undefined, note: note ? receivedText(note) : undefined });
  if (!parsed.success) throw new ApiError(400, "invalid_input", parsed.error.issues[0]?.message ?? "answer must be yes or no");
  return parsed.data;
}

// Public, token-guarded: a player's answer { answer: "yes" | "no", note? } → 200 { status } (JSON)
// or a 303 back to their page (the form). Unknown or expired link 404; a cancelled event 410;
// within 48 hours of the call time 409.
export const POST = withErrorNet(async (request: NextRequest, { params }: Context) => {
  const { token } = await params;
  const limit = await recordHit(`gig-reply:${clientIp(request.headers)}`, REPLIES_PER_WINDOW, WINDOW_MS);
  if (limit.limited) throw rateLimited(limit.retryAfterSeconds, "Too many answers. Please wait a few minutes and try again.");
  const body = await answerOf(request);
  const formPost = isFormPost(request);
  const answered = await replyToGig(token, body.answer, body.note, siteOrigin()).catch((error: unknown) => {
    if (formPost && error instanceof ApiError && (error.status === 409 || error.status === 410)) return { problem: error.status === 410 ? "cancelled" : "closed" } as const;
    throw error;
  });
  if (formPost) return seeOther(new URL(`/gig/${token}?${"problem" in answered ? `problem=${answered.problem}` : `answered=${answered.status}`}`, siteOrigin()));
  return jsonReply(answered);
});
