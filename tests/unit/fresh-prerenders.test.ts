import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_BACKED_PAGES } from "@/lib/prerender/database-pages";
import { dropDatabaseBackedPrerenders } from "../../scripts/lib/fresh-prerenders";

let buildDir = "";
afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

/** A page cached as Next.js 16 stores it: html, rsc, meta and a segments folder. */
function cachedPage(directory: string, name: string) {
  mkdirSync(path.join(directory, `${name}.segments`), { recursive: true });
  writeFileSync(path.join(directory, `${name}.segments`, "_tree.segment.rsc"), "x");
  for (const suffix of [".html", ".rsc", ".meta"]) writeFileSync(path.join(directory, name + suffix), "x");
}

describe("dropDatabaseBackedPrerenders", () => {
  it("removes the build's and the run-time copies of the database-backed pages only", () => {
    buildDir = mkdtempSync(path.join(os.tmpdir(), "band-prerenders-"));
    const app = path.join(buildDir, "server", "app");
    const regenerated = path.join(buildDir, "server", "route-cache", "APP_PAGE", "a718fa", "$");
    mkdirSync(app, { recursive: true });
    mkdirSync(regenerated, { recursive: true });
    for (const name of ["index", "music", "testimonials", "about", "music-extra"]) cachedPage(app, name);
    for (const name of ["music", "gallery"]) cachedPage(regenerated, name);

    expect(DATABASE_BACKED_PAGES).toEqual(expect.arrayContaining(["/", "/music"]));
    expect(dropDatabaseBackedPrerenders(buildDir, DATABASE_BACKED_PAGES)).toBe(16);
    expect(readdirSync(app).sort()).toEqual(["about.html", "about.meta", "about.rsc", "about.segments", "music-extra.html", "music-extra.meta", "music-extra.rsc", "music-extra.segments"]);
    expect(readdirSync(regenerated).sort()).toEqual(["gallery.html", "gallery.meta", "gallery.rsc", "gallery.segments"]);
  });

  it("does nothing without a build", () => {
    buildDir = path.join(os.tmpdir(), `band-no-build-${process.pid}`);
    expect(dropDatabaseBackedPrerenders(buildDir, ["/music"])).toBe(0);
    expect(existsSync(buildDir)).toBe(false);
  });
});
