import { ApiError, rateLimited } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { receivedText } from "@/lib/received-text";
import { clientIp, crossSiteRefused, isFormPost, isSameOrigin, jsonReply, readJson, readTextWithLimit, seeOther } from "@/lib/http";
import { saveClientBillTo } from "@/lib/payments/bill-to";
import { quoteByToken } from "@/lib/payments/quotes";
import { recordHit } from "@/lib/rate-limit";
import { siteOrigin } from "@/lib/site-origin";
import { billToSchema } from "@/lib/validation/payments";
import { issuesToFields } from "@/lib/validation/issues";

type Context = { params: Promise<{ token: string }> };

const SAVES_PER_WINDOW = 30;
const WINDOW_MS = 10 * 60_000;

async function guarded(request: NextRequest, token: string) {
  const limit = await recordHit(`bill-to:${clientIp(request.headers)}`, SAVES_PER_WINDOW, WINDOW_MS);
  if (limit.limited) throw rateLimited(limit.retryAfterSeconds, "Too many changes. Please wait a few minutes and try again.");
  const quote = await quoteByToken(token);
  if (!quote || quote.status === "cancelled") throw new ApiError(404, "not_found", "This quote link is not valid or has expired");
  return quote;
}

// Public, token-guarded: who the invoice is made out to { kind: "person" | "company", company?,
// address?, tin? } → 200 { billTo }; 409 once a payment has counted (the band can still change it).
export const PUT = withErrorNet(async (request: NextRequest, { params }: Context) => {
  const { token } = await params;
  const quote = await guarded(request, token);
  const body = await readJson(request, billToSchema, 2048);
  return jsonReply({ billTo: await saveClientBillTo(quote.id, body) });
});

// The booking page's form (works without JavaScript): the same, answered by a 303 back to the page.
export const POST = withErrorNet(async (request: NextRequest, { params }: Context) => {
  const { token } = await params;
  if (!isFormPost(request)) throw new ApiError(415, "unsupported_media_type", "Send the form, or PUT JSON");
  if (!isSameOrigin(request)) throw crossSiteRefused();
  const quote = await guarded(request, token);
  const fields = new URLSearchParams((await readTextWithLimit(request, 2048)) ?? "");
  const text = (name: string) => receivedText(fields.get(name) ?? "");
  const parsed = billToSchema.safeParse({ kind: fields.get("kind") ?? "person", company: text("company"), address: text("address"), tin: text("tin") });
  const back = (rest: string) => seeOther(new URL(`/booking/${token}${rest}`, siteOrigin()));
  if (!parsed.success) {
    const problems = issuesToFields(parsed.error);
    return back(`?problem=bill-to&field=${encodeURIComponent(Object.keys(problems)[0] ?? "")}#bill-to`);
  }
  try {
    await saveClientBillTo(quote.id, parsed.data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return back("?problem=bill-to-locked#bill-to");
    throw error;
  }
  return back("?billed=1#bill-to");
});
