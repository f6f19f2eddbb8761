import "server-only";
// The replies every handler answers with (the one error shape among them: errorReply), and the
// request helpers; a failure is thrown as an ApiError (lib/common/api-error.ts) and answered by the error net.
import { NextResponse, type NextRequest } from "next/server";
import { $ZodError, safeParse, type $ZodType, type output } from "zod/v4/core";
import { ApiError, invalidFields } from "@/lib/common/api-error";
import { firstIssue, issuesToFields } from "@/lib/validation/issues";
import { rowIdSchema } from "@/lib/validation/row-id";
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

/** A 303 to a page (a plain form's answer, an OAuth hop), never cached; a relative location keeps the visitor on the address they used. */
export const seeOther = (location: string | URL) => new Response(null, { status: 303, headers: { Location: String(location), "Cache-Control": "no-store" } });

type FileOptions = {
  /** Content-Type, with its charset where it is text. */
  type: string;
  /** The name the browser saves it under. */
  filename: string;
  /** Shown in the browser (a calendar feed) rather than saved. */
  inline?: boolean;
  /** A private file (a client's document, the band's feed): `private, no-store` and never indexed. */
  private?: boolean;
  headers?: Record<string, string>;
};

/** A file to save or open (a PDF, a calendar, a spreadsheet, a CSV), never cached. */
export function fileReply(body: BodyInit, { type, filename, inline = false, private: isPrivate = false, headers }: FileOptions): Response {
  return new Response(body, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${filename}"`,
      "Cache-Control": isPrivate ? "private, no-store" : "no-store",
      ...(isPrivate ? { "X-Robots-Tag": "noindex" } : {}),
      ...headers,
    },
  });
}

/** Plain text (a webhook's verification echo), never cached. */
export const textReply = (text: string) => new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The answer of a failure: the one error shape, never cached. */
export function errorReply(error: ApiError) {
  return jsonReply(error.body(), { status: error.status, headers: error.headers });
}

/** The 400 of a thrown ZodError (a schema's parse() under a route), or null for anything else. */
export const invalidInputOf = (error: unknown) => (error instanceof $ZodError ? invalidInput(error) : null);

/** The 400 of a schema's problems: one message per offending field, and the first of them (or zod's first problem) as `error`. */
export function invalidInput(error: $ZodError, fields: Record<string, string> = issuesToFields(error)) {
  return invalidFields(fields, Object.keys(fields).length ? undefined : firstIssue(error));
}

/**
 * The request's query string as one object for its zod schema, read as a body's text is: a NUL is a
 * 400 (PostgreSQL refuses it in text, so a search for one was a 500), bidirectional controls are dropped.
 */
export function queryOf(request: Request): Record<string, string> {
  const entries = [...new URL(request.url).searchParams];
  if (entries.some(([key, value]) => `${key}${value}`.includes("\u0000"))) throw new ApiError(400, "bad_request", "Text must not contain NUL characters");
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutBidiControls(value)]));
}

/**
 * Reads a JSON body of at most maxBytes and parses it with the payload's schema (zod or zod/mini).
 * Every JSON route gets the cross-site checks here: a foreign Origin is refused (403), and so is any
 * other content type (415), since a cross-site form or `text/plain` post needs no CORS preflight.
 */
export async function readJson<T extends $ZodType>(request: Request, schema: T, maxBytes = 16 * 1024, fieldWords?: Parameters<typeof issuesToFields>[1]): Promise<output<T>> {
  if (!isSameOrigin(request)) throw crossSiteRefused();
  if (!isJsonContentType(request.headers.get("content-type"))) throw new ApiError(415, "unsupported_media_type", "Content-Type must be application/json");
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw payloadTooLarge();
  const text = await readTextWithLimit(request, maxBytes);
  if (text === null) throw payloadTooLarge();
  let body: unknown;
  try {
    let nul = false;
    body = JSON.parse(text, (_key, value: unknown) => {
      if (typeof value !== "string") return value;
      nul ||= value.includes("\u0000");
      return withoutBidiControls(value.toWellFormed());
    });
    // PostgreSQL refuses a NUL in text: a client that sends one gets a 400, never a 500.
    if (nul) throw new ApiError(400, "bad_request", "Text must not contain NUL characters");
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, "bad_request", "Request body must be valid JSON");
  }
  const result = safeParse(schema, body);
  if (!result.success) throw invalidInput(result.error, issuesToFields(result.error, fieldWords));
  return result.data;
}

/** 413: a body over the route's limit. */
export const payloadTooLarge = () => new ApiError(413, "payload_too_large", "Request body is too large");

/** 403: a mutating request from another site. */
export const crossSiteRefused = () => new ApiError(403, "forbidden", "Cross-site request refused");

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

/** A row's id as an address or a query writes it (lib/validation/row-id.ts), or 400 invalid_input naming `name`. */
export function rowIdFrom(value: unknown, name: string): number {
  const id = safeParse(rowIdSchema, value);
  if (!id.success) throw new ApiError(400, "invalid_input", `${name}: must be a positive whole number`, { [name]: "must be a positive whole number" });
  return id.data;
}

/** A route's numeric id segment (`[id]`), or 400 invalid_input naming it. */
export async function routeId(context: { params: Promise<Record<string, string | string[]>> }, name = "id"): Promise<number> {
  return rowIdFrom((await context.params)[name], name);
}
