// `npm run bench:scale`: the panel at ten years' size (issue 60). Fills a fresh SQLite database and
// a throwaway PostgreSQL one with 50,000 enquiries, 200,000 WhatsApp messages, 2 million analytics
// events, 5,000 payments, 3,000 gallery photos, 3,000 songs and 1,000 tracks (rows only; BENCH_SCALE=0.1 for a tenth), and
// times each panel list's first page, a search, the export and the Overview beside the same calls
// on the empty database. Prints a table; asserts nothing (figures go in docs/measurements.md).
// Each database is timed in a process of its own (`--one <url>`), as the app picks its client once.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startThrowawayPostgres } from "./lib/pg-cluster.mjs";

const scale = Number(process.env.BENCH_SCALE || 1);
const size = {
  enquiries: Math.round(50_000 * scale),
  whatsapp: Math.round(200_000 * scale),
  visits: Math.round(1_600_000 * scale),
  actions: Math.round(400_000 * scale),
  payments: Math.round(5_000 * scale),
  photos: Math.round(3_000 * scale),
  songs: Math.round(3_000 * scale),
  tracks: Math.round(1_000 * scale),
};
const RUNS = 5;

async function timeCalls(): Promise<Record<string, number>> {
  const { listInbox, listWaiting, everyContact } = await import("@/lib/contacts/queries");
  const { exportRows, CONTACT_EXPORT_COLUMNS } = await import("@/lib/contacts/export");
  const { toCsv } = await import("@/lib/csv");
  const { replyClockSummary } = await import("@/lib/alerts/reply-clock");
  const { enquiriesBySource } = await import("@/lib/contacts/sources");
  const analytics = await import("@/lib/analytics/queries");
  const { quotesPage } = await import("@/lib/payments/admin-list");
  const payments = await import("@/lib/payments/summary");
  const { adminGallery } = await import("@/lib/gallery/lists");
  const { songsPage } = await import("@/lib/repertoire/songs");
  const { activeTracksPage } = await import("@/lib/music/tracks");
  const { conversationOf } = await import("@/lib/conversations/replies");
  const { outboxStatus } = await import("@/lib/delivery/status");
  const { listAuditEvents } = await import("@/lib/audit/list");
  const { db } = await import("@/lib/db");
  const busiest = await db.contact.findFirst({ where: { whatsappMessages: { some: {} } }, orderBy: { id: "desc" }, select: { id: true } });
  const calls: Record<string, () => Promise<unknown>> = {
    "inbox, first page": () => listInbox({}),
    "inbox, waiting (?waiting=1)": () => listWaiting({}),
    "inbox, search (?q=)": () => listInbox({ q: "Kaduna" }),
    "inbox, status booked": () => listInbox({ status: "booked" }),
    "inbox, spam folder": () => listInbox({ folder: "spam" }),
    "export, every enquiry (CSV)": async () => {
      let lines = 0;
      for await (const rows of everyContact({})) lines += toCsv(exportRows(rows), [...CONTACT_EXPORT_COLUMNS]).length > 0 ? rows.length : 0;
      return lines;
    },
    "Overview, all of it": () =>
      Promise.all([replyClockSummary(), enquiriesBySource(), analytics.visitStats(), analytics.popularPages(), analytics.recentVisits(20), analytics.actionsByType()]),
    "  reply clock": () => replyClockSummary(),
    "  enquiries by source": () => enquiriesBySource(),
    "  visit stats": () => analytics.visitStats(),
    "  popular pages": () => analytics.popularPages(),
    "  actions by type": () => analytics.actionsByType(),
    "payments, first page and figures": () => Promise.all([quotesPage(), payments.monthlyTotals(), payments.owedOnOpenBookings(), payments.flaggedPayments()]),
    "WhatsApp conversation": () => conversationOf(busiest?.id ?? 1),
    "gallery tab, first pages and counts": () => adminGallery(),
    "repertoire tab, first page": () => songsPage(),
    "repertoire tab, search (?q=)": () => songsPage("Ayinla"),
    "music tab, first page": () => activeTracksPage(),
    "outbox status": () => outboxStatus(),
    "audit log, first page": () => listAuditEvents({ limit: 50 }),
  };
  const result: Record<string, number> = {};
  for (const [name, call] of Object.entries(calls)) {
    await call(); // warm: the statement cache, the pages
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await call();
      runs.push(performance.now() - started);
    }
    result[name] = Math.round(runs.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!);
  }
  return result;
}

