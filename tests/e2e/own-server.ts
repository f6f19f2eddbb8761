import { readFileSync } from "node:fs";
import { test as base } from "@playwright/test";
import { startProductionServer } from "../../scripts/lib/production-server.mjs";

// A production server of the spec's own, directly exposed (no TRUST_PROXY), on a throwaway
// DATA_DIR: the shared e2e server plays behind a proxy, and its database changes under the other
// specs. Started as `npm start` starts it (server.mjs), or, for the "next-start" project, as plain
// `next start` after the same migrations and admin set-up: the same security must hold on both.
export type ServerMode = "npm-start" | "next-start";
export const ownAdmin = { username: "matrix-admin", password: "matrix-password-123" };

export type OwnServer = { url: string; dataDir: string; deviceCookie: string; serverPid: () => number; stop: () => Promise<void> };

export async function startOwnServer(mode: ServerMode = "npm-start"): Promise<OwnServer> {
  const { url, dataDir, child, stop } = await startProductionServer({
    mode,
    env: { TRUST_PROXY: undefined, ADMIN_USERNAME: ownAdmin.username, ADMIN_PASSWORD: ownAdmin.password },
    stdio: "ignore",
    prefix: "band-own-server-",
  });
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
  const deviceCookie = signedIn.headers
    .getSetCookie()
    .find((line) => line.startsWith("__Host-band-admin-device="))
    ?.split(";")[0];
  if (!deviceCookie) {
    await stop();
    throw new Error(`the admin could not sign in to the spec's own server (${signedIn.status})`);
  }
  return { url, dataDir, deviceCookie, serverPid, stop };
}

/** Resident memory of a process in MB. */
export function residentMb(pid: number): number {
  const line =
    readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((entry) => entry.startsWith("VmRSS:")) ?? "";
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
