// A throwaway PostgreSQL cluster in a temporary folder on a free loopback port, for tests and for
// generating or checking the PostgreSQL migrations. PostgreSQL refuses to run as root, so as root
// the cluster belongs to the `postgres` user.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { aptInstall, commandExists, freePort, isRoot, run } from "./run.mjs";

function findPgBin(name) {
  if (commandExists(name)) return name;
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    for (const version of readdirSync(base).sort().reverse()) {
      const candidate = path.join(base, version, "bin", name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

function pgBinaries() {
  if (!findPgBin("initdb")) aptInstall(["postgresql"], "the PostgreSQL test run needs a server");
  const names = ["initdb", "pg_ctl", "createdb"];
  const found = Object.fromEntries(names.map((name) => [name, findPgBin(name)]));
  const missing = names.filter((name) => !found[name]);
  if (missing.length) throw new Error(`PostgreSQL binaries not found: ${missing.join(", ")}`);
  return found;
}

function postgresUid() {
  const result = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  if (result.status !== 0) throw new Error("running as root needs a `postgres` user to own the test cluster");
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim();
  return { uid: Number(result.stdout.trim()), gid: Number(gid) };
}

export async function startThrowawayPostgres({ database = "band_test" } = {}) {
  const bins = pgBinaries();
  const dir = mkdtempSync(path.join(os.tmpdir(), "band-pg-"));
  const dataDir = path.join(dir, "data");
  const asPostgres = isRoot();
  if (asPostgres) {
    const { uid, gid } = postgresUid();
    chownSync(dir, uid, gid);
  }
  const pg = (binary, args) =>
    asPostgres
      ? run("runuser", ["-u", "postgres", "--", binary, ...args], { stdio: ["ignore", "ignore", "inherit"], cwd: dir })
      : run(binary, args, { stdio: ["ignore", "ignore", "inherit"], cwd: dir });

  const port = await freePort();
  pg(bins.initdb, ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--locale=C"]);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  pg(bins.pg_ctl, ["-D", dataDir, "-o", serverOptions, "-l", path.join(dir, "server.log"), "-w", "start"]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      pg(bins.pg_ctl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    pg(bins.createdb, ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", database]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgresql://postgres@127.0.0.1:${port}/${database}`, stop };
}
