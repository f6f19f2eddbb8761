#!/usr/bin/env node
// `npm run check:durability`: the crash test. For SQLite and for a throwaway PostgreSQL, starts the
// production server with a local SMTP server, sends DURABILITY_ENQUIRIES enquiries (200) from
// DURABILITY_CLIENTS concurrent clients (20), SIGKILLs the server at a random moment, restarts it,
// sends the rest, and checks: every enquiry answered 2xx is stored with its outbox rows, SQLite's
// integrity_check is ok, and every notification arrives exactly once. Only a message the mail
// server had accepted when the kill came, before its "sent" mark was written, may arrive twice
// (SMTP has no way to make that hand-over atomic); it keeps its Message-ID, so mail clients show
// it once, and it is reported apart. The alerts go the same way: each enquiry's WhatsApp alert (to
// a local Graph API) and push (to a local https push service) must arrive exactly once, a copy
// allowed only for one the service had accepted when the kill came (WhatsApp and push have no
// Message-ID; the push's Topic and tag make a device show it once). DURABILITY_DATABASES picks
// "sqlite", "postgres" or both. Run with tsx (npm run check:durability): the fakes are TypeScript.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { builtActionsKey } from "./lib/build-identity.mjs";
import { startThrowawayPostgres } from "./lib/pg-cluster.mjs";
import { startSmtpSink } from "./lib/smtp-sink.mjs";
import { buildCommand, freePort, root, run, waitForHttp } from "./lib/run.mjs";
import { FAKE_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN, startFakeGraph } from "../tests/fakes/whatsapp-graph.ts";
import { startFakePushService } from "../tests/fakes/push-service.ts";
import { localTlsCertificate, trustLocalTls } from "../tests/support/local-tls.mjs";

const total = Number(process.env.DURABILITY_ENQUIRIES || 200);
const clients = Number(process.env.DURABILITY_CLIENTS || 20);
const databases = (process.env.DURABILITY_DATABASES || "sqlite postgres").split(/[\s,]+/).filter(Boolean);
const CRON_SECRET = "durability-cron-secret";
const eventDate = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);

/** Each enquiry comes from its own loopback address, so the per-address limit never applies. */
const addressOf = (i) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
const emailOf = (i) => `client-${i}@durability.example`;

function postEnquiry(url, i) {
  const body = JSON.stringify({
    name: "Durability Client",
    email: emailOf(i),
    phone: "+234 803 000 0001",
    eventType: "Wedding",
    eventDate,
    message: `Crash test enquiry ${i}`,
    source: "home",
  });
  return new Promise((resolve) => {
    const request = http.request(`${url}/api/contacts`, {
      method: "POST",
      agent: false,
      localAddress: addressOf(i),
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-forwarded-for": addressOf(i) },
    });
    request.setTimeout(30_000, () => request.destroy());
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", () => resolve(0));
    });
    request.on("error", () => resolve(0));
    request.end(body);
  });
}

