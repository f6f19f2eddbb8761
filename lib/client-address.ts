// The client's address for every per-address limit. It fails closed: a client's own
// X-Forwarded-For never decides its key unless a trusted proxy is configured (TRUST_PROXY).
// See README "Client addresses and limits".
import { createHmac, timingSafeEqual } from "node:crypto";

/** The key every request shares when its address cannot be known (see clientIp). */
export const UNVERIFIED_ADDRESS = "unverified";

let warnedUnverified = false;

/**
 * The client's address, the one every per-address limit counts by:
 * - on Vercel, the platform's own header;
 * - under `npm start` (server.mjs), the TCP peer the server signed into `x-band-peer`, or with
 *   TRUST_PROXY (unset or 0 = none, 1 or `true` = one, n) that many proxy hops back from it in
 *   X-Forwarded-For;
 * - under plain `next start` or `next dev`, which cannot tell the peer from what the client sent:
 *   with TRUST_PROXY, the entry the nearest trusted proxy appended; without, no address at all:
 *   every client shares one budget (UNVERIFIED_ADDRESS) and a warning is logged once.
 * IPv6 addresses count by their /64 network, since one subscriber holds a whole /64.
 */
export function clientIp(headers: Headers): string {
  if (process.env.VERCEL) return limitAddress(headers.get("x-real-ip") ?? forwardedChain(headers)[0]);
  const hops = trustedProxyHops();
  const forwarded = forwardedChain(headers);
  const peer = verifiedPeer(headers);
  if (peer !== null) {
    const chain = hops > 0 ? [...forwarded, peer] : [peer];
    return limitAddress(chain[Math.max(0, chain.length - 1 - hops)]);
  }
  if (hops > 0) return limitAddress(forwarded[Math.max(0, forwarded.length - hops)]);
  if (!warnedUnverified) {
    warnedUnverified = true;
    console.warn(
      "Client addresses cannot be verified (not started by `npm start`, and TRUST_PROXY is not set): every client shares one budget for the per-address limits. Serve with `npm start`, or set TRUST_PROXY behind a reverse proxy.",
    );
  }
  return UNVERIFIED_ADDRESS;
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

function trustedProxyHops(): number {
  const value = process.env.TRUST_PROXY?.trim().toLowerCase();
  if (!value || value === "false") return 0;
  if (value === "true") return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0;
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
