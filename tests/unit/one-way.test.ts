import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readSource as read, sourceFiles } from "../support/source-files";

// Issue 61: one owner for each write, and no comment or doc pointing to a file that is not there.
const modules = sourceFiles("app", "lib", "components").filter((file) => !file.startsWith("lib/generated/"));

describe("one owner for each write", () => {
  it("enqueue (lib/outbox/enqueue.ts) is the only writer of outbox rows", () => {
    const writers = modules.filter((file) => /\.outbox\.(create|createMany|upsert)\(/.test(read(file)));
    expect(writers).toEqual(["lib/outbox/enqueue.ts"]);
    const users = modules.filter((file) => /\benqueue\(/.test(read(file)));
    expect(users.length).toBeGreaterThanOrEqual(8);
  });

  it("openEnquiry (lib/enquiries/open.ts) is the only place an enquiry is created, for the forms and the WhatsApp inbox", () => {
    const creators = modules.filter((file) => /\.contact\.(create|createMany|upsert)\(/.test(read(file)));
    // Besides it, only a fresh install's sample enquiries, which announce nothing and start no clock.
    expect(creators).toEqual(["lib/enquiries/open.ts", "lib/setup/demo.ts"]);
    for (const source of ["lib/enquiries/submit.ts", "lib/conversations/inbound.ts"]) expect(read(source), source).toMatch(/openEnquiry\(tx, /);
  });

  it("no route handler writes no-store or builds an error answer by hand (the helpers of lib/http.ts do)", () => {
    const routes = modules.filter((file) => file.startsWith("app/") && /route\.ts$/.test(file));
    expect(routes.length).toBeGreaterThanOrEqual(80);
    expect(routes.filter((file) => /["']cache-control["']\s*:\s*["'](private, )?no-store/i.test(read(file)))).toEqual([]);
    expect(routes.filter((file) => /(jsonReply|Response\.json|NextResponse\.json)\(\{ error/.test(read(file)))).toEqual([]);
  });
});

describe("scripts/check-file-references.mjs", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const check = (root: string) => spawnSync(process.execPath, [path.resolve("scripts/check-file-references.mjs"), root], { encoding: "utf8" });

  it("fails on a comment or a doc naming a file that is not there, and passes once it is", () => {
    const root = mkdtempSync(path.join(tmpdir(), "file-references-"));
    made.push(root);
    mkdirSync(path.join(root, "lib/outbox"), { recursive: true });
    mkdirSync(path.join(root, "docs"));
    writeFileSync(path.join(root, "lib/outbox/enqueue.ts"), "// Sent later by lib/delivery/drain.ts.\nexport {};\n");
    writeFileSync(path.join(root, "docs/errors.md"), "See [the error net](../lib/error-net.ts) and `lib/outbox/enqueue.ts`; globs such as lib/**/*.ts name no file.\n");
    const stale = check(root);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain("lib/outbox/enqueue.ts:1: lib/delivery/drain.ts");
    expect(stale.stderr).not.toContain("lib/**/*.ts");

    mkdirSync(path.join(root, "lib/delivery"));
    writeFileSync(path.join(root, "lib/delivery/drain.ts"), "export {};\n");
    const clean = check(root);
    expect(clean.stderr).toBe("");
    expect(clean.status).toBe(0);
  });
});
