// The project's own TypeScript sources, for tests that check a rule across them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Every .ts and .tsx file under the given folders (relative to the project root), as posix paths. */
export function sourceFiles(...dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  return dirs.flatMap(walk).map((file) => file.split(path.sep).join("/"));
}

export const readSource = (file: string) => readFileSync(file, "utf8");

/** The project file an import specifier names ("@/lib/x", "./y"), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.join(path.dirname(from), specifier) : null;
  if (base === null) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base]) if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/**
 * Every project module `entries` import, directly or through others, static or `import()`
 * (type-only imports aside); a module whose text `stopAt` accepts is left out with what only it
 * imports.
 */
export function importedModules(entries: string[], stopAt: (text: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    const text = readSource(file);
    if (stopAt(text)) continue;
    seen.add(file);
    const specifiers = [...text.matchAll(/^(?:import|export) (?!type )[^;]*?from "([^"]+)";/gms), ...text.matchAll(/import\("([^"]+)"\)/g)];
    for (const [, specifier] of specifiers) {
      const target = resolveImport(file, specifier as string);
      if (target) queue.push(target);
    }
  }
  return seen;
}
