import "server-only";
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { ApiError } from "@/lib/common/api-error";
import { invalidInput, isSameOrigin, payloadTooLarge, readTextWithLimit, crossSiteRefused } from "@/lib/http";
import { adminLoginSchema } from "@/lib/validation/admin-login";
import { authOptions } from "./options";

// next-auth 4 reads a POST body whole (req.json() / req.text()) and checks nothing about where it
// came from. Its posts are small forms, so they are bounded and checked here before it sees them.
const MAX_BODY_BYTES = 8 * 1024;
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "application/json"]);

/**
 * The credentials sign-in is checked with the same schema as /api/admin/login, so a malformed one is
 * a 400 with the reason rather than next-auth's generic "CredentialsSignin" redirect.
 */
function checkCredentials(type: string, body: string): void {
  let fields: unknown;
  if (type === "application/json") {
    try {
      fields = JSON.parse(body);
    } catch {
      throw new ApiError(400, "invalid_input", "Request body must be valid JSON");
    }
  } else {
    fields = Object.fromEntries(new URLSearchParams(body));
  }
  const parsed = adminLoginSchema.safeParse(fields);
  if (!parsed.success) throw invalidInput(parsed.error);
}

function isJsonObject(body: string): boolean {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

type Context = { params: Promise<{ nextauth: string[] }> };

export async function nextAuthHandler(request: NextRequest, context: Context): Promise<Response> {
  const params = await context.params;
  // The credentials callback is a form post; next-auth throws (a 500) on anything else.
  if (params.nextauth.join("/") === "callback/credentials" && request.method !== "POST") {
    throw new ApiError(405, "method_not_allowed", "Sign in with a POST of the sign-in form", undefined, { headers: { Allow: "POST" } });
  }
  let bounded = request;
  if (request.method === "POST") {
    if (!isSameOrigin(request)) throw crossSiteRefused();
    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!FORM_TYPES.has(type)) throw new ApiError(415, "unsupported_media_type", "Content-Type must be application/x-www-form-urlencoded or application/json");
    if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw payloadTooLarge();
    const body = await readTextWithLimit(request, MAX_BODY_BYTES);
    if (body === null) throw payloadTooLarge();
    // next-auth parses a JSON body itself and throws (a 500) on an empty or malformed one.
    if (type === "application/json" && !isJsonObject(body)) throw new ApiError(400, "invalid_input", "Request body must be a JSON object");
    if (params.nextauth.join("/") === "callback/credentials") {
      checkCredentials(type, body);
    }
    bounded = new NextRequest(request.url, { method: "POST", headers: request.headers, body });
  }
  // next-auth 4 reads params synchronously; Next 16 hands them over as a promise.
  return NextAuth(bounded as never, { params } as never, authOptions()) as Promise<Response>;
}