/** SQL that fills each table from a series 0..n-1 (`i`), in each database's dialect. */
function fillStatements(postgres: boolean): string[] {
  const series = (n: number, insert: string, select: string) =>
    postgres
      ? `${insert} SELECT ${select} FROM generate_series(0, ${n - 1}) AS s(i)`
      : `WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${n - 1}) ${insert} SELECT ${select} FROM s`;
  /** A moment `minutes` before now, as each database stores a Prisma DateTime. */
  const ago = (minutes: string) => (postgres ? `(now() - (${minutes}) * interval '1 minute')` : `strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now', printf('%+d minutes', -(${minutes})))`);
  const q = (name: string) => (postgres ? `"${name}"` : name);
  const text = (expr: string) => (postgres ? `(${expr})::text` : `CAST(${expr} AS TEXT)`);
  const cat = (...parts: string[]) => parts.join(" || ");
  // Ten years: an enquiry every ~105 minutes, the newest first by id too.
  const enquiryAge = `(${size.enquiries} - i) * 105`;
  const statuses = postgres
    ? `(ARRAY['new','contacted','booked','closed'])[1 + i % 4]`
    : `CASE i % 4 WHEN 0 THEN 'new' WHEN 1 THEN 'contacted' WHEN 2 THEN 'booked' ELSE 'closed' END`;
  return [
    series(
      size.enquiries,
      `INSERT INTO contacts (name, email, phone, ${q("phoneDigits")}, ${q("eventType")}, ${q("eventDate")}, message, venue, source, status, ${q("createdAt")}, ${q("replyDueAt")}, ${q("firstReplyAt")}, ${q("quarantinedAt")})`,
      `${cat("'Client '", text("i"))}, ${cat("'client'", text("i"), "'@example.com'")}, '+234 803 000 0000', ${cat("'234803'", text("1000000 + i"))}, 'wedding', '2027-05-01', 'A garden wedding for 300 guests in Lekki', CASE WHEN i % 97 = 0 THEN 'Kaduna Hall' ELSE 'Eko Hotel' END, CASE WHEN i % 5 = 0 THEN 'whatsapp' ELSE 'home' END, ${statuses}, ${ago(enquiryAge)}, ${ago(`${enquiryAge} - 1440`)}, CASE WHEN i % 4 = 0 THEN NULL ELSE ${ago(`${enquiryAge} - 120`)} END, CASE WHEN i % 200 = 0 THEN ${ago(enquiryAge)} ELSE NULL END`,
    ),
    series(
      size.whatsapp,
      `INSERT INTO whatsapp_messages (${q("waMessageId")}, ${q("contactId")}, direction, text, status, at, ${q("createdAt")})`,
      `${cat("'wamid.bench'", text("i"))}, 1 + (i % ${size.enquiries}), CASE WHEN i % 2 = 0 THEN 'in' ELSE 'out' END, 'Good evening, is the band free?', 'delivered', ${ago(`(${size.whatsapp} - i) * 26`)}, ${ago(`(${size.whatsapp} - i) * 26`)}`,
    ),
    series(
      size.visits,
      `INSERT INTO website_traffic (${q("pagePath")}, ${q("pageTitle")}, referrer, ${q("userAgent")}, ${q("deviceClass")}, ${q("sessionId")}, ${q("visitorId")}, ${q("timeOnPage")}, ${q("visitedAt")}, ${q("createdAt")})`,
      `CASE i % 4 WHEN 0 THEN '/' WHEN 1 THEN '/gallery' WHEN 2 THEN '/music' ELSE '/contact' END, 'Page', NULL, 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile', 'phone', ${cat("'session_'", text("i / 8"))}, ${cat("'visitor_'", text("i / 16"))}, CASE WHEN i % 2 = 0 THEN NULL ELSE 30 END, ${ago(`(${size.visits} - i) * 3`)}, ${ago(`(${size.visits} - i) * 3`)}`,
    ),
    series(
      size.actions,
      `INSERT INTO website_actions (${q("actionType")}, ${q("pagePath")}, ${q("elementId")}, ${q("createdAt")})`,
      `CASE i % 3 WHEN 0 THEN 'click' WHEN 1 THEN 'music_play' ELSE 'form_submit' END, '/', 'book-now', ${ago(`(${size.actions} - i) * 13`)}`,
    ),
    series(
      size.payments,
      `INSERT INTO booking_quotes (${q("contactId")}, token, url, total, deposit, balance, ${q("depositDueAt")}, ${q("balanceDueAt")}, ${q("expiresAt")}, status, ${q("createdAt")})`,
      `1 + i * ${Math.max(1, Math.floor(size.enquiries / Math.max(1, size.payments)))}, ${cat("'token-'", text("i"))}, ${cat("'https://band.example/booking/t'", text("i"))}, 1500000, 750000, 750000, ${ago(`(${size.payments} - i) * 1000 - 4320`)}, ${ago(`(${size.payments} - i) * 1000 - 40000`)}, ${ago(`(${size.payments} - i) * 1000 - 20000`)}, 'deposit-paid', ${ago(`(${size.payments} - i) * 1000`)}`,
    ),
    series(
      size.payments,
      `INSERT INTO booking_payments (${q("quoteId")}, part, method, reference, amount, currency, status, ${q("paidAt")}, ${q("createdAt")})`,
      `1 + i, 'deposit', 'paystack', ${cat("'ref-'", text("i"))}, 75000000, 'NGN', 'success', ${ago(`(${size.payments} - i) * 1000 - 60`)}, ${ago(`(${size.payments} - i) * 1000 - 60`)}`,
    ),
    series(
      size.photos,
      `INSERT INTO media_files (${q("storageKey")}, url, ${q("mimeType")}, width, height, ${q("blurDataUrl")}, bytes, ${q("createdAt")})`,
      `${cat("'images/bench-'", text("i"), "'.jpg'")}, ${cat("'/api/media/images/bench-'", text("i"), "'.jpg'")}, 'image/jpeg', 1920, 1280, '', 250000, ${ago("i")}`,
    ),
    series(
      size.photos,
      `INSERT INTO gallery_photos (title, alt, category, position, ${q("mediaId")}, ${q("createdAt")}, ${q("updatedAt")})`,
      `${cat("'Owambe night '", text("i"))}, 'The band on stage', 'Owambe Sessions', i, 1 + i, ${ago("i")}, ${ago("i")}`,
    ),
    series(
      size.songs,
      `INSERT INTO repertoire_songs (title, artist, genre, moments, ${q("matchKey")}, ${q("createdAt")}, ${q("updatedAt")})`,
      `${cat("'Song '", text("i"))}, CASE WHEN i % 50 = 0 THEN 'Ayinla Omowura' ELSE 'The band' END, ${cat("'Genre '", text("i % 12"))}, '[]', ${cat("'song-'", text("i"))}, ${ago("i")}, ${ago("i")}`,
    ),
    series(
      size.tracks,
      `INSERT INTO music_tracks (title, artist, ${q("fileUrl")}, ${q("storageKey")}, ${q("fileSize")}, ${q("mimeType")}, ${q("createdAt")}, ${q("updatedAt")})`,
      `${cat("'Track '", text("i"))}, 'The band', ${cat("'/uploads/music/t'", text("i"), "'.mp3'")}, ${cat("'music/t'", text("i"), "'.mp3'")}, 5000000, 'audio/mpeg', ${ago(`(${size.tracks} - i) * 3000`)}, ${ago(`(${size.tracks} - i) * 3000`)}`,
    ),
  ];
}

