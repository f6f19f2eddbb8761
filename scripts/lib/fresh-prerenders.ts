// Drops the cached renders of the database-backed pages (lib/prerender/database-pages.ts) from a
// production build, before `next start` serves it. Next.js keeps a prerendered app page as
// <name>.html, .rsc, .meta and a <name>.segments folder: the build's copy in .next/server/app and
// the copies it regenerates at run time under .next/server/route-cache/<kind>/<route hash>/$/.
// A page with none of them is rendered on its first request and cached again (x-nextjs-cache MISS).
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

const SUFFIXES = [".html", ".rsc", ".meta", ".segments"];

const fileName = (page: string) => (page === "/" ? "index" : page.slice(1));

function dropFrom(directory: string, names: string[]): number {
  if (!existsSync(directory)) return 0;
  let dropped = 0;
  for (const entry of readdirSync(directory)) {
    if (names.some((name) => SUFFIXES.some((suffix) => entry === name + suffix))) {
      rmSync(path.join(directory, entry), { recursive: true, force: true });
      dropped++;
    }
  }
  return dropped;
}

/** Answers how many files and folders were removed. */
export function dropDatabaseBackedPrerenders(buildDir: string, pages: readonly string[]): number {
  const appDir = path.join(buildDir, "server", "app");
  const names = pages.map(fileName);
  let dropped = dropFrom(appDir, names);
  const routeCache = path.join(buildDir, "server", "route-cache");
  if (existsSync(routeCache)) {
    for (const kind of readdirSync(routeCache)) {
      for (const route of readdirSync(path.join(routeCache, kind))) dropped += dropFrom(path.join(routeCache, kind, route, "$"), names);
    }
  }
  return dropped;
}
