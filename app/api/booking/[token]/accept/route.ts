import { NextResponse, type NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { receivedText } from "@/lib/received-text";
import { badRequest, clientIp, forbidden, isFormPost, isSameOrigin, jsonError, jsonReply, readJson, readTextWithLimit, tooManyRequests } from "@/lib/http";
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
  if (!isSameOrigin(request)) return { ok: false as const, response: forbidden("Cross-site request refused") };
  const fields = new URLSearchParams((await readTextWithLimit(request, 1024)) ?? "");
  const name = fields.get("name");
  const parsed = termsAcceptanceSchema.safeParse({ name: name === null ? undefined : receivedText(name), agree: fields.get("agree") === "on" ? true : undefined });
  return parsed.success ? { ok: true as const, data: parsed.data } : { ok: false as const, response: badRequest(parsed.error.issues[0]?.message ?? "Invalid acceptance") };
}

// Public: the client accepts the quote's terms by typing their full name and ticking the box →
// 201 { acceptedAt } (JSON), or a 303 back to the quote page (the form). Unknown or expired token
// 404; a quote no longer waiting for its deposit 409.
export const POST = withErrorNet(async (request: NextRequest, { params }: Context) => {
  const { token } = await params;
  const quote = await quoteByToken(token);
  if (!quote) return jsonError(404, "This quote link is not valid or has expired");
  const body = await acceptanceOf(request);
  if (!body.ok) {
    if (isFormPost(request) && body.response.status === 400) return back(token, "?problem=terms");
    return body.response;
  }
  const limit = await recordHit(`accept:${clientIp(request.headers)}`, ACCEPTANCES_PER_WINDOW, WINDOW_MS);
  if (limit.limited) return tooManyRequests(limit.retryAfterSeconds, "Too many attempts. Please wait a few minutes and try again.");
  const accepted = await acceptTerms(quote, body.data.name, clientIp(request.headers), (await readSiteSettings()).replyHours);
  if (isFormPost(request)) return back(token, accepted.ok ? "#pay" : "?problem=not-payable");
  if (!accepted.ok) return jsonError(accepted.status, accepted.error);
  return jsonReply({ acceptedAt: accepted.acceptedAt }, { status: 201 });
});

const back = (token: string, rest: string) => NextResponse.redirect(new URL(`/booking/${token}${rest}`, siteOrigin()), { status: 303, headers: { "Cache-Control": "no-store" } });