/** In the child: migrate, time on the empty database, fill, time again; print JSON. */
async function one(url: string) {
  const migrate = spawnSync(process.execPath, ["scripts/prisma.mjs", "deploy"], { stdio: "ignore", env: process.env });
  if (migrate.status !== 0) throw new Error(`migrations failed on ${url}`);
  const empty = await timeCalls();
  const { db } = await import("@/lib/db");
  const { isPostgresUrl } = await import("@/lib/env");
  const postgres = isPostgresUrl(url);
  const started = performance.now();
  for (const statement of fillStatements(postgres)) {
    const began = performance.now();
    await db.$executeRawUnsafe(statement);
    console.error(`${Math.round(performance.now() - began)} ms: ${statement.slice(statement.indexOf("INSERT"), statement.indexOf("("))}`);
  }
  await db.$executeRawUnsafe("ANALYZE");
  const fillSeconds = Math.round((performance.now() - started) / 100) / 10;
  // The rows came without their search text, as after the migration that added it: made as `npm
  // start` makes it before it serves (scripts/prepare.ts), and timed, since an upgrade pays it once.
  const { fillContactSearchText } = await import("@/lib/contacts/search-text");
  const { fillSongSearchText } = await import("@/lib/repertoire/songs");
  const searchTextStarted = performance.now();
  await fillContactSearchText();
  await fillSongSearchText();
  const searchTextSeconds = Math.round((performance.now() - searchTextStarted) / 100) / 10;
  const full = await timeCalls();
  await db.$disconnect();
  console.log(JSON.stringify({ fillSeconds, searchTextSeconds, empty, full }));
}

