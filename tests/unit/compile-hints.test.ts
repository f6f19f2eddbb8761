import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, addCompileHints, startupChunks } from "../../scripts/lib/compile-hints.mjs";

let dist: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};
const read = (file: string) => readFileSync(path.join(dist, file), "utf8");
const referenceManifest = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};`;

// A miniature Next.js build: two framework chunks, a layout chunk shared by two routes, one page
// chunk, a chunk only imported on demand, a stylesheet and a source map.
beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/framework.js", "static/chunks/runtime.js"], polyfillFiles: ["static/chunks/polyfill.js"] }));
  write(
    "server/app/(site)/page_client-reference-manifest.js",
    referenceManifest("/(site)/page", { "[project]/app/layout": ["static/chunks/layout.js", "static/chunks/layout.css"] }),
  );
  write(
    "server/app/(site)/music/page_client-reference-manifest.js",
    referenceManifest("/(site)/music/page", {
      "[project]/app/layout": ["static/chunks/layout.js"],
      "[project]/app/(site)/music/page": ["static/chunks/music.js"],
    }),
  );
  for (const chunk of ["framework", "runtime", "layout", "music", "on-demand-form", "polyfill"]) write(`static/chunks/${chunk}.js`, `(()=>{/* ${chunk} */})();\n`);
  write("static/chunks/layout.css", "body{margin:0}");
  write("static/chunks/music.js.map", JSON.stringify({ version: 3, sources: ["music.tsx"], mappings: "AAAA,CAAC" }));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("compile hints on the build's start-up chunks", () => {
  it("finds the framework's chunks and every route's entry chunks, once each, and no stylesheet", () => {
    expect(startupChunks(dist)).toEqual(["static/chunks/framework.js", "static/chunks/layout.js", "static/chunks/music.js", "static/chunks/runtime.js"]);
  });

  it("puts the hint on the first line of those chunks only, leaving on-demand chunks and the polyfill alone", () => {
    expect(addCompileHints(dist)).toHaveLength(4);
    for (const chunk of ["framework", "runtime", "layout", "music"]) {
      expect(read(`static/chunks/${chunk}.js`)).toBe(`${COMPILE_HINT}\n(()=>{/* ${chunk} */})();\n`);
    }
    expect(read("static/chunks/on-demand-form.js")).toBe("(()=>{/* on-demand-form */})();\n");
    expect(read("static/chunks/polyfill.js")).toBe("(()=>{/* polyfill */})();\n");
    expect(read("static/chunks/layout.css")).toBe("body{margin:0}");
  });

  it("shifts a hinted chunk's source map down by the added line", () => {
    addCompileHints(dist);
    expect(JSON.parse(read("static/chunks/music.js.map")).mappings).toBe(";AAAA,CAAC");
  });

  it("changes nothing when run again on the same build", () => {
    addCompileHints(dist);
    expect(addCompileHints(dist)).toEqual([]);
    expect(read("static/chunks/framework.js").split(COMPILE_HINT)).toHaveLength(2);
    expect(JSON.parse(read("static/chunks/music.js.map")).mappings).toBe(";AAAA,CAAC");
  });

  it("fails loudly on a folder that is not a Next.js build, rather than hinting nothing", () => {
    expect(() => addCompileHints(path.join(dist, "missing"))).toThrow(/build-manifest\.json/);
  });
});
