import type { NextRequest } from "next/server";
import { z } from "zod";
import "@/lib/validation/jitless";
import { drainAfterResponse } from "@/lib/delivery/schedule";
import { submissionRefused } from "@/lib/enquiries/submit";
import { withErrorNet } from "@/lib/error-net";
import { invalidFields } from "@/lib/common/api-error";
import { clientIp, jsonReply, readJson } from "@/lib/http";
import { submitPrivacyRequest } from "@/lib/privacy/requests";

const body = z.record(z.string(), z.unknown(), { error: "Request body must be a JSON object" });

// A person's request under the NDPA (issue 66): { email, kind, details? } → 202, confirmed by mail;
// limited and screened like the site's forms. A bad field → 400 { error, fields }.
export const POST = withErrorNet(async (request: NextRequest) => {
  const result = await submitPrivacyRequest(await readJson(request, body, 8 * 1024), clientIp(request.headers));
  if (!result.ok) throw result.status === 400 ? invalidFields(result.fieldErrors) : submissionRefused(result);
  drainAfterResponse();
  return jsonReply({ message: "We received your request and sent you a confirmation by email. We answer within 30 days." }, { status: 202 });
});
