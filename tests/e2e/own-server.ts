import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { test as base } from "@playwright/test";

// A production server of the spec's own, directly exposed (no TRUST_PROXY), on a throwaway
// DATA_DIR: the shared e2e server plays behind a proxy, and its database changes under the other
// specs. Started as `npm start` starts it (server.mjs), or, for the "next-start" project, as plain
// `next start` after the same migrations and admin set-up: the same security must hold on both.
export type ServerMode = "npm-start" | "next-start";
export const ownAdmin = { username: "matrix-admin", password: "matrix-password-123" };

export type OwnServer = { url: string; dataDir: string; deviceCookie: string; serverPid: () => number; stop: () => Promise<void> };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Plain `next start`: the start-up steps of `npm start` by hand, then the framework's own server. */
function startPlainNextStart(env: NodeJS.ProcessEnv, port: number): ChildProcess {
  const steps: [string, string[]][] = [
    [process.execPath, ["scripts/prisma.mjs", "deploy"]],
    ["node_modules/.bin/tsx", ["--conditions=react-server", "scripts/prepare.ts"]],
  ];
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { cwd: process.cwd(), env, stdio: "ignore" });
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed before next start`);
  }
  return spawn("node_modules/.bin/next", ["start", "--port", String(port), "--hostname", "127.0.0.1"], { cwd: process.cwd(), env, stdio: "ignore" });
}

export async function startOwnServer(mode: ServerMode = "npm-start"): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "band-own-server-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOSTNAME: "127.0.0.1", SEED_DEMO: "0", NEXT_TELEMETRY_DISABLED: "1" };
  delete env.TRUST_PROXY;
  env.ADMIN_USERNAME = ownAdmin.username;
  env.ADMIN_PASSWORD = ownAdmin.password;
  const child: ChildProcess = mode === "next-start" ? startPlainNextStart(env, port) : spawn(process.execPath, ["scripts/start.mjs"], { cwd: process.cwd(), env, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/admin/check`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error("the spec's own server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  // `npm start` runs server.mjs as its child: that process holds the app and its memory.
  const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  const serverPid = () => {
    let pid = child.pid!;
    for (let next = childrenOf(pid)[0]; next; next = childrenOf(pid)[0]) pid = next;
    return pid;
  };
  // The admin's own browser signs in once before any spec attacks the account: its device cookie
  // keeps it out of the limits that guesses from elsewhere run into.
  const signedIn = await fetch(`${url}/api/admin/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ownAdmin) });
  const deviceCookie = signedIn.headers.getSetCookie().find((line) => line.startsWith("__Host-band-admin-device="))?.split(";")[0];
  if (!deviceCookie) {
    await stop();
    throw new Error(`the admin could not sign in to the spec's own server (${signedIn.status})`);
  }
  return { url, dataDir, deviceCookie, serverPid, stop };
}

/** Resident memory of a process in MB. */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((entry) => entry.startsWith("VmRSS:")) ?? "";
  return Number(line.replace(/\D+/g, "")) / 1024;
}

/** The server starts once per Playwright worker and is shared by the specs that use it. */
export const test = base.extend<object, { ownServer: OwnServer; serverMode: ServerMode }>({
  serverMode: ["npm-start", { scope: "worker", option: true }],
  ownServer: [
    async ({ serverMode }, provide) => {
      const server = await startOwnServer(serverMode);
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

export { expect } from "@playwright/test";
