import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { publicRoutes } from "@/fixed/seo-pages";
import { expect, test } from "./support";

// The W3C Nu HTML Checker (vnu.jar from the vnu-jar package, run by the machine's Java) on the
// HTML every public route serves, as a visitor's browser receives it. One JVM for all pages.
const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

// The CSS is inlined in each page (next.config.ts, inlineCss), so the checker also reads Tailwind's
// output with its own CSS grammar, which predates three things that output uses and browsers
// support: @property (Baseline 2024), a custom property named in transition-property, and Safari's
// margin-trim. Exactly these messages are set aside; any other CSS or HTML error fails the test.
const outdatedCssGrammar = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\./,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\./,
];

type VnuMessage = { type: string; url: string; message: string; lastLine?: number; extract?: string };

test("the Nu HTML Checker finds no error on any public route", async ({ request }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(path.join(os.tmpdir(), "band-vnu-"));
  try {
    const files: string[] = [];
    for (const route of publicRoutes) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const file = path.join(folder, `${route === "/" ? "home" : route.slice(1).replace(/[^a-z0-9-]/gi, "_")}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
    // The page a form of another build comes back on (/send-again/<form>, proxy.ts), with the words.
    const staleSend = await request.post("/quote", {
      multipart: {
        $ACTION_REF_1: "",
        "$ACTION_1:0": JSON.stringify({ id: `60${"ab".repeat(20)}`, bound: "$@1" }),
        "$ACTION_1:1": "[{}]",
        formSource: "quote",
        name: "Adé <Bankole>",
      },
    });
    expect(staleSend.status(), "a send of another build").toBe(200);
    expect(await staleSend.text()).toContain("Please send that again");
    files.push(path.join(folder, "send-again.html"));
    writeFileSync(files.at(-1)!, await staleSend.text());
    let output: string;
    try {
      output = execFileSync("java", ["-jar", vnuJar, "--format", "json", "--errors-only", "--exit-zero-always", "--stdout", ...files], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      throw new Error(`vnu.jar did not run (is Java installed?): ${(error as Error).message}`);
    }
    const report = JSON.parse(output.trim() || "{}") as { messages?: VnuMessage[] };
    const errors = (report.messages ?? []).filter((message) => message.type === "error" && !outdatedCssGrammar.some((pattern) => pattern.test(message.message)));
    expect(errors.map((error) => `${path.basename(error.url)}:${error.lastLine ?? "?"} ${error.message} [${error.extract ?? ""}]`)).toEqual([]);
    expect(files.length).toBe(publicRoutes.length + 1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
