import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { jsonError, unauthorized } from "@/lib/http";

/** Cron routes answer only `Authorization: Bearer $CRON_SECRET` (503 while it is unset, else 401). */
export function refuseCronRequest(request: NextRequest): Response | null {
  const secret = process.env.CRON_SECRET;
  if (!secret) return jsonError(503, "CRON_SECRET is not set");
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : unauthorized();
}
