// A bare Next.js page (server-rendered text, no client components, no CSS) built and started with
// the project's own Next.js: the Lighthouse audit's baseline for what the framework alone scores on
// the machine at hand.
import { spawn } from "node:child_process";
import { mkdirSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bin, freePort, root, run, stopChild, waitForHttp } from "./run.mjs";

const files = {
  // Its own (empty) config, so Next does not pick up the project's next.config.ts from the parent.
  "next.config.mjs": "export default {};\n",
  "package.json": '{ "private": true, "type": "module" }\n',
  // Its own (empty) instrumentation too: without one, Turbopack's build picked up the project's
  // (its root is the project, for node_modules), and the bare server ran the site's mail and
  // reviews timers against an empty database beside the audit.
  "instrumentation.js": "export function register() {}\n",
  "app/layout.jsx": `export const metadata = { title: "Bare Next.js page", description: "The audit's baseline page." };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  "app/page.jsx": `export default function Page() {
  return <main><h1>Bare Next.js page</h1><p>Server-rendered text and nothing else.</p></main>;
}
`,
};

export async function startBareNextPage() {
  // Inside the project (tmp/ is ignored by git) rather than the system temp folder: Turbopack only
  // resolves modules under its root, and this page uses the project's node_modules.
  const dir = path.join(root, "tmp", `bare-next-page-${process.pid}`);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  const removeDir = () => {
    rmSync(dir, { recursive: true, force: true });
    try {
      rmdirSync(path.dirname(dir)); // tmp/ itself, unless something else is in it
    } catch {
      // not empty: leave it
    }
  };
  try {
    run(bin("next"), ["build"], { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"] });
  } catch (error) {
    removeDir();
    throw error;
  }
  const port = await freePort();
  const child = spawn(bin("next"), ["start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: dir,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    await stopChild(child);
    removeDir();
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(url, child, 60_000, "the bare Next.js page");
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
