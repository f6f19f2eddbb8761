// The client's address for every per-address limit: the TCP peer, the address a trusted proxy
// appended (TRUST_PROXY), or Vercel's header. See README "Client addresses and limits".

/**
 * The client's address, the one every per-address limit counts by. Under `npm start` the preload
 * scripts/lib/client-address.mjs appends the TCP peer to X-Forwarded-For, so the last entry is the
 * real peer and each trusted proxy hop (`TRUST_PROXY`: unset or 0 = none, 1 or `true` = one, n)
 * steps one entry back. On Vercel the platform sets the header itself. IPv6 addresses count by
 * their /64 network, since one subscriber holds a whole /64.
 */
export function clientIp(headers: Headers): string {
  if (process.env.VERCEL) return limitAddress(headers.get("x-real-ip") ?? forwardedChain(headers)[0]);
  const chain = forwardedChain(headers);
  // Without the preload (next dev), Next.js put the peer there only when the client sent nothing.
  const peerAppended = (globalThis as Record<symbol, unknown>)[Symbol.for("band.peerInForwardedFor")] === true;
  const stepsBack = Math.max(0, trustedProxyHops() - (peerAppended ? 0 : 1));
  return limitAddress(chain[Math.max(0, chain.length - 1 - stepsBack)]);
}

function forwardedChain(headers: Headers): string[] {
  return (headers.get("x-forwarded-for") ?? "").split(",").map((part) => part.trim()).filter(Boolean);
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
  return `${full.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
