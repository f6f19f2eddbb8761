import "server-only";
import { clientIp } from "@/lib/client-address";

// The site's own address for every absolute URL the server makes: links in mails, Paystack's
// callback and the redirects back from it, the calendar feed, robots.txt, the sitemap and the
// structured data. It is NEXT_PUBLIC_SITE_URL, never the request's Host or X-Forwarded-Host: a
// client chooses those, and behind a proxy the app only sees its own local address. A production
// server that others can reach does not start without it (scripts/lib/site-url.mjs); a server for
// this machine alone (the quick start, development, tests) uses its own local address.

// Read by a computed name: a NEXT_PUBLIC_ variable written out would be fixed when the app is built,
// and the server must use the address it is started with.
const SITE_URL = "NEXT_PUBLIC_SITE_URL";

/** NEXT_PUBLIC_SITE_URL without its trailing slash, or undefined when it is not set. */
export function configuredSiteUrl(): string | undefined {
  const value = process.env[SITE_URL]?.trim().replace(/\/+$/, "");
  return value || undefined;
}

/** The origin people reach this site at. */
export function siteOrigin(): string {
  return configuredSiteUrl() ?? `http://localhost:${process.env.PORT || 3000}`;
}

/** Who sent a form: the address its limits count by, and the site address its mails link to. */
export type Requester = { ip: string; siteOrigin: string };

export const requesterOf = (headers: Headers): Requester => ({ ip: clientIp(headers), siteOrigin: siteOrigin() });
