#!/usr/bin/env node
// `npm run check:signin-flood`: can sign-in floods slow the site for others or keep the admin out
// (issues #31, #43 and 60)? Against the production build on loopback, three phases of the same
// length (CHECK_LOAD_SECONDS, 60), each with another client loading `/about` and `/api/availability`:
//   quiet        nothing else;
//   one address  one address posts sign-ins with a new username each time, 8 at once;
//   spread out   100 addresses take turns, a new username each time, 20 attempts a second, while
//                the admin's browser (holding its device cookie) signs in 10 times.
// Prints the other client's latency per phase, the floods' status codes and how many of the admin's
// sign-ins got in, and fails when the visitor's p95 during the spread-out flood passes 2× the quiet
// one, when the admin is kept out once, or when the server answers a 5xx.
// SIGNIN_FLOOD_SHORT=1 (npm test runs it so, beside the other suites): 10 s phases, no one-address
// phase, and the ratio printed but not judged, since a shared machine's timings belong in benchmarks.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import autocannon from "autocannon";
import { startProductionServer } from "./lib/production-server.mjs";

const short = process.env.SIGNIN_FLOOD_SHORT === "1";
const seconds = Number(process.env.CHECK_LOAD_SECONDS || (short ? 10 : 60));
const MAX_P95_RATIO = 2;
const ADMIN = { username: "bench", password: "bench-password" };
const today = new Date().toISOString().slice(0, 10);
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const availability = `/api/availability?from=${today}&to=${inAMonth}`;
let sequence = 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two connections' worth of a visitor loading `path` for the phase; every latency in ms. */
async function visitor(url, path, until) {
  const latencies = [];
  const loop = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(url + path, { headers: { "x-forwarded-for": `10.1.${(++sequence >> 8) & 255}.${sequence & 255}` } });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all([loop(), loop()]);
  return latencies.sort((a, b) => a - b);
}
const percentile = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);
const row = (phase, route, sorted) => ({
  phase,
  route,
  requests: sorted.length,
  "p50 ms": percentile(sorted, 50),
  "p90 ms": percentile(sorted, 90),
  "p95 ms": percentile(sorted, 95),
  "max ms": Math.round(sorted.at(-1) ?? NaN),
});

function flood(url, { connections, overallRate, address }) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections,
        overallRate,
        duration: seconds,
        requests: [
          {
            path: "/api/admin/login",
            method: "POST",
            headers: { "content-type": "application/json", origin: url },
            setupRequest: (request) => {
              sequence += 1;
              return {
                ...request,
                headers: { ...request.headers, "x-forwarded-for": address(sequence) },
                body: JSON.stringify({ username: `guess-${sequence}`, password: "a wrong password" }),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}
const statuses = (result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(" ");

const signIn = (url, cookie = "") =>
  fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, "x-forwarded-for": "198.51.100.7", cookie },
    body: JSON.stringify(ADMIN),
  });

/** The admin's browser signing in `times` times through the phase; how many got in. */
async function adminSignIns(url, deviceCookie, times) {
  let signedIn = 0;
  const gap = (seconds * 1000) / (times + 1);
  for (let attempt = 0; attempt < times; attempt += 1) {
    await sleep(gap);
    const response = await signIn(url, deviceCookie);
    if (response.ok) signedIn += 1;
    else console.log(`  the admin's sign-in ${attempt + 1}: ${response.status} ${await response.text()}`);
  }
  return signedIn;
}

async function phase(url, extra = () => Promise.resolve(undefined)) {
  const until = Date.now() + seconds * 1000;
  const [home, dates, result] = await Promise.all([visitor(url, "/about", until), visitor(url, availability, until), extra()]);
  return { home, dates, result };
}

const server = await startProductionServer({ env: { TRUST_PROXY: "1" } });
try {
  const first = await signIn(server.url);
  if (!first.ok) throw new Error(`The admin's first sign-in answered ${first.status}`);
  const deviceCookie = first.headers
    .getSetCookie()
    .find((line) => line.includes("admin-device="))
    ?.split(";")[0];
  if (!deviceCookie) throw new Error("The first sign-in set no device cookie");

  console.log(`Quiet: ${seconds} s of /about and ${availability}...`);
  const quiet = await phase(server.url);
  let oneAddress;
  if (!short) {
    console.log("One address: the same while one address sends sign-ins with a new username each time, 8 at once...");
    oneAddress = await phase(server.url, () => flood(server.url, { connections: 8, address: () => "203.0.113.66" }));
  }
  console.log("Spread out: 100 addresses, a new username each time, 20 a second; the admin signs in 10 times...");
  const spread = await phase(server.url, () =>
    Promise.all([flood(server.url, { connections: 8, overallRate: 20, address: (n) => `203.0.113.${100 + (n % 100)}` }), adminSignIns(server.url, deviceCookie, 10)]),
  );

  console.table([
    row("quiet", "/about", quiet.home),
    row("quiet", "availability", quiet.dates),
    ...(oneAddress ? [row("one address", "/about", oneAddress.home), row("one address", "availability", oneAddress.dates)] : []),
    row("spread out", "/about", spread.home),
    row("spread out", "availability", spread.dates),
  ]);
  if (oneAddress) console.log(`One address's sign-ins: ${statuses(oneAddress.result)} (${Math.round(oneAddress.result.requests.average)} req/s)`);
  const [spreadFlood, adminIn] = spread.result;
  console.log(`Spread-out sign-ins: ${statuses(spreadFlood)} (${Math.round(spreadFlood.requests.average)} req/s)`);
  console.log(`The admin's device-cookie sign-ins during the spread-out flood: ${adminIn} of 10`);
  const ratio = (flooded, calm) => percentile(flooded, 95) / percentile(calm, 95);
  const pageRatio = ratio(spread.home, quiet.home);
  const datesRatio = ratio(spread.dates, quiet.dates);
  console.log(`Other visitors' p95, spread out ÷ quiet: /about ${pageRatio.toFixed(2)}, availability ${datesRatio.toFixed(2)} (at most ${MAX_P95_RATIO})`);

  const problems = [];
  const serverErrors = [spreadFlood, oneAddress?.result].filter(Boolean).flatMap((result) => Object.keys(result.statusCodeStats ?? {}).filter((code) => code.startsWith("5")));
  if (serverErrors.length) problems.push(`the server answered ${serverErrors.join(", ")} to the floods`);
  if (adminIn < 10) problems.push(`the admin got in ${adminIn} times of 10`);
  if (!short && Math.max(pageRatio, datesRatio) > MAX_P95_RATIO)
    problems.push(`other visitors' p95 grew ${Math.max(pageRatio, datesRatio).toFixed(2)}× (at most ${MAX_P95_RATIO}×)`);
  if (problems.length) {
    console.error(`Sign-in flood check failed: ${problems.join("; ")}`);
    process.exitCode = 1;
  } else console.log("Sign-in flood check passed.");
} finally {
  await server.stop();
}
