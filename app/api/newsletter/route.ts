import { requesterOf } from "@/lib/site-origin";
import type { NextRequest } from "next/server";
import { z } from "zod";
import "@/lib/validation/jitless";
import { newsletterMessages } from "@/fixed/enquiries";
import { drainAfterResponse } from "@/lib/outbox/schedule";
import { subscribeToNewsletter } from "@/lib/enquiries/newsletter";
import { withErrorNet } from "@/lib/error-net";
import { badRequest, jsonReply, readJson, tooManyRequests } from "@/lib/http";

const body = z.record(z.string(), z.unknown(), { error: "Request body must be a JSON object" });

export const POST = withErrorNet(async (request: NextRequest) => {
  const parsed = await readJson(request, body, 4096);
  if (!parsed.ok) return parsed.response;
  const result = await subscribeToNewsletter(parsed.data, requesterOf(request.headers));
  if (!result.ok) {
    return result.status === 429 ? tooManyRequests(result.retryAfterSeconds, result.error) : badRequest(result.error);
  }
  drainAfterResponse();
  // The same answer for a new and an already subscribed address (no one learns who subscribed).
  return jsonReply({ message: newsletterMessages.success.title });
});
