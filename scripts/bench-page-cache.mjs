#!/usr/bin/env node
// `npm run bench:page-cache`: a prerendered page (/contact) served by the production build with
// its cache in each place it can be: in the server's memory (Next.js's own handler, as on Vercel;
// started with VERCEL=1 so next.config.ts configures no handler), on disk under DATA_DIR, and in a
// local Redis. Sequential requests after a warm-up; prints p50 and p95 per store, asserts nothing.
// BENCH_REQUESTS (default 2000) and BENCH_CONCURRENCY (default 4) tune the run.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { startProductionServer } from "./lib/production-server.mjs";
import { startThrowawayRedis } from "./lib/redis-server.mjs";

const requests = Number(process.env.BENCH_REQUESTS || 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 4);
const page = "/contact";

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - started, cache: response.headers.get("x-nextjs-cache") };
}

async function measure(name, env) {
  const server = await startProductionServer({ env, prefix: "band-bench-cache-" });
  try {
    const url = `${server.url}${page}`;
    // Rendered once, then served from the cache (past the ten seconds a fresh save settles).
    for (let tries = 0; (await timed(url)).cache !== "HIT"; tries++) {
      if (tries > 60) throw new Error(`${name}: ${page} never came from the cache`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (let i = 0; i < 100; i++) await timed(url);
    const times = [];
    let misses = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < requests) {
          const { ms, cache } = await timed(url);
          times.push(ms);
          if (cache !== "HIT") misses++;
        }
      }),
    );
    times.sort((a, b) => a - b);
    const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(2);
    return { store: name, requests: times.length, "p50 ms": at(0.5), "p95 ms": at(0.95), "not HIT": misses };
  } finally {
    await server.stop();
  }
}

const redis = await startThrowawayRedis();
try {
  const rows = [];
  rows.push(await measure("memory (Next.js's own, VERCEL=1)", { VERCEL: "1" }));
  rows.push(await measure("disk (DATA_DIR/page-cache)", {}));
  rows.push(await measure("Redis (REDIS_URL, local)", { REDIS_URL: redis.url }));
  console.log(`\n${page}, ${requests} requests, ${concurrency} at a time, on loopback:`);
  console.table(rows);
} finally {
  await redis.dispose();
}
