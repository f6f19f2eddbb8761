// Starts the production server the way `npm start` does, on a throwaway DATA_DIR and a free port.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildCommand, freePort, root, run, stopChild, waitForHttp } from "./run.mjs";

export async function startProductionServer(extraEnv = {}) {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) run(...buildCommand);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "band-bench-"));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOSTNAME: "127.0.0.1", SEED_DEMO: "0", ADMIN_USERNAME: "bench", ADMIN_PASSWORD: "bench-password", ...extraEnv },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/api/admin/check`, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
