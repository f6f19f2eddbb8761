import { ApiError } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { jsonReply, payloadTooLarge, readTextWithLimit } from "@/lib/http";
import { drainAfterResponse } from "@/lib/delivery/schedule";
import { confirmPayment } from "@/lib/payments/confirm";
import { isPaystackSignature } from "@/lib/payments/paystack";
import { recordRefundEvent } from "@/lib/payments/refunds";
import { siteOrigin } from "@/lib/site-origin";
import { paystackEventSchema } from "@/lib/validation/payments";

/** Paystack's events are a few KB. */
const MAX_EVENT_BYTES = 64 * 1024;

// Paystack's events (set this URL in Paystack's dashboard). Only a body signed with the secret key
// (x-paystack-signature, HMAC-SHA512 of the raw body) is read; anything else is 401 and changes
// nothing. A charge.success pays the payment its reference names, exactly once; refund.* events
// record the refund's state. Every signed event is answered 200, so Paystack stops retrying it.
export const POST = withErrorNet(async (request: NextRequest) => {
  const raw = await readTextWithLimit(request, MAX_EVENT_BYTES);
  if (raw === null) throw payloadTooLarge();
  if (!isPaystackSignature(raw, request.headers.get("x-paystack-signature"))) throw new ApiError(401, "unauthorized", "Invalid signature");
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ApiError(400, "invalid_input", "Request body must be valid JSON");
  }
  const parsed = paystackEventSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(400, "invalid_input", "Not a Paystack event");
  const { event, data } = parsed.data;
  let outcome = "ignored";
  if (event === "charge.success" && data.reference) {
    outcome = await confirmPayment(data.reference, { amountKobo: Number(data.amount ?? -1), currency: data.currency ?? "", how: "paystack" }, siteOrigin());
    // The client's receipt and the band's notice go out now, not at the outbox timer's next turn.
    if (outcome === "paid" || outcome === "flagged") drainAfterResponse();
  } else if (event.startsWith("refund.") && data.transaction_reference) {
    outcome = (await recordRefundEvent(event, data.transaction_reference)) ? "recorded" : "unknown";
  }
  return jsonReply({ received: true, outcome });
});
