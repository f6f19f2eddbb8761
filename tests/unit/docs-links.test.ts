import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headingAnchor } from "@/lib/docs/admin-guide";

// The README and docs/ as a newcomer reads them in a clone: every relative link and anchor
// resolves, nothing outside the repository is named, and the README stays short.

const root = path.resolve(import.meta.dirname, "../..");
const markdownFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === "images" ? [] : markdownFiles(full);
    return name.endsWith(".md") ? [full] : [];
  });
const files = [path.join(root, "README.md"), ...markdownFiles(path.join(root, "docs"))];

/** The anchors of a Markdown file's headings, outside code blocks. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  let code = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.startsWith("```")) code = !code;
    const heading = !code && /^#{1,6} (.+)$/.exec(line);
    if (heading) anchors.add(headingAnchor(heading[1]!.replace(/`/g, "")));
  }
  return anchors;
}

describe("the documentation", () => {
  it("keeps the README under 12 KB", () => {
    expect(statSync(path.join(root, "README.md")).size).toBeLessThanOrEqual(12 * 1024);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))("%s: every relative link and anchor resolves in a clone", (_name, file) => {
    const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
    expect(text, "names a file outside the repository").not.toMatch(/\.\.\/shared|\/work\//);
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:)/.test(target!)) continue;
      const [filePart, anchor] = target!.split("#");
      const resolved = filePart ? path.resolve(path.dirname(file), filePart) : file;
      expect(existsSync(resolved), `${target} from ${path.relative(root, file)}`).toBe(true);
      if (anchor && resolved.endsWith(".md")) expect(anchorsOf(resolved), `#${anchor} in ${path.relative(root, resolved)}`).toContain(anchor);
    }
  });
});
