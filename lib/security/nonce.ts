import "server-only";
import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy } from "./headers";

// Next's documented recipe: the policy goes on the request too, where Next finds the nonce and
// puts it on its own scripts; x-nonce is for our own scripts (headers().get("x-nonce")).
export function withNoncePolicy(request: NextRequest): NextResponse {
  const nonce = randomBytes(16).toString("base64");
  const policy = contentSecurityPolicy({ nonce, checkout: request.nextUrl.pathname.startsWith("/booking/") });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", policy);
  return response;
}
