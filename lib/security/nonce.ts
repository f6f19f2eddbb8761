import "server-only";
import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy } from "./headers";

// Next's documented recipe: the policy goes on the request too, where Next finds the nonce and
// puts it on its own scripts; x-nonce is for our own scripts (headers().get("x-nonce")).
// `rewriteTo` renders another page at the same address, with `requestHeaders` (the request's own by default).
export function withNoncePolicy(
  request: NextRequest,
  { rewriteTo, requestHeaders = new Headers(request.headers) }: { rewriteTo?: URL; requestHeaders?: Headers } = {},
): NextResponse {
  const nonce = randomBytes(16).toString("base64");
  const policy = contentSecurityPolicy({ nonce, checkout: request.nextUrl.pathname.startsWith("/booking/") });
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", policy);
  const response = rewriteTo ? NextResponse.rewrite(rewriteTo, { request: { headers: requestHeaders } }) : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", policy);
  return response;
}
