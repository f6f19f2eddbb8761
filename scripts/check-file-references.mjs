#!/usr/bin/env node
// Part of `npm run lint` (issue 61): every file a comment or a doc names exists. A reference is a
// project path with its extension (lib/outbox/enqueue.ts, docs/errors.md, scripts/test.mjs), in
// code, comments and the docs; a renamed or deleted file fails the lint until its mentions follow.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The project's root, or another folder to check (the test gives it a made-up project).
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const scanned = [
  "app",
  "components",
  "lib",
  "scripts",
  "tests",
  "docs",
  "fixed",
  "prisma",
  "proxy.ts",
  "README.md",
  "next.config.ts",
  "server.mjs",
  "vitest.config.ts",
  "playwright.config.ts",
];
const skippedFolders = new Set(["node_modules", "generated", ".next", "images"]);
const textFile = /\.(ts|tsx|mjs|js|md|prisma|sql|css)$/;
// A path from the project's root: one of its folders, then segments, then an extension.
const reference = /(?<![\w/.@-])((?:app|components|lib|scripts|tests|docs|fixed|prisma|public)\/[\w.\-[\]()/]*?\.(?:tsx?|mjs|md|json|prisma|css))(?![\w/])/g;

function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return textFile.test(relative) ? [relative] : [];
  return readdirSync(absolute).flatMap((name) => (skippedFolders.has(name) || name.startsWith(".") ? [] : filesUnder(path.join(relative, name))));
}

const stale = [];
for (const file of scanned.flatMap(filesUnder)) {
  const lines = readFileSync(path.join(root, file), "utf8").split("\n");
  lines.forEach((line, index) => {
    for (let [, named] of line.matchAll(reference)) {
      named = named.split("](").at(-1); // a Markdown link's target
      // A glob or a placeholder names no one file.
      if (/[*<{]/.test(named) || named.includes("...")) continue;
      if (!existsSync(path.join(root, named))) stale.push(`${file}:${index + 1}: ${named}`);
    }
  });
}

if (stale.length) {
  console.error(`These name files that do not exist (renamed or deleted?):\n${stale.map((entry) => `  ${entry}`).join("\n")}`);
  process.exit(1);
}
console.log("File references: every named file exists.");