async function main() {
  const oneAt = process.argv.indexOf("--one");
  if (oneAt >= 0) return one(process.argv[oneAt + 1]!);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "band-scale-"));
  const cluster = await startThrowawayPostgres({ database: "band_scale" });
  try {
    const databases = { SQLite: `file:${path.join(dataDir, "scale.db")}`, PostgreSQL: cluster.url };
    console.log(
      `Rows: ${Object.entries(size)
        .map(([name, count]) => `${count.toLocaleString("en")} ${name}`)
        .join(", ")}`,
    );
    const results: Record<string, { fillSeconds: number; searchTextSeconds: number; empty: Record<string, number>; full: Record<string, number> }> = {};
    for (const [name, url] of Object.entries(databases)) {
      mkdirSync(path.join(dataDir, name));
      const child = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", import.meta.filename, "--one", url], {
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: path.join(dataDir, name) },
        encoding: "utf8",
        maxBuffer: 16 * 1024 * 1024,
      });
      if (child.status !== 0) throw new Error(`${name} run failed:\n${child.stdout}\n${child.stderr}`);
      if (process.env.BENCH_VERBOSE) console.log(child.stderr);
      results[name] = JSON.parse(child.stdout.trim().split("\n").at(-1)!);
      console.log(`${name}: filled in ${results[name]!.fillSeconds} s; the search text of its enquiries and songs made in ${results[name]!.searchTextSeconds} s`);
    }
    const table: Record<string, Record<string, number>> = {};
    for (const call of Object.keys(results.SQLite!.full)) {
      table[call] = Object.fromEntries(
        Object.entries(results).flatMap(([name, result]) => [
          [`${name} empty ms`, result.empty[call]!],
          [`${name} full ms`, result.full[call]!],
        ]),
      );
    }
    console.table(table);
  } finally {
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
