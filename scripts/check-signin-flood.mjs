#!/usr/bin/env node
// `npm run check:signin-flood`: can one client slow the site for others through sign-in (issue
// #31)? Against the production build on loopback: first a quiet phase, another client loading `/`
// and `/api/availability`; then the same while one address floods POST /api/admin/login with a
// new username each time. Prints the other client's latency in both phases and the flood's status
// codes (429 once its budget is spent); asserts nothing (figures go in docs/security.md).
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import autocannon from "autocannon";
import { startProductionServer } from "./lib/production-server.mjs";

const seconds = Number(process.env.CHECK_LOAD_SECONDS || 30);
const today = new Date().toISOString().slice(0, 10);
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
let sequence = 0;
const crowd = (request) => ({ ...request, headers: { ...request.headers, "x-forwarded-for": `10.1.${(++sequence >> 8) & 255}.${sequence & 255}` } });

const visitor = (url, path) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 2, duration: seconds, requests: [{ path, method: "GET", setupRequest: crowd }] }, (error, result) => (error ? reject(error) : resolve(result))),
  );
const flood = (url) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 8,
        duration: seconds,
        requests: [
          {
            path: "/api/admin/login",
            method: "POST",
            headers: { "content-type": "application/json", origin: url, "x-forwarded-for": "203.0.113.66" },
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ username: `guess-${++sequence}`, password: "a wrong password" }) }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

const row = (phase, route, result) => ({
  phase,
  route,
  "req/s": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p90 ms": result.latency.p90,
  "p97.5 ms": result.latency.p97_5,
  "max ms": result.latency.max,
});
const statuses = (result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(" ");

const server = await startProductionServer({ env: { TRUST_PROXY: "1" } });
try {
  const availability = `/api/availability?from=${today}&to=${inAMonth}`;
  console.log(`Quiet: ${seconds} s of / and ${availability}...`);
  const [quietHome, quietAvailability] = await Promise.all([visitor(server.url, "/"), visitor(server.url, availability)]);
  console.log(`Flood: the same while one address sends sign-ins with a new username each time, 8 at once...`);
  const [floodHome, floodAvailability, signIns] = await Promise.all([visitor(server.url, "/"), visitor(server.url, availability), flood(server.url)]);
  console.table([row("quiet", "/", quietHome), row("quiet", "availability", quietAvailability), row("flood", "/", floodHome), row("flood", "availability", floodAvailability)]);
  console.log(`The flood's sign-ins: ${statuses(signIns)} (${Math.round(signIns.requests.average)} req/s)`);
} finally {
  await server.stop();
}
