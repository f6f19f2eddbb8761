import { rateLimited } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { publicAvailability } from "@/lib/availability/queries";
import { withErrorNet } from "@/lib/error-net";
import { clientIp, invalidInput, jsonReply, queryOf } from "@/lib/http";
import { recordHit } from "@/lib/rate-limit";
import { dateRangeSchema } from "@/lib/validation/availability";

const REQUESTS_PER_MINUTE = 60;
// Brief, so a booking or hold the admin adds shows to visitors within seconds.
const AVAILABILITY_CACHE_CONTROL = "public, max-age=15";

// GET /api/availability?from=YYYY-MM-DD&to=YYYY-MM-DD → [{ date, state }], at most 366 days.
export const GET = withErrorNet(async (request: NextRequest) => {
  const range = dateRangeSchema.safeParse(queryOf(request));
  if (!range.success) throw invalidInput(range.error);
  const limit = await recordHit(`availability:${clientIp(request.headers)}`, REQUESTS_PER_MINUTE, 60_000);
  if (limit.limited) throw rateLimited(limit.retryAfterSeconds, "Too many availability requests, please wait a moment");
  const days = await publicAvailability(range.data.from, range.data.to);
  return jsonReply(days, { headers: { "Cache-Control": AVAILABILITY_CACHE_CONTROL } });
});
