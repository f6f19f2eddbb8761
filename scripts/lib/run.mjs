// Small process helpers shared by the project's scripts.
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);
/** `npm run build`'s command: the Next.js build plus its post-processing (scripts/build.mjs). */
export const buildCommand = [process.execPath, [path.join(root, "scripts", "build.mjs")]];

/** Runs a command to completion with inherited output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
  }
  return result;
}

/** Like run, but resolves with the exit code instead of throwing. */
export function runStatus(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", cwd: root, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; throws when `child` exits first or `timeoutMs` passes. */
export async function waitForHttp(url, child, timeoutMs, what = "the server") {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Stops a child process and waits until it has exited. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

export function commandExists(name) {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

export const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Installs Debian packages when running as root; otherwise says what to install. */
export function aptInstall(packages, why) {
  if (!isRoot()) {
    throw new Error(`${why}: install ${packages.join(" ")} (apt-get install -y ${packages.join(" ")})`);
  }
  console.log(`Installing ${packages.join(" ")} with apt (${why})...`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
