// The project's own TypeScript sources, for tests that check a rule across them.
import { readdirSync, readFileSync } from "node:fs";
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
