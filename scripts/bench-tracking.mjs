#!/usr/bin/env node
// `npm run bench:tracking`: ingestion throughput of POST /api/tracking/visit next to the same
// server's cheapest routes, on loopback against the production build (SQLite). Prints figures;
// asserts nothing. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 8: latency is measured, not queueing) tune the run.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { startProductionServer } from "./lib/production-server.mjs";

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 8);
const person = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function measure(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, pipelining: 1, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const row = (name, result) => ({
  route: name,
  "req/s": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p90 ms": result.latency.p90,
  "p99 ms": result.latency.p99,
  ok: result["2xx"],
  "not ok": result.non2xx + result.errors + result.timeouts,
});

// Behind one trusted proxy hop, each request from its own address, so the per-address limit of a
// real crowd does not kick in either.
const server = await startProductionServer({ env: { TRUST_PROXY: "1" } });
try {
  let visitor = 0;
  const visitRequest = {
    method: "POST",
    path: "/api/tracking/visit",
    headers: { "content-type": "application/json", "user-agent": person },
    // A new visitor per request, as real traffic is, so the per-visitor limit does not kick in.
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` },
      body: JSON.stringify({ pagePath: "/gallery", pageTitle: "Gallery", visitorId: `visitor_${Date.now()}_${++visitor}`, sessionId: `session_${visitor}`, userAgent: person }),
    }),
  };

  console.log(`Benchmarking ${server.url} for ${seconds} s per route with ${connections} connections...`);
  await measure({ url: server.url, requests: [visitRequest], duration: 2 }); // warm-up
  const staticFile = await measure({ url: `${server.url}/icon.svg` });
  const cheapest = await measure({ url: `${server.url}/api/admin/check` });
  const visits = await measure({ url: server.url, requests: [visitRequest] });

  await new Promise((resolve) => setTimeout(resolve, 500));
  const db = new Database(path.join(server.dataDir, "band.db"), { readonly: true });
  const stored = db.prepare("SELECT COUNT(*) AS n FROM website_traffic").get().n;
  db.close();

  console.table([row("GET /icon.svg (static file)", staticFile), row("GET /api/admin/check (cheapest handler)", cheapest), row("POST /api/tracking/visit", visits)]);
  const ratio = visits.requests.average / cheapest.requests.average;
  console.log(`visit / cheapest handler throughput: ${(ratio * 100).toFixed(0)}% (target ≥ 70%); visit p99: ${visits.latency.p99} ms (target < 50 ms)`);
  console.log(`visit / static file throughput: ${((visits.requests.average / staticFile.requests.average) * 100).toFixed(0)}%`);
  console.log(`rows stored: ${stored} (includes the warm-up)`);
} finally {
  await server.stop();
}
