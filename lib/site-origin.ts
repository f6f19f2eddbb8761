import "server-only";
import { clientIp } from "@/lib/client-address";

// The site's own address for every absolute URL the server makes: links in mails, Paystack's
// callback and the redirects back from it, the calendar feed, robots.txt, the sitemap and the
// structured data. It is NEXT_PUBLIC_SITE_URL, never the request's Host or X-Forwarded-Host: a
// client chooses those, and behind a proxy the app only sees its own local address. A production
// server that others can reach does not start without it (scripts/lib/site-url.mjs); a server for
// this machine alone (the quick start, development, tests) uses its own local address.

// Read through a function's parameter: the server must use the address it is started with, and the
// build fixes a NEXT_PUBLIC_ variable it can name. Written out (process.env.NEXT_PUBLIC_SITE_URL), or
// even by a constant name (process.env[SITE_URL]), Turbopack put the build's value in its place
// (seen in .next/server/chunks), so a server started with another address linked to the old one.
const startedWith = (name: string) => process.env[name];

/** NEXT_PUBLIC_SITE_URL without its trailing slash, or undefined when it is not set. */
export function configuredSiteUrl(): string | undefined {
  const value = startedWith("NEXT_PUBLIC_SITE_URL")?.trim().replace(/\/+$/, "");
  return value || undefined;
}

/** The origin people reach this site at. */
export function siteOrigin(): string {
  return configuredSiteUrl() ?? `http://localhost:${process.env.PORT || 3000}`;
}

/** Who sent a form: the address its limits count by, and the site address its mails link to. */
export type Requester = { ip: string; siteOrigin: string };

export const requesterOf = (headers: Headers): Requester => ({ ip: clientIp(headers), siteOrigin: siteOrigin() });
