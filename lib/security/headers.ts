// Security headers. Two Content-Security-Policies:
// - dynamic pages (lib/security/nonce-pages.ts) get a fresh nonce per request from proxy.ts:
//   script-src 'nonce-…' 'strict-dynamic', no 'unsafe-inline'. Next puts the nonce on its own
//   scripts; the theme script is allowed by its hash, so the root layout never reads headers().
// - prerendered pages are the same HTML for every visitor and cannot carry a nonce, and Next
//   inlines each page's data as scripts that change whenever a page is revalidated, so no fixed
//   hash list can cover them: their fixed policy says 'self' 'unsafe-inline' (no eval, no other
//   script host). This is a decision, the same on every deployment (npm start, next start,
//   Vercel): rewriting each response's policy would need a patched server. What it still stops:
//   scripts from other hosts, eval, plugins, framing, <base> and form hijacking; what stands
//   against injected inline script is that nothing renders raw HTML (React escapes; the admin's
//   texts are stored and shown as text). Every other directive is as strict as on the dynamic pages.
// Ad hosts are listed on the routes that show ads (fixed/ads.ts) only while the AdSense publisher
// id (a site setting, run time) is set: proxy.ts sets those routes' policy per request
// (lib/ads/ad-route-policy.ts).
import { createHash } from "node:crypto";
import { paystackCheckoutOrigin } from "./checkout-origin";
import { themeScript } from "./theme-script";
import { adConsentMarkScript } from "./ad-consent-mark";

const adHosts = [
  "https://pagead2.googlesyndication.com",
  "https://*.googlesyndication.com",
  "https://*.doubleclick.net",
  "https://*.google.com",
  "https://*.adtrafficquality.google",
];

/** A CSP hash source for an inline script's exact text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

export type PolicyOptions = {
  /** The request's nonce; without one, the policy for prerendered pages. */
  nonce?: string;
  dev?: boolean;
  ads?: boolean;
  /** The client's quote page: its Pay form is redirected to Paystack's checkout. */
  checkout?: boolean;
};

export function contentSecurityPolicy({ nonce, dev = process.env.NODE_ENV === "development", ads = false, checkout = false }: PolicyOptions = {}): string {
  const optional = (on: boolean, sources: string[]) => (on ? sources : []);
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'", scriptHash(themeScript), scriptHash(adConsentMarkScript)] : ["'unsafe-inline'"];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scripts, ...optional(dev, ["'unsafe-eval'"]), ...optional(ads, adHosts)]],
    // React's style attributes and Next's font and image styles are inline.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", "https:"]],
    ["font-src", ["'self'", "data:"]],
    ["media-src", ["'self'", "blob:", "https:"]],
    // The admin panel's service worker (public/admin-sw.js): from this origin only.
    ["worker-src", ["'self'"]],
    ["connect-src", ["'self'", "https://*.vercel-storage.com", "https://vercel.com", ...optional(ads, adHosts)]],
    ["frame-src", ["https://open.spotify.com", "https://www.youtube-nocookie.com", "https://www.youtube.com", ...optional(ads, adHosts)]],
    ["frame-ancestors", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...optional(checkout, [paystackCheckoutOrigin()])]],
    ["object-src", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

type Header = { key: string; value: string };

/** Headers for every response but the build's static files; the CSP is added per page kind (next.config.ts, proxy.ts). */
export function securityHeaders(): Header[] {
  return [
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), display-capture=(), geolocation=(), payment=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-site" },
  ];
}

/**
 * The build's hashed scripts, styles and fonts (/_next/static) are never documents: framing,
 * referrer, permission and opener policies and the CSP mean nothing on them, and a page loads a
 * dozen of them, each repeating about 0.7 KB of such headers over HTTP/1.1 (issue 48). They keep
 * what a subresource needs: no sniffing into another type, and no loading by other sites.
 */
export function staticFileHeaders(): Header[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Cross-Origin-Resource-Policy", value: "same-site" },
  ];
}

/** The CSP header of prerendered pages and everything else the proxy does not give a nonce. */
export function staticPolicyHeader(): Header {
  return { key: "Content-Security-Policy", value: contentSecurityPolicy() };
}

/** The video studio records from the camera or the screen, so only it may ask for them. */
export const videoStudioPermissions: Header = {
  key: "Permissions-Policy",
  value: "camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=()",
};
