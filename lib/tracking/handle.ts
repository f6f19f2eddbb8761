import "server-only";
import { rateLimited } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { afterResponse } from "@/lib/after-response";
import { sessionCookieName } from "@/lib/auth/cookie";
import { adminSessionFromRequest } from "@/lib/auth/guard";
import { clientIp, readJson } from "@/lib/http";
import { isBotRequest, isBotUserAgent } from "./bots";
import { analyticsStorageFull } from "./storage-guard";
import { overTrackingLimit } from "./visitor-limit";

const MAX_BODY_BYTES = 8 * 1024;
const noContent = () => new Response(null, { status: 204 });

/**
 * The shared path of both tracking endpoints: validate, drop bots and the signed-in admin,
 * limit each visitor and address, then queue the row and answer 204 at once.
 */
export async function ingest<T extends z.ZodType<{ visitorId: string; userAgent?: string }>>(
  request: NextRequest,
  schema: T,
  record: (payload: z.infer<T>) => Promise<void>,
): Promise<Response> {
  const body = await readJson(request, schema, MAX_BODY_BYTES);
  const payload = body;
  if (isBotRequest(request.headers) || ("userAgent" in payload && payload.userAgent !== undefined && isBotUserAgent(payload.userAgent))) return noContent();
  // Only a request carrying the session cookie pays for the admin check.
  if (request.cookies.has(sessionCookieName()) && (await adminSessionFromRequest(request))) return noContent();
  if (await overTrackingLimit(payload.visitorId, clientIp(request.headers))) throw rateLimited(60, "Too many tracking events");
  // A full disk must stop analytics, never enquiries: the event is dropped with the usual answer.
  if (await analyticsStorageFull()) return noContent();

  afterResponse(record(payload));
  return noContent();
}
