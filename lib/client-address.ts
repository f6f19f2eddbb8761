import "server-only";
// The client's address for every per-address limit. It fails closed: a client's own
// X-Forwarded-For never decides its key unless the request came through a trusted proxy
// (TRUST_PROXY). See docs/security.md "Client addresses and limits".
import { createHmac, timingSafeEqual } from "node:crypto";
import proxyaddr from "proxy-addr";
import { logError, logWarn } from "@/lib/log";

/** The key every request shares when its address cannot be known (see clientIp). */
export const UNVERIFIED_ADDRESS = "unverified";

let warnedUnverified = false;

/**
 * The client's address, the one every per-address limit counts by:
 * - on Vercel, the platform's own header;
 * - under `npm start` (server.mjs), the TCP peer the server signed into `x-band-peer`; when that
 *   peer is a trusted proxy (TRUST_PROXY), X-Forwarded-For is read from the right, past every
 *   trusted proxy, to the first address that is not one;
 * - under plain `next start` or `next dev`, which cannot tell the peer from what the client sent:
 *   with TRUST_PROXY, X-Forwarded-For read the same way (the peer is taken to be the proxy);
 *   without, no address at all: every client shares one budget (UNVERIFIED_ADDRESS) and a warning
 *   is logged once.
 * IPv6 addresses count by their /64 network, since one subscriber holds a whole /64.
 */
export function clientIp(headers: Headers): string {
  if (process.env.VERCEL) return limitAddress(headers.get("x-real-ip") ?? forwardedChain(headers)[0]);
  const trusted = trustedProxies();
  const forwarded = forwardedChain(headers);
  const peer = verifiedPeer(headers);
  if (peer !== null) return limitAddress(trusted ? clientBehind(peer, forwarded, trusted) : peer);
  // The proxy appended what it saw last: that entry stands in for the peer.
  if (trusted) return limitAddress(forwarded.length ? clientBehind(forwarded.at(-1)!, forwarded.slice(0, -1), trusted) : undefined);
  if (!warnedUnverified) {
    warnedUnverified = true;
    logWarn(
      "Client addresses cannot be verified (not started by `npm start`, and TRUST_PROXY is not set): every client shares one budget for the per-address limits. Serve with `npm start`, or set TRUST_PROXY behind a reverse proxy.",
    );
  }
  return UNVERIFIED_ADDRESS;
}

type Trust = (address: string, hop: number) => boolean;

/** proxy-addr's walk: from the peer back through X-Forwarded-For while each hop is a trusted proxy. */
function clientBehind(peer: string, forwarded: string[], trust: Trust): string {
  const request = { connection: { remoteAddress: peer }, socket: { remoteAddress: peer }, headers: { "x-forwarded-for": forwarded.join(", ") } };
  return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust);
}

/** The peer address server.mjs signed into the request, or null when there is none or it does not verify. */
function verifiedPeer(headers: Headers): string | null {
  const key = process.env.PEER_STAMP_KEY;
  const stamp = headers.get("x-band-peer");
  if (!key || !stamp) return null;
  const [address, signature] = stamp.split(" ");
  if (address === undefined || !signature) return null;
  const expected = Buffer.from(createHmac("sha256", key).update(address).digest("base64url"));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

function forwardedChain(headers: Headers): string[] {
  return (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

let compiled: { value: string; trust: Trust | null } | undefined;

/**
 * TRUST_PROXY as a trust function: unset, `0` or `false` trusts no proxy; `1`, `true` or
 * `loopback` trusts this machine (a reverse proxy on the same host); otherwise it lists the
 * proxies' addresses or ranges (`10.0.0.0/8, 192.168.1.5`), parsed by proxy-addr. A value it cannot
 * parse trusts none (the server logs why once): limits then count the proxy's own address.
 */
function trustedProxies(value = process.env.TRUST_PROXY?.trim() ?? ""): Trust | null {
  if (compiled?.value === value) return compiled.trust;
  let trust: Trust | null = null;
  const lower = value.toLowerCase();
  if (lower && lower !== "0" && lower !== "false") {
    try {
      trust = proxyaddr.compile(lower === "1" || lower === "true" ? "loopback" : value.split(",").map((part) => part.trim()));
    } catch (error) {
      logError(
        `TRUST_PROXY=${value} is not understood (${error instanceof Error ? error.message : error}): no proxy is trusted. Give 1 (a proxy on this machine) or the proxies' addresses, e.g. 10.0.0.0/8,192.168.1.5.`,
      );
    }
  }
  compiled = { value, trust };
  return trust;
}

function limitAddress(address: string | undefined): string {
  if (!address) return "unknown";
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").slice(0, 64);
  if (!plain.includes(":")) return plain;
  const groups = plain.split("::");
  const head = groups[0] ? groups[0].split(":") : [];
  const tail = groups.length > 1 && groups[1] ? groups[1].split(":") : [];
  const full = groups.length > 1 ? [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill("0"), ...tail] : head;
  return `${full
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
