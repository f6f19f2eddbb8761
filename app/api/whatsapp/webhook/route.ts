import { ApiError, rateLimited } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { receiveWhatsapp } from "@/lib/conversations/inbound";
import { withErrorNet } from "@/lib/error-net";
import { clientIp, jsonReply, parseJsonText, payloadTooLarge, readBytesWithLimit, textReply } from "@/lib/http";
import { drainAfterResponse } from "@/lib/delivery/schedule";
import { recordHit } from "@/lib/rate-limit";
import { siteOrigin } from "@/lib/site-origin";
import { readDelivery, signatureValid, verificationChallenge, webhookDeliverySchema, webhookSecretMissing } from "@/lib/whatsapp-cloud/webhook";

const MAX_BODY_BYTES = 1024 * 1024;
/** Unsigned or wrongly signed posts an address may make in 10 minutes; a correctly signed delivery is never refused. */
const BAD_DELIVERIES_PER_WINDOW = 30;
const WINDOW_MS = 10 * 60_000;
/**
 * A large delivery is stored in batches for at most this long, well inside the few seconds a webhook
 * is given; what is left Meta delivers again (it retries a failed delivery for up to 7 days).
 */
const DELIVERY_BUDGET_MS = 4_000;

// Meta's webhook for the band's WhatsApp number (the WhatsApp Cloud API's webhook reference).
// GET: the subscription handshake. POST: messages and statuses, signed with the app secret; stored
// before the 200 (a message once, however often Meta delivers it), alerts sent after it.

export const GET = withErrorNet(async (request: NextRequest) => {
  const challenge = verificationChallenge(request.nextUrl.searchParams);
  if (challenge === null) throw new ApiError(403, "forbidden", "Verification failed");
  return textReply(challenge);
});

export const POST = withErrorNet(async (request: NextRequest) => {
  if (webhookSecretMissing()) throw new ApiError(503, "unavailable", "WHATSAPP_APP_SECRET is not set");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw payloadTooLarge();
  const raw = await readBytesWithLimit(request, MAX_BODY_BYTES);
  if (raw === null) throw payloadTooLarge();
  if (!signatureValid(raw, request.headers.get("x-hub-signature-256"))) {
    const limit = await recordHit(`whatsapp-webhook:${clientIp(request.headers)}`, BAD_DELIVERIES_PER_WINDOW, WINDOW_MS);
    throw limit.limited ? rateLimited(limit.retryAfterSeconds, "Too many unsigned deliveries") : new ApiError(401, "unauthorized", "Missing or wrong X-Hub-Signature-256");
  }
  let body: unknown;
  try {
    body = parseJsonText(raw.toString("utf8"));
  } catch {
    throw new ApiError(400, "invalid_input", "Request body must be valid JSON");
  }
  const delivery = webhookDeliverySchema.safeParse(body);
  // Signed but about something else (another product's field): acknowledged, nothing to store.
  if (!delivery.success) return jsonReply({ received: false });
  const received = await receiveWhatsapp(readDelivery(delivery.data), siteOrigin(), Date.now() + DELIVERY_BUDGET_MS);
  if (received.enquiriesCreated || received.fallbacksQueued) drainAfterResponse();
  // Not all stored in time: Meta delivers again, and what was stored is skipped by its message id.
  if (received.unfinished) return jsonReply({ received: false, ...received }, { status: 503, headers: { "Retry-After": "5" } });
  return jsonReply({ received: true, ...received });
});
