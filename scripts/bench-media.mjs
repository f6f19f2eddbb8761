#!/usr/bin/env node
// `npm run bench:media`: eight 48-megapixel phone JPEGs uploaded to the gallery at once, against
// the production build (SQLite, local storage). Samples the server's resident memory (its whole
// process tree, from /proc) and the latency of GET / from another client meanwhile. Prints
// figures; asserts nothing. BENCH_PHOTOS (default 8) changes the number of photos.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { readFileSync, readdirSync } from "node:fs";
import sharp from "sharp";
import { startProductionServer } from "./lib/production-server.mjs";

const photos = Number(process.env.BENCH_PHOTOS || 8);
const [WIDTH, HEIGHT] = [8000, 6000];

/** A 48 MP JPEG with EXIF GPS, made from upscaled noise so it compresses like a photo (about 8 MB). */
async function phonePhoto() {
  const noise = await sharp({ create: { width: 800, height: 600, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 50 } } })
    .png()
    .toBuffer();
  return sharp(noise)
    .resize(WIDTH, HEIGHT, { kernel: "cubic" })
    .jpeg({ quality: 92 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "3/1 23/1 4321/100" } })
    .toBuffer();
}

/** The pids of a process and all its descendants. */
function processTree(pid) {
  const pids = [pid];
  for (const task of safeList(`/proc/${pid}/task`)) {
    const children = safeRead(`/proc/${pid}/task/${task}/children`).trim();
    for (const child of children ? children.split(/\s+/) : []) pids.push(...processTree(Number(child)));
  }
  return pids;
}
const safeList = (dir) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};
const safeRead = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(safeRead(`/proc/${pid}/status`))?.[1] ?? 0) / 1024;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

/** GET / one after another until stop() (another visitor while the uploads run); latencies in ms. */
function visitor(url) {
  const latencies = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}/`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
    }
  })();
  return {
    latencies,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

console.log(`Making ${photos} JPEGs of ${WIDTH}x${HEIGHT} (48 MP) with EXIF GPS...`);
const files = [];
for (let index = 0; index < photos; index += 1) files.push(await phonePhoto());
console.log(`Sizes: ${files.map((file) => (file.length / 1048576).toFixed(1)).join(", ")} MB`);

const server = await startProductionServer({ env: { SEED_DEMO: "0" } });
try {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "bench", password: "bench-password" }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];

  const idle = visitor(server.url);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  await idle.stop();
  const idleRss = processTree(server.child.pid).reduce((sum, pid) => sum + rssMb(pid), 0);

  let peakTree = 0;
  let peakProcess = 0;
  const sampler = setInterval(() => {
    const sizes = processTree(server.child.pid).map(rssMb);
    peakTree = Math.max(
      peakTree,
      sizes.reduce((sum, size) => sum + size, 0),
    );
    peakProcess = Math.max(peakProcess, ...sizes);
  }, 50);
  const busy = visitor(server.url);
  const started = performance.now();
  const results = await Promise.all(
    files.map(async (bytes, index) => {
      const form = new FormData();
      form.append("title", `Bench photo ${index + 1}`);
      form.append("alt", "A generated 48-megapixel test photo");
      form.append("category", "Events");
      form.append("file", new Blob([bytes], { type: "image/jpeg" }), `IMG_${index + 1}.jpg`);
      const response = await fetch(`${server.url}/api/admin/gallery/photos`, { method: "POST", headers: { cookie, origin: server.url }, body: form });
      await response.arrayBuffer();
      return { status: response.status, seconds: (performance.now() - started) / 1000 };
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await busy.stop();
  clearInterval(sampler);

  console.table([
    { measure: "uploads answered 201", value: `${results.filter((result) => result.status === 201).length} of ${photos} (${results.map((result) => result.status).join(" ")})` },
    { measure: "all photos stored after", value: `${elapsed.toFixed(1)} s (first ${Math.min(...results.map((result) => result.seconds)).toFixed(1)} s)` },
    { measure: "server RSS idle (process tree)", value: `${Math.round(idleRss)} MB` },
    { measure: "server RSS peak (process tree)", value: `${Math.round(peakTree)} MB` },
    { measure: "server RSS peak (largest process)", value: `${Math.round(peakProcess)} MB` },
    { measure: "GET / p95 idle", value: `${percentile(idle.latencies, 95).toFixed(0)} ms (${idle.latencies.length} requests)` },
    { measure: "GET / p95 during uploads", value: `${percentile(busy.latencies, 95).toFixed(0)} ms (${busy.latencies.length} requests)` },
  ]);
} finally {
  await server.stop();
}
