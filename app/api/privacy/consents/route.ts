import type { NextRequest } from "next/server";
import { rateLimited } from "@/lib/common/api-error";
import { withErrorNet } from "@/lib/error-net";
import { clientIp, noContent, readJson } from "@/lib/http";
import { countConsentEvent } from "@/lib/privacy/consents";
import { recordHit } from "@/lib/rate-limit";
import { consentEventSchema } from "@/lib/validation/privacy";

// The consent bar reports that it was shown (once a visit) or answered: counted per day, nothing
// kept about the visitor. A handful a minute per address is all a real visitor sends.
const EVENTS_PER_MINUTE = 10;

export const POST = withErrorNet(async (request: NextRequest) => {
  const { event } = await readJson(request, consentEventSchema, 1024);
  const limit = await recordHit(`consent:${clientIp(request.headers)}`, EVENTS_PER_MINUTE, 60_000);
  if (limit.limited) throw rateLimited(limit.retryAfterSeconds, "Too many consent events");
  await countConsentEvent(event);
  return noContent();
});
