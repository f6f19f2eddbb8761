import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { ApiError } from "@/lib/common/api-error";

/** Whether the request carries `Authorization: Bearer $CRON_SECRET` (false while it is unset). */
export function hasCronSecret(request: NextRequest): boolean {
  const secret = process.env.CRON_SECRET;
  if (!secret) return false;
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Cron routes answer only `Authorization: Bearer $CRON_SECRET`: throws 503 while it is unset, else 401 for anything else. */
export function requireCronSecret(request: NextRequest): void {
  if (!process.env.CRON_SECRET) throw new ApiError(503, "unavailable", "CRON_SECRET is not set");
  if (!hasCronSecret(request)) throw new ApiError(401, "unauthorized", "Unauthorized");
}
