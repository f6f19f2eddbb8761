import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSource as read, sourceFiles } from "../support/source-files";

// The public site's browser code formats dates and numbers by hand, never with Intl or
// toLocale*: the first Intl formatter loads ICU's data on the phone's main thread (about 130 ms of
// a 4x-slowed CPU for a date format with a time zone), right while the page hydrates
// (lib/dates/readable.ts). The admin's panel may use Intl; the server may too.

const isAdmin = (file: string) => /(^|\/)(components\/admin|app\/\(admin\))\//.test(file);

/** The project file an import specifier names ("@/lib/x", "./y"), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.join(path.dirname(from), specifier) : null;
  if (base === null) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base]) if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Every project module a browser bundle starting at `entries` can run (type-only imports aside). */
function browserModules(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    const text = read(file);
    // A server action's module reaches the browser as a reference only, and a server-only module
    // never does (the build fails): neither they nor what they import run in the browser.
    if (/^["']use server["'];/m.test(text) || /^import "server-only";/m.test(text)) continue;
    seen.add(file);
    const specifiers = [...text.matchAll(/^(?:import|export) (?!type )[^;]*?from "([^"]+)";/gms), ...text.matchAll(/import\("([^"]+)"\)/g)];
    for (const [, specifier] of specifiers) {
      const target = resolveImport(file, specifier as string);
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe("the public site's browser code", () => {
  const clientEntries = sourceFiles("app", "components").filter((file) => !isAdmin(file) && /^["']use client["'];/m.test(read(file)));

  it("formats dates and numbers without Intl", () => {
    expect(clientEntries).toContain("components/availability/availability-calendar.tsx");
    const modules = [...browserModules(clientEntries)].filter((file) => !isAdmin(file));
    expect(modules).toContain("lib/dates/readable.ts");
    const usingIntl = modules.filter((file) => /\bIntl\.|\.toLocale(Date|Time)?String\(/.test(read(file).replace(/^\s*(\/\/|\*).*$/gm, "")));
    expect(usingIntl).toEqual([]);
  });
});