function startServer(env) {
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, env, detached: true, stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr.on("data", (chunk) => (log = (log + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    child,
    log: () => log,
    ready: () => waitForHttp(`http://127.0.0.1:${env.PORT}/api/admin/check`, child, 120_000),
    // The whole group: start.mjs, next and its workers, with no chance to clean up.
    kill: async (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
      await exited;
    },
  };
}

/** Reads the database the way the check needs it, for SQLite or PostgreSQL. */
async function openDatabase(url) {
  if (url.startsWith("file:")) {
    const file = new Database(url.slice("file:".length));
    return { all: async (sql) => file.prepare(sql).all(), integrity: async () => file.pragma("integrity_check", { simple: true }), close: async () => file.close() };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { all: async (sql) => (await client.query(sql)).rows, integrity: async () => "n/a (PostgreSQL)", close: () => client.end() };
}

const outboxIdOf = (messageId) => Number(/^<outbox-(\d+)-/.exec(messageId ?? "")?.[1] ?? NaN);
/** The enquiry an alert is about, from the link it carries (…/admin/enquiries?enquiry=42). */
const enquiryOfLink = (link) => Number(/[?&]enquiry=(\d+)/.exec(link ?? "")?.[1] ?? NaN);

/** Signs the band in and turns the alerts on: one WhatsApp number, one device on the local push service. */
async function turnOnAlerts(url, admin, subscription) {
  const sameSite = { origin: url, "content-type": "application/json" };
  const login = await fetch(`${url}/api/admin/login`, { method: "POST", headers: sameSite, body: JSON.stringify(admin) });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const headers = {
    ...sameSite,
    cookie: login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; "),
  };
  const saved = await fetch(`${url}/api/admin/settings`, { method: "PUT", headers, body: JSON.stringify({ alertPhones: ["+234 803 000 0999"] }) });
  const device = await fetch(`${url}/api/admin/push/subscriptions`, { method: "POST", headers, body: JSON.stringify(subscription) });
  if (saved.status !== 200 || device.status !== 201) throw new Error(`turning alerts on answered ${saved.status} and ${device.status}`);
}

/** Arrivals per enquiry, the enquiries in flight at the kill allowed a second copy. */
function countArrivals(enquiryIds, inFlight) {
  const copies = new Map();
  for (const id of enquiryIds) copies.set(id, (copies.get(id) ?? 0) + 1);
  const duplicated = [...copies].filter(([, count]) => count > 1);
  return { copies, duplicated, unexplained: duplicated.filter(([id, count]) => !inFlight.has(id) || count > 2) };
}

async function crashTest(kind) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "band-durability-"));
  const cluster = kind === "postgres" ? await startThrowawayPostgres({ database: "band_durability" }) : null;
  const databaseUrl = cluster ? cluster.url : `file:${path.join(dataDir, "band.db")}`;
  const smtp = await startSmtpSink();
  const graph = await startFakeGraph();
  const push = await startFakePushService(localTlsCertificate());
  const admin = { username: "durability", password: "durability-password" };
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    NEXT_PUBLIC_SITE_URL: url,
    SEED_DEMO: "0",
    ADMIN_USERNAME: "durability",
    ADMIN_PASSWORD: "durability-password",
    SMTP_URL: smtp.url,
    NOTIFY_TO: "bookings@band.example",
    MAIL_FROM: "website@band.example",
    CRON_SECRET,
    // Short, so the killed server's claims lapse within the run, yet long enough that a send slowed
    // by a loaded host (CI's load average reaches 11 on 2 cores) is not claimed again mid-send:
    // with 10 s, one run saw a mail sent twice after the restart, with no kill to explain it.
    OUTBOX_CLAIM_SECONDS: "30",
    WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: FAKE_PHONE_NUMBER_ID,
    WHATSAPP_API_URL: graph.url,
    PUSH_SERVICE_HOSTS: push.host,
    // The build's own key, or npm start would build again with the one it keeps in this new database.
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: builtActionsKey(path.join(root, ".next")),
  };
  let server = startServer(env);
  try {
    await server.ready();
    await turnOnAlerts(url, admin, push.subscribe());
    const acknowledged = new Set();
    const refused = [];
    const killAfter = Math.floor(total * (0.1 + Math.random() * 0.8));
    let next = 0;
    let killing = null;
    const worker = async (stopAtKill) => {
      while (next < total && !(stopAtKill && killing)) {
        const i = next++;
        const status = await postEnquiry(url, i);
        if (status >= 200 && status < 300) acknowledged.add(i);
        // A connection cut by the kill is expected; any other failure is not.
        else if (!(stopAtKill && killing && status === 0)) refused.push(`${i}: ${status}`);
        if (stopAtKill && !killing && acknowledged.size >= killAfter) {
          // A random moment while the other clients' requests are in flight.
          killing = new Promise((resolve) => setTimeout(resolve, Math.random() * 40)).then(() => server.kill("SIGKILL"));
        }
      }
    };
    await Promise.all(Array.from({ length: clients }, () => worker(true)));
    await (killing ?? server.kill("SIGKILL"));
    const firstLog = server.log();
    const beforeRestart = next;

    // What the mail server had accepted while its row was not yet marked sent: the only messages
    // that can legitimately arrive again.
    const db = await openDatabase(databaseUrl);
    const unmarked = new Set((await db.all(`SELECT id FROM outbox WHERE "sentAt" IS NULL`)).map((row) => Number(row.id)));
    const unmarkedAlerts = await db.all(`SELECT "contactId", channel FROM outbox WHERE "sentAt" IS NULL AND channel <> 'email'`);
    await db.close();
    const inFlight = new Set(smtp.received.map((mail) => outboxIdOf(mail.messageId)).filter((id) => unmarked.has(id)));
    const alertsInFlight = (channel, arrived) =>
      new Set(unmarkedAlerts.filter((row) => row.channel === channel && arrived.includes(Number(row.contactId))).map((row) => Number(row.contactId)));
    const whatsappInFlight = alertsInFlight(
      "whatsapp",
      graph.accepted.map((message) => enquiryOfLink(message.parameters[3])),
    );
    const pushInFlight = alertsInFlight(
      "push",
      push.received.map((received) => enquiryOfLink(received.payload.url)),
    );

    server = startServer(env);
    await server.ready();
    await Promise.all(Array.from({ length: clients }, () => worker(false)));

    // Drain as a scheduler would, until every row is marked sent (the killed server's claims lapse after 30 s).
    const deadline = Date.now() + 90_000;
    for (;;) {
      await fetch(`${url}/api/cron/outbox`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
      const check = await openDatabase(databaseUrl);
      const [{ waiting }] = await check.all(`SELECT COUNT(*) AS waiting FROM outbox WHERE "sentAt" IS NULL`);
      await check.close();
      if (Number(waiting) === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.kill("SIGTERM");

    const db2 = await openDatabase(databaseUrl);
    const contacts = await db2.all(`SELECT id, email FROM contacts`);
    const outbox = await db2.all(`SELECT id, "contactId", channel FROM outbox`);
    const integrity = await db2.integrity();
    await db2.close();

    const storedEmails = new Set(contacts.map((row) => row.email));
    const rowsPerContact = new Map();
    for (const row of outbox) rowsPerContact.set(Number(row.contactId), (rowsPerContact.get(Number(row.contactId)) ?? 0) + 1);
    const lost = [...acknowledged].filter((i) => !storedEmails.has(emailOf(i)));
    // Two mails, one WhatsApp alert and one push each.
    const withoutOutbox = contacts.filter((row) => rowsPerContact.get(Number(row.id)) !== 4);
    const copies = new Map();
    for (const mail of smtp.received) copies.set(outboxIdOf(mail.messageId), (copies.get(outboxIdOf(mail.messageId)) ?? 0) + 1);
    const mailRows = outbox.filter((row) => row.channel === "email");
    const missing = mailRows.filter((row) => !copies.has(Number(row.id)));
    const whatsapp = countArrivals(
      graph.accepted.map((message) => enquiryOfLink(message.parameters[3])),
      whatsappInFlight,
    );
    const pushes = countArrivals(
      push.received.map((received) => enquiryOfLink(received.payload.url)),
      pushInFlight,
    );
    const alertsMissing = contacts.filter((row) => !whatsapp.copies.has(Number(row.id)) || !pushes.copies.has(Number(row.id)));
    const duplicated = [...copies].filter(([, count]) => count > 1);
    const unexplained = duplicated.filter(([id, count]) => !inFlight.has(id) || count > 2);
    const figures = {
      database: kind,
      "started before kill": beforeRestart,
      acknowledged: acknowledged.size,
      stored: contacts.length,
      "outbox rows": outbox.length,
      delivered: copies.size,
      duplicates: duplicated.length,
      "of which in flight at the kill": duplicated.length - unexplained.length,
      missing: missing.length,
      "WhatsApp alerts": whatsapp.copies.size,
      pushes: pushes.copies.size,
      "alert copies in flight at the kill": whatsapp.duplicated.length + pushes.duplicated.length,
      integrity,
    };
    const problems = [
      lost.length && `${lost.length} acknowledged enquiries were lost`,
      withoutOutbox.length && `${withoutOutbox.length} enquiries lack their two outbox rows`,
      refused.length && `${refused.length} enquiries were refused (${refused.slice(0, 3).join(", ")})`,
      integrity !== "ok" && integrity !== "n/a (PostgreSQL)" && `integrity_check: ${integrity}`,
      missing.length && `${missing.length} notifications never arrived`,
      unexplained.length && `${unexplained.length} notifications arrived more than once without a crash to explain it`,
      alertsMissing.length && `${alertsMissing.length} enquiries lack their WhatsApp alert or push`,
      whatsapp.unexplained.length + pushes.unexplained.length &&
        `${whatsapp.unexplained.length + pushes.unexplained.length} alerts arrived more than once without a crash to explain it`,
      push.refused.length && `the push service refused ${push.refused.length} pushes (${push.refused[0]})`,
    ].filter(Boolean);
    if (problems.length) console.error(`Server logs (${kind}):\n${firstLog}\n--- after the restart ---\n${server.log()}`);
    return { figures, problems };
  } catch (error) {
    console.error(server.log());
    throw error;
  } finally {
    await server.kill("SIGKILL");
    await smtp.close();
    await graph.close();
    await push.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

trustLocalTls(); // the server trusts the local push service's certificate, as a real one's
if (!existsSync(path.join(root, ".next", "BUILD_ID"))) run(...buildCommand);
console.log(`Crash test: ${total} enquiries from ${clients} clients, SIGKILL at a random moment, restart (${databases.join(", ")})`);
const results = [];
for (const kind of databases) results.push(await crashTest(kind));
console.table(results.map((result) => result.figures));
const problems = results.flatMap((result, i) => result.problems.map((problem) => `${databases[i]}: ${problem}`));
for (const problem of problems) console.error(`FAIL ${problem}`);
if (!problems.length) {
  const resent = results.reduce((sum, result) => sum + result.figures.duplicates, 0);
  const alertsResent = results.reduce((sum, result) => sum + result.figures["alert copies in flight at the kill"], 0);
  console.log(
    "Every acknowledged enquiry was stored with its notifications and alerts, and each arrived once" +
      (resent ? ` (${resent} accepted by the mail server just before the kill arrived again, with the same Message-ID)` : "") +
      (alertsResent ? ` (${alertsResent} alerts accepted just before the kill arrived again: the push's Topic and tag show it once)` : "") +
      ".",
  );
}
process.exit(problems.length ? 1 : 0);
