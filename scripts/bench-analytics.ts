// `npm run bench:analytics`: seeds BENCH_VISITS (default 1,000,000) visits into a throwaway SQLite
// database and times each dashboard query. Prints figures; asserts nothing. The rows carry a device
// class as ingestion stores it; the last line times referrers and devices again with every row's
// class cleared, as for visits recorded before the class existed.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { deviceOf } from "@/lib/tracking/device-class";

const total = Number(process.env.BENCH_VISITS || 1_000_000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "band-analytics-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = `file:${path.join(dataDir, "bench.db")}`;

const agents = [
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
];
const paths = ["/", "/about", "/services", "/gallery", "/music", "/contact", "/testimonials", "/quote"];
const referrers = [null, null, "https://www.google.com/", "https://www.instagram.com/", "https://web.facebook.com/"];

async function time<T>(name: string, run: () => Promise<T>) {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await run();
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return { query: name, "median ms": Math.round(runs[1]!), "fastest ms": Math.round(runs[0]!) };
}

async function main() {
  const migrate = spawnSync(process.execPath, ["scripts/prisma.mjs", "deploy"], { stdio: "ignore", env: process.env });
  if (migrate.status !== 0) throw new Error("migrations failed");

  console.log(`Seeding ${total.toLocaleString("en")} visits...`);
  const seedStart = performance.now();
  const raw = new Database(path.join(dataDir, "bench.db"));
  raw.pragma("journal_mode = WAL");
  const insert = raw.prepare(
    "INSERT INTO website_traffic (pagePath, pageTitle, referrer, userAgent, deviceClass, sessionId, visitorId, timeOnPage, visitedAt, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const now = Date.now();
  raw.transaction(() => {
    for (let i = 0; i < total; i++) {
      const at = new Date(now - Math.floor(Math.random() * 90 * 86_400_000)).toISOString().replace("Z", "+00:00");
      const agent = agents[i % agents.length]!;
      insert.run(
        paths[i % paths.length],
        "Page",
        referrers[i % referrers.length],
        agent,
        deviceOf(agent),
        `session_${i >> 3}`,
        `visitor_${i >> 4}`,
        i % 2 ? Math.floor(Math.random() * 300) : null,
        at,
        at,
      );
    }
  })();
  raw.close();
  console.log(`Seeded in ${Math.round(performance.now() - seedStart)} ms.`);

  const queries = await import("@/lib/analytics/queries");
  const breakdown = await import("@/lib/analytics/traffic-breakdown");
  const results = [
    await time("stats (today, week, month, total)", () => queries.visitStats()),
    await time("popular pages (30 days)", () => queries.popularPages()),
    await time("recent visits (20)", () => queries.recentVisits(20)),
    await time("visits per day (30 days)", () => queries.dailyVisits()),
    await time("referrers and devices (30 days)", () => breakdown.trafficBreakdown()),
  ];
  const { db } = await import("@/lib/db");
  await db.$executeRawUnsafe("UPDATE website_traffic SET deviceClass = NULL");
  results.push(await time("referrers and devices, rows without a class", () => breakdown.trafficBreakdown()));
  const classStart = performance.now();
  const classed = await breakdown.classOldVisits();
  results.push({ query: `one-time classing of ${classed.toLocaleString("en")} old rows`, "median ms": Math.round(performance.now() - classStart), "fastest ms": Number.NaN });
  results.push(await time("referrers and devices, old rows once classed", () => breakdown.trafficBreakdown()));
  console.table(results);
  await db.$disconnect();
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dataDir, { recursive: true, force: true }));
