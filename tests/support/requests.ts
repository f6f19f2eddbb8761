import { NextRequest } from "next/server";

const BASE = "http://localhost:3000";

type Options = { body?: unknown; rawBody?: string; cookie?: string; ip?: string; origin?: string; headers?: Record<string, string> };

/** A request as the browser would send it to a route handler. */
export function request(method: string, pathname: string, options: Options = {}): NextRequest {
  const headers: Record<string, string> = { host: "localhost:3000", "x-forwarded-for": options.ip ?? "192.0.2.1", ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  return new NextRequest(new URL(pathname, BASE), { method, headers, body });
}

/** "name=value" of the response's Set-Cookie, to send back as a Cookie header. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}
