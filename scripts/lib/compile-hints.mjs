// Marks the client chunks a page runs at start-up with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, on by default since Chrome 136). Chrome then compiles their
// functions eagerly on the background thread that streams each script, instead of lazily on the
// main thread when hydration first calls them: on a phone that lazy compiling was the longest task
// of every page (about 40 ms of main thread on /quote-full). Next.js has no option for it, so it is
// added after `next build`. Chunks loaded only on demand (forms, the video studio) are left alone:
// eager compiling pays off only for code that runs at load. Other browsers ignore the comment.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Every `*_client-reference-manifest.js` under the build's server/app folder. */
function referenceManifests(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith("_client-reference-manifest.js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The scripts each route's HTML loads at start-up: the framework's and every segment's entry chunks. */
export function startupChunks(distDir) {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const chunks = new Set(buildManifest.rootMainFiles ?? []);
  for (const file of referenceManifests(path.join(distDir, "server", "app"))) {
    // Each manifest is a script that assigns `globalThis.__RSC_MANIFEST[route]`; run it in a sandbox.
    const sandbox = {};
    sandbox.globalThis = sandbox;
    sandbox.self = sandbox;
    vm.runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: file });
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of files) chunks.add(chunk);
    }
  }
  return [...chunks].filter((chunk) => chunk.endsWith(".js")).sort();
}

/** Adds the hint to one chunk (and shifts its source map by the added line); false if it had it. */
function hintChunk(file) {
  const code = readFileSync(file, "utf8");
  if (code.startsWith(COMPILE_HINT)) return false;
  writeFileSync(file, `${COMPILE_HINT}\n${code}`);
  const mapFile = `${file}.map`;
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, "utf8"));
    if (typeof map.mappings === "string") map.mappings = `;${map.mappings}`;
    writeFileSync(mapFile, JSON.stringify(map));
  }
  return true;
}

/** Hints every start-up chunk of the build in `distDir`; returns the chunks it changed. */
export function addCompileHints(distDir) {
  return startupChunks(distDir).filter((chunk) => hintChunk(path.join(distDir, chunk)));
}
