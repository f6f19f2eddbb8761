import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { ApiError } from "@/lib/common/api-error";

/** Cron routes answer only `Authorization: Bearer $CRON_SECRET`: throws 503 while it is unset, else 401 for anything else. */
export function requireCronSecret(request: NextRequest): void {
  const secret = process.env.CRON_SECRET;
  if (!secret) throw new ApiError(503, "unavailable", "CRON_SECRET is not set");
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError(401, "unauthorized", "Unauthorized");
}
