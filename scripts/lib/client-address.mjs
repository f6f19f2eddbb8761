// Preloaded into `next start` (node --import) by `npm start`. Next.js fills X-Forwarded-For from
// the socket only when the request lacks it, so on a directly exposed server a client could name
// its own address. Here every request gets the TCP peer appended to X-Forwarded-For before Next.js
// sees it, as a proxy would: the last entry is always the real peer, and lib/http.ts clientIp()
// counts TRUST_PROXY hops back from it. The flag tells clientIp() that this module is in place.
import http from "node:http";

const createServer = http.createServer;
globalThis[Symbol.for("band.peerInForwardedFor")] = true;

/** The request's X-Forwarded-For with the socket's peer address appended. */
export function appendPeer(request) {
  const peer = request.socket?.remoteAddress || "unknown";
  const sent = request.headers["x-forwarded-for"];
  const existing = (Array.isArray(sent) ? sent.join(",") : sent ?? "").trim();
  request.headers["x-forwarded-for"] = existing ? `${existing}, ${peer}` : peer;
}

http.createServer = function createServerRecordingPeers(...args) {
  const server = createServer.apply(this, args);
  server.prependListener("request", appendPeer);
  return server;
};
