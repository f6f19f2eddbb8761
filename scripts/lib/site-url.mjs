// Whether a production server may start without NEXT_PUBLIC_SITE_URL, the address every link and
// redirect it makes points at (lib/site-origin.ts). Only a server for this machine alone may: bound
// to loopback and behind no proxy, its own local address is right. Anyone else reaching it would
// otherwise get links to localhost (or, before, to whatever Host they sent).

const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** The reason a production server must not start, or null when it may. */
export function siteUrlProblem(env = process.env) {
  if (env.NEXT_PUBLIC_SITE_URL?.trim()) return null;
  const hostname = env.HOSTNAME?.trim().toLowerCase();
  const behindProxy = Boolean(env.TRUST_PROXY?.trim()) && env.TRUST_PROXY.trim() !== "0" && env.TRUST_PROXY.trim().toLowerCase() !== "false";
  if (hostname && LOOPBACK.has(hostname) && !behindProxy) return null;
  return (
    "NEXT_PUBLIC_SITE_URL is not set. Set it to the site's public address (for example https://yourband.com): " +
    "links in mails, the return from Paystack and the sitemap use it. Without it the server only serves this machine " +
    "(leave HOSTNAME and TRUST_PROXY unset, or HOSTNAME=localhost)."
  );
}
