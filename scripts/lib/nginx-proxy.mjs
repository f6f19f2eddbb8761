// A throwaway nginx in front of a test server, configured with the very block docs/deploying.md
// gives the band (its `location /` lines, read from the guide), on a free loopback port over plain
// HTTP: Debian's nginx, installed with apt when missing. `stop()` ends it.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { aptInstall, commandExists, freePort, root } from "./run.mjs";

/** The `location / { … }` block of the guide's nginx recipe. */
function documentedLocationBlock() {
  const guide = readFileSync(path.join(root, "docs", "deploying.md"), "utf8");
  const recipe = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
  const location = recipe && /location \/ \{[\s\S]*?\n  \}/.exec(recipe)?.[0];
  if (!location) throw new Error("docs/deploying.md has no nginx recipe with a `location / { … }` block");
  return location;
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/**
 * nginx on `port` (a free one by default) proxying to the app on 127.0.0.1:`appPort`, as the guide
 * says; answers { url, port, stop }.
 */
export async function startNginxProxy({ appPort, port: wanted }) {
  if (!commandExists("nginx")) aptInstall(["nginx"], "the reverse-proxy tests run the guide's nginx recipe");
  const port = wanted ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), "band-nginx-"));
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, temp));
  const location = documentedLocationBlock().replace(/proxy_pass http:\/\/127\.0\.0\.1:3000;/, `proxy_pass http://127.0.0.1:${appPort};`);
  const config = `
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    client_max_body_size 160m;
    ${location}
  }
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "inherit"] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; !(await listening(port)); tries++) {
    if (tries > 100 || child.exitCode !== null) {
      await stop();
      throw new Error("nginx did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://localhost:${port}`, port, stop };
}
