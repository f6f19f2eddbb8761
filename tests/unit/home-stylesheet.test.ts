import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importedModules, readSource as read, sourceFiles } from "../support/source-files";

// The home page has a stylesheet of its own, Tailwind over only what it and the public layout
// import (app/home.css); every other public page has the whole public sheet (app/globals.css).
// A file the home page renders with classes that home.css does not read would lose its styles on
// the home page only, so its imports are walked here (docs/decisions/0010-home-stylesheet.md).

const HOME = "app/(site)/page.tsx";
const LAYOUT = "app/(site)/layout.tsx";
const sheet = (name: string) => readFileSync(path.join("app", name), "utf8");
/** What a stylesheet's `@source "…"` lines name, as paths from the project root. */
const sourcesOf = (css: string) => [...css.matchAll(/^@source "([^"]+)";/gm)].map(([, source]) => path.posix.join("app", source as string));

describe("the home page's stylesheet", () => {
  it("reads every component the home page and the public layout import", () => {
    const sources = sourcesOf(sheet("home.css"));
    expect(sources).toContain("components/home");
    const modules = [...importedModules([HOME, LAYOUT])];
    // Every component and page file, with classes or not yet: one that gains a class stays covered.
    const components = modules.filter((file) => /^(components|app)\//.test(file));
    expect(components).toContain("components/site/site-header.tsx");
    expect(components).toContain("components/forms/enquiry-form.tsx"); // loaded later, by import()
    // The rest (lib/, fixed/) holds no markup.
    expect(modules.filter((file) => !components.includes(file) && /className|class=/.test(read(file)))).toEqual([]);
    const unread = components.filter((file) => !sources.some((source) => file === source || file.startsWith(`${source}/`)));
    expect(unread, "add these to app/home.css's @source lines").toEqual([]);
  });

  it("ranks the sheets by layer, the more complete above, whichever the document has first", () => {
    // A @layer statement may come before @import: it fixes the layers' order before any rule.
    const withoutComments = (name: string) =>
      sheet(name)
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .trim();
    for (const name of ["home.css", "globals.css", "admin.css"]) expect(withoutComments(name).startsWith("@layer home, site;\n"), name).toBe(true);
    expect(sheet("home.css")).toMatch(/^@import "tailwindcss" layer\(home\) source\(none\);$/m);
    expect(sheet("globals.css")).toMatch(/^@import "tailwindcss" layer\(site\);$/m);
    expect(sheet("admin.css")).toMatch(/^@import "tailwindcss";$/m); // its own layers, above both
  });

  it("is the home page's only sheet, and every other public page has the whole one", () => {
    const importsOf = (file: string) => [...read(file).matchAll(/^import "@\/app\/([a-z-]+\.css)";$/gm)].map(([, name]) => name);
    expect(importsOf(HOME)).toEqual(["home.css"]);
    expect(importsOf(LAYOUT)).toEqual([]);
    const pages = sourceFiles("app/(site)").filter((file) => file.endsWith("/page.tsx") && file !== HOME);
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((file) => importsOf(file).join() !== "globals.css")).toEqual([]);
  });
});
