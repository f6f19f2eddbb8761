import { readdirSync } from "node:fs";
import path from "node:path";

// The app's route handlers as files, for the tests that call every one of them (error-shape,
// team-access): where they are, and a made-up address and params for each.

export const appDir = path.join(import.meta.dirname, "../../app");

/** Every file under app/, relative to it. */
export const appFiles = readdirSync(appDir, { recursive: true, encoding: "utf8" });

/** Every route.ts under app/ (or under `folder` of it), relative to app/, sorted. */
export const routeFilesUnder = (folder = "") => appFiles.filter((file) => path.basename(file) === "route.ts" && file.startsWith(folder)).sort();

/** The dynamic segments of a route's folder, each given `valueOf(name)`; a catch-all gets ["x"]. */
export function paramsOf(file: string, valueOf: (name: string) => string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const segment of path.dirname(file).split(path.sep)) {
    const catchAll = /^\[\[?\.\.\.(.+?)\]\]?$/.exec(segment);
    const single = /^\[(.+)\]$/.exec(segment);
    if (catchAll?.[1]) params[catchAll[1]] = ["x"];
    else if (single?.[1]) params[single[1]] = valueOf(single[1]);
  }
  return params;
}

/** The route's address, its route groups left out and its dynamic segments filled as paramsOf fills them. */
export const urlOf = (file: string, valueOf: (name: string) => string) =>
  "/" +
  path
    .dirname(file)
    .split(path.sep)
    .filter((segment) => !/^\(.+\)$/.test(segment))
    .map((segment) => (/^\[\[?\.\.\./.test(segment) ? "x" : /^\[(.+)\]$/.test(segment) ? valueOf(segment.slice(1, -1)) : segment))
    .join("/");
