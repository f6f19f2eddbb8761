import { requesterOf } from "@/lib/site-origin";
import type { NextRequest } from "next/server";
import { z } from "zod";
import "@/lib/validation/jitless";
import { newsletterMessages } from "@/fixed/enquiries";
import { drainAfterResponse } from "@/lib/delivery/schedule";
import { subscribeToNewsletter } from "@/lib/enquiries/newsletter";
import { submissionRefused } from "@/lib/enquiries/submit";
import { withErrorNet } from "@/lib/error-net";
import { jsonReply, readJson } from "@/lib/http";

const body = z.record(z.string(), z.unknown(), { error: "Request body must be a JSON object" });

export const POST = withErrorNet(async (request: NextRequest) => {
  const result = await subscribeToNewsletter(await readJson(request, body, 4096), requesterOf(request.headers));
  if (!result.ok) throw submissionRefused(result);
  drainAfterResponse();
  // The same answer for a new and an already subscribed address (no one learns who subscribed).
  return jsonReply({ message: newsletterMessages.success.title });
});
