// Starts the production server the way `npm start` does, on a throwaway DATA_DIR and a free port.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bin, freePort, root, run } from "./run.mjs";

export async function startProductionServer(extraEnv = {}) {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) run(bin("next"), ["build"]);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "band-bench-"));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOSTNAME: "127.0.0.1", SEED_DEMO: "0", ADMIN_USERNAME: "bench", ADMIN_PASSWORD: "bench-password", ...extraEnv },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/admin/check`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
