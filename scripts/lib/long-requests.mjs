// Preloaded into `next start` (node --import). Node ends any request still being received after
// 5 minutes (http.Server requestTimeout), and `next start` has no setting for it: a 150 MB track
// uploaded over a slow mobile connection takes longer than that. Allow 30 minutes instead.
import http from "node:http";

const UPLOAD_WINDOW_MS = 30 * 60 * 1000;
const createServer = http.createServer;

http.createServer = function createServerWithLongRequests(...args) {
  const server = createServer.apply(this, args);
  server.requestTimeout = UPLOAD_WINDOW_MS;
  return server;
};
