import { ApiError, rateLimited } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { receivedText } from "@/lib/received-text";
import { clientIp, isFormPost, isSameOrigin, jsonReply, readJson, readTextWithLimit, crossSiteRefused, seeOther } from "@/lib/http";
import { acceptTerms } from "@/lib/payments/agreement";
import { quoteByToken } from "@/lib/payments/quotes";
import { recordHit } from "@/lib/rate-limit";
import { readSiteSettings } from "@/lib/settings/store";
import { siteOrigin } from "@/lib/site-origin";
import { termsAcceptanceSchema } from "@/lib/validation/payments";

type Context = { params: Promise<{ token: string }> };

const ACCEPTANCES_PER_WINDOW = 20;
const WINDOW_MS = 10 * 60_000;

/** { name, agree } from JSON, or from the quote page's form (agree=on), which works without JavaScript. */
async function acceptanceOf(request: NextRequest) {
  if (!isFormPost(request)) return readJson(request, termsAcceptanceSchema, 1024);
  if (!isSameOrigin(request)) throw crossSiteRefused();
  const fields = new URLSearchParams((await readTextWithLimit(request, 1024)) ?? "");
  const name = fields.get("name");
  const parsed = termsAcceptanceSchema.safeParse({ name: name === null ? undefined : receivedText(name), agree: fields.get("agree") === "on" ? true : undefined });
  if (!parsed.success) throw new ApiError(400, "invalid_input", parsed.error.issues[0]?.message ?? "Invalid acceptance");
  return parsed.data;
}

// Public: the client accepts the quote's terms by typing their full name and ticking the box →
// 201 { acceptedAt } (JSON), or a 303 back to the quote page (the form). Unknown or expired token
// 404; a quote no longer waiting for its deposit 409.
export const POST = withErrorNet(async (request: NextRequest, { params }: Context) => {
  const { token } = await params;
  const quote = await quoteByToken(token);
  if (!quote) throw new ApiError(404, "not_found", "This quote link is not valid or has expired");
  // The page's form (no JavaScript) is answered by a 303 back to the quote page, naming the problem.
  const formPost = isFormPost(request);
  const body = await acceptanceOf(request).catch((error: unknown) => {
    if (formPost && error instanceof ApiError && error.status === 400) return null;
    throw error;
  });
  if (!body) return back(token, "?problem=terms");
  const limit = await recordHit(`accept:${clientIp(request.headers)}`, ACCEPTANCES_PER_WINDOW, WINDOW_MS);
  if (limit.limited) throw rateLimited(limit.retryAfterSeconds, "Too many attempts. Please wait a few minutes and try again.");
  const accepted = await acceptTerms(quote, body.name, clientIp(request.headers), await readSiteSettings()).catch((error: unknown) => {
    if (formPost && error instanceof ApiError && error.code === "conflict") return null;
    throw error;
  });
  if (formPost) return back(token, accepted ? "#pay" : "?problem=not-payable");
  return jsonReply({ acceptedAt: accepted!.acceptedAt }, { status: 201 });
});

const back = (token: string, rest: string) => seeOther(new URL(`/booking/${token}${rest}`, siteOrigin()));
