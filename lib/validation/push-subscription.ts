import "server-only";
// A browser's PushSubscription as Settings → Alerts posts it (subscription.toJSON()). The endpoint
// must be https on a known push service, so the server never posts to an address an attacker chose.
import { parse as parseLegacyUrl } from "node:url";
import { z } from "zod";
import "./jitless";

/** Google's FCM (Chrome, Edge on Android), Mozilla's, Apple's and Microsoft's push services. */
const KNOWN_PUSH_HOSTS = ["fcm.googleapis.com", "android.googleapis.com", "updates.push.services.mozilla.com", "push.services.mozilla.com", "web.push.apple.com"];
const KNOWN_PUSH_HOST_SUFFIXES = [".notify.windows.com", ".push.apple.com"];

/** PUSH_SERVICE_HOSTS: more push services, as "host" or "host:port", comma-separated. */
function extraPushHosts(): string[] {
  return (process.env.PUSH_SERVICE_HOSTS ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

// web-push sends with Node's legacy url.parse, which reads some hosts otherwise than the WHATWG URL
// checked here ("https://127.0.0.1;.push.apple.com/x" is host 127.0.0.1 to it). So a host may hold
// nothing but letters, digits, dots and hyphens, and both parsers must read the same host, port
// and path: the address checked is the address posted to.
const PLAIN_HOST = /^[a-z0-9.-]+$/;

function parsersAgree(endpoint: string, url: URL): boolean {
  const legacy = parseLegacyUrl(endpoint);
  const legacyPort = legacy.port ?? "443";
  return (
    legacy.protocol === url.protocol &&
    legacy.hostname?.toLowerCase() === url.hostname &&
    legacyPort === (url.port || "443") &&
    legacy.pathname === url.pathname &&
    (legacy.search ?? "") === url.search
  );
}

/** An https endpoint of a known push service (or of PUSH_SERVICE_HOSTS) that both URL parsers read alike. */
export function isKnownPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (!PLAIN_HOST.test(host) || !parsersAgree(endpoint, url)) return false;
  if (extraPushHosts().includes(url.host.toLowerCase())) return true;
  if (url.port) return false;
  return KNOWN_PUSH_HOSTS.includes(host) || KNOWN_PUSH_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

const base64url = (label: string, bytes: number) =>
  z
    .string({ error: `keys.${label} is missing` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `keys.${label} must be base64url`)
    .refine((value) => Buffer.from(value, "base64url").length === bytes, `keys.${label} must be ${bytes} bytes`);

export const pushSubscriptionSchema = z.object({
  endpoint: z.string({ error: "endpoint is missing" }).max(1000, "endpoint is too long").refine(isKnownPushEndpoint, "endpoint must be an https address of a known push service"),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url("p256dh", 65), auth: base64url("auth", 16) }, { error: "keys is missing" }),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/admin/push/subscriptions: the device to turn off. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string({ error: "endpoint is missing" }).min(1, "endpoint is missing").max(1000, "endpoint is too long") });
