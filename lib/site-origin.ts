import "server-only";
import { clientIp, trustedProxyHops } from "@/lib/client-address";

// The site's own address for links people follow and feeds they subscribe to (mails, the calendar
// feed, robots.txt and the sitemap): NEXT_PUBLIC_SITE_URL when it is set, else the address this
// request came to, so a server reached at https://band.example never writes http://localhost:3000.
// Behind a trusted proxy (TRUST_PROXY) that is the proxy's X-Forwarded-Host and -Proto.

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** NEXT_PUBLIC_SITE_URL without its trailing slash, or undefined when it is not set. */
export function configuredSiteUrl(): string | undefined {
  const value = process.env.NEXT_PUBLIC_SITE_URL?.trim().replace(/\/+$/, "");
  return value || undefined;
}

const firstOf = (value: string | null) => value?.split(",")[0]?.trim() || undefined;

/** The origin people reach this site at, for this request's links. */
export function siteOrigin(headers: Headers): string {
  const configured = configuredSiteUrl();
  if (configured) return configured;
  const proxied = trustedProxyHops() > 0;
  const host = (proxied ? firstOf(headers.get("x-forwarded-host")) : undefined) ?? headers.get("host")?.trim();
  const forwardedProto = proxied ? firstOf(headers.get("x-forwarded-proto"))?.toLowerCase() : undefined;
  const protocol = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : "http";
  // A Host header that is not a host name (or none, as from a script) gets the local default.
  if (!host || !HOST.test(host)) return `http://localhost:${process.env.PORT || 3000}`;
  return `${protocol}://${host.toLowerCase()}`;
}

/** Who sent a form: the address its limits count by, and the site address its mails link to. */
export type Requester = { ip: string; siteOrigin: string };

export const requesterOf = (headers: Headers): Requester => ({ ip: clientIp(headers), siteOrigin: siteOrigin(headers) });
