import { ApiError, rateLimited } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { clientIp, crossSiteRefused, isFormPost, isSameOrigin, jsonReply, readJson, readTextWithLimit, seeOther } from "@/lib/http";
import { startPayment } from "@/lib/payments/checkout";
import { quoteByToken } from "@/lib/payments/quotes";
import { recordHit } from "@/lib/rate-limit";
import { siteOrigin } from "@/lib/site-origin";
import { payRequestSchema, type PaymentPart } from "@/lib/validation/payments";

type Context = { params: Promise<{ token: string }> };

/** Checkouts started per address in ten minutes: a client retries a few times, a script does not get hundreds. */
const STARTS_PER_WINDOW = 10;
const WINDOW_MS = 10 * 60_000;

/** The part asked for: JSON { part } from a script, or the quote page's form (which works without JavaScript). */
async function requestedPart(request: NextRequest): Promise<PaymentPart> {
  if (!isFormPost(request)) return (await readJson(request, payRequestSchema, 1024)).part;
  if (!isSameOrigin(request)) throw crossSiteRefused();
  const text = await readTextWithLimit(request, 1024);
  const parsed = payRequestSchema.safeParse({ part: text === null ? undefined : new URLSearchParams(text).get("part") });
  if (!parsed.success) throw new ApiError(400, "invalid_input", "part: must be deposit or balance");
  return parsed.data.part;
}

// Public: the client's Pay deposit / Pay balance. 200 { authorizationUrl } for JSON, a 303 to
// Paystack's checkout for the form; unknown or expired token 404.
export const POST = withErrorNet(async (request: NextRequest, { params }: Context) => {
  const { token } = await params;
  const quote = await quoteByToken(token);
  if (!quote) throw new ApiError(404, "not_found", "This quote link is not valid or has expired");
  const part = await requestedPart(request);
  // The terms come first (issue 47): the client accepts them on the quote page before the deposit.
  if (!quote.acceptedAt && quote.status === "sent") {
    if (isFormPost(request)) return seeOther(new URL(`/booking/${token}?problem=terms`, siteOrigin()));
    throw new ApiError(409, "conflict", "Accept the terms first: POST /api/booking/{token}/accept with your full name");
  }
  const limit = await recordHit(`pay:${clientIp(request.headers)}`, STARTS_PER_WINDOW, WINDOW_MS);
  if (limit.limited) throw rateLimited(limit.retryAfterSeconds, "Too many payment attempts. Please wait a few minutes and try again.");
  if (isFormPost(request)) {
    // The page's form: a refusal is named on the quote page instead.
    const target = await startPayment(quote, part, siteOrigin()).then(
      (started) => started.authorizationUrl,
      (error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        return `/booking/${token}?problem=${error.status === 409 ? "not-payable" : "unavailable"}`;
      },
    );
    return seeOther(new URL(target, siteOrigin()));
  }
  const started = await startPayment(quote, part, siteOrigin());
  return jsonReply({ authorizationUrl: started.authorizationUrl });
});
