#!/usr/bin/env node
// Part of `npm run lint` (issue 49): keeps lib/ layered.
// 1. No folder cycle: no lib folder imports (values, not types) from a folder that imports it back,
//    directly or round a longer loop. Shared leaves live in lib/common, browser helpers in lib/browser.
// 2. Every lib module that neither browser code nor Node itself (next.config.ts, prisma.config.ts,
//    the custom server, scripts and tests run without the react-server condition) loads is marked
//    `import "server-only"`, so a server module pulled into a browser bundle fails the build.
// `node scripts/check-lib.mjs --fix` adds the missing marks.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const fix = process.argv.includes("--fix");

function filesUnder(dir, pattern) {
  const found = [];
  if (!existsSync(path.join(root, dir))) return found;
  for (const name of readdirSync(path.join(root, dir))) {
    const relative = path.join(dir, name);
    if (name === "node_modules" || name === "generated" || name.startsWith(".")) continue;
    if (statSync(path.join(root, relative)).isDirectory()) found.push(...filesUnder(relative, pattern));
    else if (pattern.test(name)) found.push(relative);
  }
  return found;
}

const read = (file) => readFileSync(path.join(root, file), "utf8");

/** The project file an import specifier names, or null for a package. */
function resolve(from, specifier) {
  const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.join(path.dirname(from), specifier) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.(tsx?|mjs)$/.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

/** The project files a module loads when it runs (type-only imports aside). */
function valueImports(file) {
  const text = read(file);
  const specifiers = [
    ...text.matchAll(/^(?:import|export) (?!type )[^;]*?from ["']([^"']+)["'];/gms),
    ...text.matchAll(/^import ["']([^"']+)["'];/gm),
    ...text.matchAll(/import\(["']([^"']+)["']\)/g),
  ];
  return specifiers.map(([, specifier]) => resolve(file, specifier)).filter(Boolean);
}

const isServerOnly = (file) => /^import "server-only";/m.test(read(file));
const isServerAction = (file) => /^["']use server["'];/m.test(read(file));

/** Every module reachable from the entries (a server action's module is reached as a reference only; what a server-only module imports is not followed). */
function reachable(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    if (!entries.includes(file) && isServerAction(file)) continue;
    seen.add(file);
    if (!isServerOnly(file)) queue.push(...valueImports(file));
  }
  return seen;
}

const libFiles = filesUnder("lib", /\.tsx?$/).filter((file) => !file.endsWith(".d.ts"));
const problems = [];

// 1. Folder cycles (Tarjan's strongly connected components over lib's folders).
const folderOf = (file) => {
  const parts = path.relative("lib", file).split(path.sep);
  return parts.length > 1 ? parts[0] : `(lib root)/${parts[0]}`;
};
const edges = new Map();
for (const file of libFiles) {
  for (const target of valueImports(file)) {
    if (!target.startsWith("lib/") || folderOf(target) === folderOf(file)) continue;
    const from = folderOf(file);
    if (!edges.has(from)) edges.set(from, new Map());
    edges.get(from).set(folderOf(target), `${file} imports ${target}`);
  }
}
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
function connect(node) {
  index.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (!index.has(next)) {
      connect(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
  }
  if (low.get(node) !== index.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== node);
  if (component.length < 2) return;
  const why = component.flatMap((from) => [...(edges.get(from) ?? [])].filter(([to]) => component.includes(to)).map(([, reason]) => `    ${reason}`));
  problems.push(`lib folders import one another in a cycle: ${component.join(", ")}\n${why.join("\n")}`);
}
for (const folder of edges.keys()) if (!index.has(folder)) connect(folder);

// 2. server-only marks.
const clientEntries = [...filesUnder("app", /\.tsx?$/), ...filesUnder("components", /\.tsx?$/)].filter((file) => /^["']use client["'];/m.test(read(file)));
const nodeEntries = [
  // The project's own configuration files (Prisma's loads lib/db and lib/env) and servers.
  ...readdirSync(root).filter((file) => /\.(ts|mjs)$/.test(file) && !file.endsWith(".d.ts") && !["instrumentation.ts", "proxy.ts"].includes(file)),
  ...filesUnder("scripts", /\.mjs$/),
  // TypeScript scripts package.json runs with tsx but without the react-server condition.
  ...Object.values(JSON.parse(read("package.json")).scripts)
    .filter((command) => /\btsx\b/.test(command) && !command.includes("--conditions=react-server"))
    .flatMap((command) => command.match(/scripts\/[\w./-]+\.ts/g) ?? []),
  ...filesUnder("tests/e2e", /\.ts$/),
  ...filesUnder("tests/fakes", /\.ts$/),
];
const loadedOutsideServer = new Set([...reachable(clientEntries), ...reachable(nodeEntries)]);
// A server action's module ("use server") is server code by its first line.
const unmarked = libFiles.filter((file) => !file.startsWith("lib/browser/") && !loadedOutsideServer.has(file) && !isServerOnly(file) && !isServerAction(file));
for (const file of unmarked) {
  if (fix) writeFileSync(path.join(root, file), `import "server-only";\n${read(file)}`);
  else problems.push(`${file} runs on the server only: mark it with import "server-only" (node scripts/check-lib.mjs --fix)`);
}
// Marked, yet loaded where server-only throws (a browser bundle, or Node without react-server).
for (const file of libFiles.filter((candidate) => loadedOutsideServer.has(candidate) && isServerOnly(candidate))) {
  problems.push(`${file} is loaded by browser code or by Node itself, where import "server-only" throws: remove the mark`);
}

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`lib: ${libFiles.length} modules, no folder cycle${fix && unmarked.length ? `; marked ${unmarked.length} server-only` : ""}.`);
