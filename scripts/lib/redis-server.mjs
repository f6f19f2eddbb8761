// A throwaway Redis server on a free loopback port, for tests and benchmarks: Debian's
// redis-server (installed with apt when missing), nothing saved to disk. `stop()` ends it (as a
// crash would: SIGKILL) and `start()` brings it back on the same port, empty, for the outage tests.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { aptInstall, commandExists, freePort } from "./run.mjs";

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startThrowawayRedis() {
  if (!commandExists("redis-server")) aptInstall(["redis-server"], "the shared-cache tests need a Redis server");
  const dir = mkdtempSync(path.join(os.tmpdir(), "band-redis-"));
  const port = await freePort();
  let child = null;

  async function start() {
    if (child) return;
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], { stdio: "ignore" });
    const started = child;
    started.once("exit", () => {
      if (child === started) child = null;
    });
    for (let tries = 0; !(await answersPing(port)); tries++) {
      if (tries > 100 || !child) throw new Error("redis-server did not start");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop() {
    const running = child;
    if (!running) return;
    child = null;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
