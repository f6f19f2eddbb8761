// .env.example lists the production settings docs/configuration.md documents, and git keeps it while it
// ignores the real .env files (which hold secrets).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const example = readFileSync(path.join(root, ".env.example"), "utf8");
const readme = readFileSync(path.join(root, "docs", "configuration.md"), "utf8");
const listed = [...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
const documented = new Set([...readme.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((name) => name[1]!)));
const isIgnored = (file: string) => spawnSync("git", ["check-ignore", "-q", file], { cwd: root }).status === 0;

describe(".env.example", () => {
  it("lists each setting once, every one of them documented in docs/configuration.md's tables", () => {
    expect(listed.length).toBeGreaterThan(20);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("covers the settings a production install needs", () => {
    const needed = [
      "DATA_DIR",
      "DATABASE_URL",
      "NEXTAUTH_SECRET",
      "ADMIN_USERNAME",
      "ADMIN_PASSWORD",
      "TRUST_PROXY",
      "SMTP_URL",
      "NOTIFY_TO",
      "CRON_SECRET",
      "NEXT_PUBLIC_SITE_URL",
    ];
    expect(listed).toEqual(expect.arrayContaining(needed));
  });

  it("leaves out the knobs of tests and audits", () => {
    expect(listed.filter((name) => /^(E2E_|AUDIT_|FUZZ_|CHECK_LOAD_|DURABILITY_|TEST_|POSTGRES_SHADOW|FAKE_|CHROMIUM_)|_API_URL$|_OAUTH_/.test(name))).toEqual([]);
  });

  it("sets nothing until a line is uncommented (an empty value would count as set)", () => {
    expect(example.split("\n").filter((line) => line.trim() && !line.startsWith("#"))).toEqual([]);
  });

  it("is kept by git, while the real .env files are ignored", () => {
    expect(isIgnored(".env.example")).toBe(false);
    for (const file of [".env", ".env.local", ".env.production", ".env.production.local"]) expect(isIgnored(file), file).toBe(true);
  });
});
