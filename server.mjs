#!/usr/bin/env node
// The production server `npm start` runs: Next.js's documented custom server
// (https://nextjs.org/docs/app/guides/custom-server), for the two things `next start` has no
// setting for and that must happen before Next.js sees a request.
// - The client's address. Next.js fills X-Forwarded-For from the socket only when the request
//   lacks it, so on a directly exposed server a client could name its own address. This server
//   stamps every request with the TCP peer it saw, signed with a key made at start-up
//   (lib/client-address.ts checks the signature; a stamp a client forges does not verify, and
//   without a verified stamp and without TRUST_PROXY no address is believed at all).
// - Long uploads. Node ends a request still being received after 5 minutes (requestTimeout); a
//   150 MB track sent over a slow mobile connection takes longer, so this allows 30 minutes.
// - Malformed addresses. A path whose percent-escapes do not decode (`/booking/%ff`) makes some of
//   Next.js's dynamic routes answer a bare "Internal Server Error" (vercel/next.js#92527), outside
//   the project's error net: here an API path gets the project's JSON 400 and a page path the
//   site's own 404 page.
// Everything else is Next.js as `next start` runs it: same build, same cache, same headers.
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import "./scripts/lib/load-env-files.mjs"; // the .env files, as Next.js reads them (already loaded under npm start)
import { siteUrlProblem } from "./scripts/lib/site-url.mjs";

const root = import.meta.dirname;
process.env.NODE_ENV = "production";

const PEER_HEADER = "x-band-peer";
const UPLOAD_WINDOW_MS = 30 * 60 * 1000;
const port = Number(process.env.PORT || 3000);
// Like `next start`: every interface unless HOSTNAME names one.
const hostname = process.env.HOSTNAME || undefined;

// A fresh key per process: only this process can sign, and only its own request handlers check.
const peerKey = randomBytes(32).toString("base64url");
process.env.PEER_STAMP_KEY = peerKey;

/** True when the request's path has a percent-escape that does not decode. */
function hasMalformedPath(url = "/") {
  const path = url.split("?")[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The project's answer to a malformed address: JSON 400 for the API (the one error shape, docs/errors.md), else the site's 404 page. */
function refuseMalformedPath(request, response) {
  if (request.url.startsWith("/api/")) {
    const body = JSON.stringify({ error: "The address is malformed", code: "bad_request" });
    response.writeHead(400, { "Content-Type": "application/json", "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(body) });
    response.end(body);
    return;
  }
  request.url = "/not-a-page"; // no such route: Next.js renders app/not-found.tsx with status 404
  handle(request, response);
}

/** `<address> <signature>`: lib/client-address.ts verifies it with the same key. */
function stampPeer(request) {
  const address = request.socket.remoteAddress ?? "";
  const signature = createHmac("sha256", peerKey).update(address).digest("base64url");
  request.headers[PEER_HEADER] = `${address} ${signature}`;
}

const siteUrlRefusal = siteUrlProblem(process.env);
if (siteUrlRefusal) {
  console.error(siteUrlRefusal);
  process.exit(1);
}

const { default: next } = await import("next");
// Next.js calls every loopback address "localhost" in the URLs its proxy sees (NextURL), but names
// its own origin by the hostname given here: with 127.0.0.1 the two differ, and a rewrite in
// proxy.ts (/send-again) became a second request to this server without the headers it set.
const isLoopback = (name) => name === "localhost" || name === "::1" || /^127(\.\d{1,3}){3}$/.test(name);
const app = next({ dev: false, dir: root, hostname: !hostname || isLoopback(hostname) ? "localhost" : hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((request, response) => {
  stampPeer(request); // replaces whatever a client sent under that name
  if (hasMalformedPath(request.url)) return refuseMalformedPath(request, response);
  handle(request, response);
});
server.requestTimeout = UPLOAD_WINDOW_MS;
// An idle keep-alive connection stays open 65 s, not Node's 5: a client that reuses one just as the
// server drops it gets a reset instead of an answer (a proxy's pooled upstream connection, nginx
// keeps them up to 60 s; Playwright's request client, microsoft/playwright#42698, which ignores
// the server's Keep-Alive hint). The headers' deadline must stay above it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  const shown = !hostname ? "localhost" : hostname.includes(":") ? `[${hostname}]` : hostname;
  console.log(`Ready on http://${shown}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open; give requests in flight a moment.
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
