#!/usr/bin/env node
// `npm run check:load`: the home page, POST /api/tracking/visit and POST /api/contacts under load
// at the same time for CHECK_LOAD_SECONDS (default 60), on loopback against the production build.
// The server trusts one proxy hop and every request names a new address in X-Forwarded-For, as a
// crowd behind a reverse proxy would, so the per-address limits show only where one address
// floods. Prints throughput, latency percentiles, status codes and errors; asserts nothing.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import autocannon from "autocannon";
import { startProductionServer } from "./lib/production-server.mjs";

const seconds = Number(process.env.CHECK_LOAD_SECONDS || 60);
const connections = Number(process.env.CHECK_LOAD_CONNECTIONS || 4);
const person = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const eventDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

let sequence = 0;
const nextAddress = () => {
  const n = ++sequence;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
const withAddress = (body) => (request) => {
  const headers = { ...request.headers, "x-forwarded-for": nextAddress() };
  return body ? { ...request, headers, body: body(sequence) } : { ...request, headers };
};

const targets = {
  "GET /": { path: "/", method: "GET", headers: { "user-agent": person }, setupRequest: withAddress() },
  "POST /api/tracking/visit": {
    path: "/api/tracking/visit",
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": person },
    setupRequest: withAddress((n) => JSON.stringify({ pagePath: "/", pageTitle: "Home", visitorId: `visitor_load_${n}`, sessionId: `session_load_${n}` })),
  },
  "POST /api/contacts": {
    path: "/api/contacts",
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": person },
    setupRequest: withAddress((n) =>
      JSON.stringify({
        source: "home",
        name: `Load Test ${n}`,
        email: `load${n}@example.com`,
        phone: "+234 803 000 0001",
        eventType: "Wedding",
        eventDate,
        message: "A load test enquiry.",
      }),
    ),
  },
};

const run = (url, request) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, requests: [request] }, (error, result) => (error ? reject(error) : resolve(result)));
  });

const statusCounts = (result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(" ");

const server = await startProductionServer({ env: { TRUST_PROXY: "1" } });
try {
  console.log(`Loading ${server.url} for ${seconds} s: ${Object.keys(targets).join(", ")} at once, ${connections} connections each...`);
  const names = Object.keys(targets);
  const results = await Promise.all(names.map((name) => run(server.url, targets[name])));
  console.table(
    results.map((result, index) => ({
      route: names[index],
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p90 ms": result.latency.p90,
      "p99 ms": result.latency.p99,
      "max ms": result.latency.max,
      statuses: statusCounts(result),
      errors: result.errors,
      timeouts: result.timeouts,
    })),
  );
} finally {
  await server.stop();
}
