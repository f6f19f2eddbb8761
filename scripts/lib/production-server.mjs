// The one way scripts and tests start the production build on a throwaway DATA_DIR and a free
// loopback port: as `npm start` starts it (scripts/start.mjs, then server.mjs), or as plain
// `next start` after the same migrations and admin set-up (the e2e suite checks that the same
// security holds there). Resolves once the server answers; `stop()` ends it and removes the data.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { builtActionsKey } from "./build-identity.mjs";
import { bin, freePort, root as projectRoot, run, stopChild, waitForHttp } from "./run.mjs";

/** Plain `next start`: migrations and the admin as `npm start` does them, then the framework's own server. */
function spawnPlainNextStart(root, env, port, stdio) {
  for (const [command, args] of [
    [process.execPath, [path.join(root, "scripts/prisma.mjs"), "deploy"]],
    [bin("tsx"), ["--conditions=react-server", path.join(root, "scripts/prepare.ts")]],
  ]) {
    const result = spawnSync(command, args, { cwd: root, env, stdio: "ignore" });
    if (result.status !== 0) throw new Error(`${path.basename(args.at(-1))} failed before next start`);
  }
  return spawn(bin("next"), ["start", "--port", String(port), "--hostname", "127.0.0.1"], { cwd: root, env, stdio });
}

/**
 * @param {{ env?: Record<string, string | undefined>, mode?: "npm-start" | "next-start", stdio?: import("node:child_process").StdioOptions, prefix?: string, dataDir?: string }} [options]
 *   env: added to the server's environment (a value of undefined removes the variable).
 *   dataDir: an existing DATA_DIR to start on (a restart), kept when the server stops; by default a new one, removed on stop.
 *   root: the sources and build to serve (another copy of the project); this checkout by default.
 */
export async function startProductionServer({
  env: extraEnv = {},
  mode = "npm-start",
  stdio = ["ignore", "ignore", "inherit"],
  prefix = "band-server-",
  dataDir: given,
  root = projectRoot,
} = {}) {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) run(process.execPath, [path.join(root, "scripts", "build.mjs")], { cwd: root });
  const dataDir = given ?? mkdtempSync(path.join(os.tmpdir(), prefix));
  const port = await freePort();
  // DATABASE_URL and SMTP_URL set empty, so a real .env of this checkout cannot point a throwaway
  // server at the live database or mail server (a variable already set wins over the .env files).
  const throwaway = {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: "0",
    NEXT_TELEMETRY_DISABLED: "1",
    // A throwaway server's data needs no nightly backup (nor its work beside what is measured).
    BACKUP_NIGHTLY: "off",
    // The build's own key: a throwaway database has none kept, and npm start would build again
    // with a key of its own (scripts/lib/build-identity.mjs).
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: builtActionsKey(path.join(root, ".next")) ?? undefined,
  };
  const env = { ...process.env, ...throwaway, ADMIN_USERNAME: "bench", ADMIN_PASSWORD: "bench-password", ...extraEnv };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = mode === "next-start" ? spawnPlainNextStart(root, env, port, stdio) : spawn(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, stdio, env });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/api/admin/check`, child, 180_000, "the production server");
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, child, stop };
}
