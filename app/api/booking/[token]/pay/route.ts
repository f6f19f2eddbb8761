import { NextResponse, type NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { clientIp, forbidden, isFormPost, isSameOrigin, jsonError, jsonReply, readJson, readTextWithLimit, tooManyRequests } from "@/lib/http";
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
async function requestedPart(request: NextRequest): Promise<{ part: PaymentPart } | { response: Response }> {
  if (!isFormPost(request)) {
    const body = await readJson(request, payRequestSchema, 1024);
    return body.ok ? { part: body.data.part } : { response: body.response };
  }
  if (!isSameOrigin(request)) return { response: forbidden("Cross-site request refused") };
  const text = await readTextWithLimit(request, 1024);
  const parsed = payRequestSchema.safeParse({ part: text === null ? undefined : new URLSearchParams(text).get("part") });
  return parsed.success ? { part: parsed.data.part } : { response: jsonError(400, "part: must be deposit or balance") };
}

// Public: the client's Pay deposit / Pay balance. 200 { authorizationUrl } for JSON, a 303 to
// Paystack's checkout for the form; unknown or expired token 404.
export const POST = withErrorNet(async (request: NextRequest, { params }: Context) => {
  const { token } = await params;
  const quote = await quoteByToken(token);
  if (!quote) return jsonError(404, "This quote link is not valid or has expired");
  const asked = await requestedPart(request);
  if ("response" in asked) return asked.response;
  // The terms come first (issue 47): the client accepts them on the quote page before the deposit.
  if (!quote.acceptedAt && quote.status === "sent") {
    if (isFormPost(request)) return NextResponse.redirect(new URL(`/booking/${token}?problem=terms`, siteOrigin()), { status: 303, headers: { "Cache-Control": "no-store" } });
    return jsonError(409, "Accept the terms first: POST /api/booking/{token}/accept with your full name");
  }
  const limit = await recordHit(`pay:${clientIp(request.headers)}`, STARTS_PER_WINDOW, WINDOW_MS);
  if (limit.limited) return tooManyRequests(limit.retryAfterSeconds, "Too many payment attempts. Please wait a few minutes and try again.");
  const started = await startPayment(quote, asked.part, siteOrigin());
  if (isFormPost(request)) {
    const target = started.ok ? started.authorizationUrl : `/booking/${token}?problem=${started.status === 409 ? "not-payable" : "unavailable"}`;
    return NextResponse.redirect(new URL(target, siteOrigin()), { status: 303, headers: { "Cache-Control": "no-store" } });
  }
  if (!started.ok) return jsonError(started.status, started.error);
  return jsonReply({ authorizationUrl: started.authorizationUrl });
});
