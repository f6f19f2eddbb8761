// A second copy of this checkout, built apart: what a second server that builds the same commit
// has (npm test's "Second build" step; tests/e2e/servers-built-apart.spec.ts serves it). The
// tracked sources and the generated Prisma clients are copied, node_modules is hard-linked (the
// build only reads it), and there is no .git: the build takes its id from BUILD_ID, as a server
// given the sources as a tarball does.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { sourceCommit } from "./build-identity.mjs";
import { root, run } from "./run.mjs";

/** Copies the project into `destination` and builds it there with `env`; returns the copy's root. */
export function buildProjectCopy(destination, env = {}) {
  // Into an empty folder only: `cp -a` into an existing node_modules would nest a second one inside it.
  if (existsSync(destination) && readdirSync(destination).length > 0) throw new Error(`${destination} is not empty: a copy goes into an empty folder`);
  const tracked = spawnSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" });
  if (tracked.status !== 0) throw new Error("git ls-files failed: a copy needs the checkout's list of sources");
  for (const file of tracked.stdout.split("\0").filter(Boolean)) {
    mkdirSync(path.dirname(path.join(destination, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(destination, file));
  }
  cpSync(path.join(root, "lib", "generated"), path.join(destination, "lib", "generated"), { recursive: true });
  // Hard links: fast, no extra space, and real folders (Turbopack refuses a node_modules outside its root).
  const linked = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(destination, "node_modules")], { stdio: "inherit" });
  if (linked.status !== 0) cpSync(path.join(root, "node_modules"), path.join(destination, "node_modules"), { recursive: true });
  run(process.execPath, [path.join(destination, "scripts", "build.mjs")], {
    cwd: destination,
    env: { ...process.env, BUILD_ID: sourceCommit(root) ?? "", NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  return destination;
}

// `node scripts/lib/project-copy.mjs <folder>`: npm test's step.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) buildProjectCopy(path.resolve(process.argv[2]));
