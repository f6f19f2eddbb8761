import "server-only";
// The JSON error shape every handler answers with, and the request helpers that produce it.
import { NextResponse, type NextRequest } from "next/server";
import { safeParse, type $ZodError, type $ZodType, type output } from "zod/v4/core";
import { firstIssue, issuesToFields } from "@/lib/validation/issues";
import "@/lib/validation/jitless";
import { configuredSiteUrl } from "@/lib/site-origin";
import type { Page } from "@/lib/paging/keyset";
import { NEXT_CURSOR_HEADER } from "@/lib/common/next-cursor-header";
import { receivedText, withoutBidiControls } from "./received-text";

/** A JSON answer, never cached (`no-store`) unless the route names other caching in `headers`. */
export function jsonReply(data: unknown, { status = 200, headers }: { status?: number; headers?: HeadersInit } = {}) {
  return NextResponse.json(data, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * One page of a panel list (lib/paging/keyset.ts): the rows as the body (or `body`, for a list
 * answered inside an object), and `X-Next-Cursor` naming the next page while there is more.
 */
export function pagedReply(page: Page<unknown>, body: unknown = page.rows) {
  return jsonReply(body, { headers: page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : undefined });
}

/** A success with nothing to answer (a deletion, a new order): 204, no body, never cached. */
export const noContent = () => new NextResponse(null, { status: 204, headers: { "Cache-Control": "no-store" } });

export function jsonError(status: number, error: string, headers?: HeadersInit) {
  return NextResponse.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export const badRequest = (error: string) => jsonError(400, error);
export const unauthorized = (error = "Unauthorized") => jsonError(401, error);
export const forbidden = (error = "Forbidden") => jsonError(403, error);
export const payloadTooLarge = (error = "Request body is too large") => jsonError(413, error);
export const tooManyRequests = (retryAfterSeconds: number, error: string) => jsonError(429, error, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** 400 `{ error, fields }`: one message per offending field, and the first of them (or zod's first problem) as `error`. */
export function invalidInput(error: $ZodError, fields: Record<string, string> = issuesToFields(error)) {
  return invalidFields(fields, Object.keys(fields).length ? undefined : firstIssue(error));
}

/** 400 `{ error, fields }` for problems found outside a schema; `error` defaults to "field: message" of the first. */
export function invalidFields(fields: Record<string, string>, error?: string) {
  const [first] = Object.entries(fields);
  return jsonReply({ error: error ?? (first ? `${first[0]}: ${first[1]}` : "Invalid request"), fields }, { status: 400 });
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/**
 * Reads a JSON body of at most maxBytes and parses it with the payload's schema (zod or zod/mini).
 * Every JSON route gets the cross-site checks here: a foreign Origin is refused (403), and so is any
 * other content type (415), since a cross-site form or `text/plain` post needs no CORS preflight.
 */
export async function readJson<T extends $ZodType>(
  request: Request,
  schema: T,
  maxBytes = 16 * 1024,
  fieldWords?: Parameters<typeof issuesToFields>[1],
): Promise<Parsed<output<T>>> {
  if (!isSameOrigin(request)) return { ok: false, response: forbidden("Cross-site request refused") };
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return { ok: false, response: jsonError(415, "Content-Type must be application/json") };
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return { ok: false, response: payloadTooLarge() };
  const text = await readTextWithLimit(request, maxBytes);
  if (text === null) return { ok: false, response: payloadTooLarge() };
  let body: unknown;
  try {
    let nul = false;
    body = JSON.parse(text, (_key, value: unknown) => {
      if (typeof value !== "string") return value;
      nul ||= value.includes("\u0000");
      return withoutBidiControls(value.toWellFormed());
    });
    // PostgreSQL refuses a NUL in text: a client that sends one gets a 400, never a 500.
    if (nul) return { ok: false, response: badRequest("Text must not contain NUL characters") };
  } catch {
    return { ok: false, response: badRequest("Request body must be valid JSON") };
  }
  const result = safeParse(schema, body);
  if (!result.success) return { ok: false, response: invalidInput(result.error, issuesToFields(result.error, fieldWords)) };
  return { ok: true, data: result.data };
}

/** JSON.parse with every string made receivedText (lib/received-text.ts), for bodies that must be stored whatever they hold (Meta's webhook). Throws on malformed JSON. */
export const parseJsonText = (text: string): unknown => JSON.parse(text, (_key, value: unknown) => (typeof value === "string" ? receivedText(value) : value));

/** A plain HTML form's post (application/x-www-form-urlencoded): the pages' forms that work without JavaScript. */
export const isFormPost = (request: Request) => request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() === "application/x-www-form-urlencoded";

export function isJsonContentType(value: string | null): boolean {
  const type = value?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json" || Boolean(type?.startsWith("application/") && type.endsWith("+json"));
}

/** The body as text, or null (after cancelling the stream) once it passes maxBytes. */
export async function readTextWithLimit(request: Request, maxBytes: number): Promise<string | null> {
  return (await readBytesWithLimit(request, maxBytes))?.toString("utf8") ?? null;
}

/** The body's exact bytes (a signature is over them), or null (after cancelling the stream) once it passes maxBytes. */
export async function readBytesWithLimit(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The client's address every per-address limit counts by (see lib/client-address.ts). */
export { clientIp } from "./client-address";

/**
 * Route handlers get no CSRF check from Next.js. A browser always sends Origin on a cross-site
 * POST, so a present Origin must be the site's public address (NEXT_PUBLIC_SITE_URL; behind a
 * proxy on another port the Host the app sees has no port) or name the host the request was sent
 * to; requests without one are not from a browser form.
 */
export function isSameOrigin(request: NextRequest | Request): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    const site = configuredSiteUrl();
    const sent = new URL(origin);
    return (site !== undefined && sent.origin === new URL(site).origin) || sent.host === host;
  } catch {
    return false;
  }
}
