#!/usr/bin/env node
// `npm start`: apply migrations, make sure the admin account and the auth secret exist, seed demo
// content into an empty local database, build when there is no build or the build is of another
// commit or another server actions key (after the data is ready, so the prerendered pages show this
// database; scripts/lib/build-identity.mjs), then serve with server.mjs, Next.js's documented
// custom server (it says why it exists). Prints each step in a line, the admin's first password
// when it is generated, and the address to open; a step that fails prints its error in full.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buildDecision, builtIdentity, sourceCommit } from "./lib/build-identity.mjs";
import { bin, buildCommand, root, run, waitForHttp } from "./lib/run.mjs";
import { siteUrlProblem } from "./lib/site-url.mjs";

const dataDir = path.resolve(root, process.env.DATA_DIR || "data");
// The database, uploads and secrets are the owner's alone: new files 0600, DATA_DIR 0700.
process.umask(0o077);
mkdirSync(dataDir, { recursive: true });
chmodSync(dataDir, 0o700);
const env = { ...process.env, DATA_DIR: dataDir };
// The quick start (nothing configured) serves this machine alone, at its own local address; a
// server others can reach needs NEXT_PUBLIC_SITE_URL for its links (scripts/lib/site-url.mjs).
if (!env.NEXT_PUBLIC_SITE_URL?.trim() && !env.HOSTNAME?.trim() && !env.TRUST_PROXY?.trim()) {
  env.HOSTNAME = "localhost";
  console.log("NEXT_PUBLIC_SITE_URL is not set: serving this machine only. Set it to the site's public address to serve others (docs/deploying.md).");
}
const siteUrlRefusal = siteUrlProblem(env);
if (siteUrlRefusal) {
  console.error(`Start-up stopped: ${siteUrlRefusal}`);
  process.exit(1);
}
const step = (number, text) => console.log(`\n[${number}/4] ${text}`);
const keySourceLines = {
  environment: "Server actions key: from NEXT_SERVER_ACTIONS_ENCRYPTION_KEY.",
  database: "Server actions key: from the database (the one every server on it builds with).",
  made: "Server actions key: made and kept in the database (every server on it will build with it).",
};
let buildId;

try {
  step(1, `Data folder: ${dataDir}`);
  run(process.execPath, [path.join(root, "scripts/prisma.mjs"), "deploy"], { env });
  step(2, "Admin account and demo content");
  // The key comes back in a file of its own in DATA_DIR (0600), apart from what prepare.ts prints.
  const handoverFile = path.join(dataDir, `.start-handover-${process.pid}`);
  run(bin("tsx"), ["--conditions=react-server", path.join(root, "scripts/prepare.ts")], { env: { ...env, START_HANDOVER_FILE: handoverFile } });
  const actionsKey = JSON.parse(readFileSync(handoverFile, "utf8"));
  rmSync(handoverFile);
  console.log(keySourceLines[actionsKey.source]);
  const commit = sourceCommit(root, env);
  const decision = buildDecision(builtIdentity(path.join(root, ".next")), { commit, key: actionsKey.key });
  if (decision.build) {
    step(3, `${decision.reason}: building (this takes a minute)...`);
    run(...buildCommand, { env: { ...env, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: actionsKey.key } });
  } else {
    step(3, "Production build: found (.next), of these sources and this key.");
  }
  buildId = builtIdentity(path.join(root, ".next"))?.buildId;
  if (!commit) console.log("The sources' commit is unknown (no .git, no BUILD_ID): servers that build apart get build ids of their own.");
} catch (error) {
  // The failing command has already printed its own error in full.
  console.error(`\nStart-up stopped: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const port = process.env.PORT || "3000";
const host = env.HOSTNAME || "localhost";
const address = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
step(4, `Starting the server on ${address} (build ${buildId}) ...`);
// Two malloc arenas: glibc otherwise gives each of libvips's and libuv's threads its own, and the
// memory freed after decoding a photo stays with them (eight 48 MP uploads at once: 690 MB peak
// with the default, 475 MB with 2; npm run bench:media). An operator's own value wins.
const server = spawn(process.execPath, [path.join(root, "server.mjs")], { stdio: "inherit", cwd: root, env: { MALLOC_ARENA_MAX: "2", ...env, PORT: port } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

waitForHttp(`${address}/api/admin/check`, server, 120_000)
  .then(() => console.log(`\nThe site is up: ${address}  (admin panel: ${address}/admin)\n`))
  .catch(() => {}); // the server's own output already says why it did not start
