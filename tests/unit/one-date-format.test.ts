import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 64: one readable Lagos date format everywhere in the panel (lib/dates/readable.ts), never a
// browser's locale format ("Nov 28, 2026" beside "28 Nov 2026" beside "Saturday 28 November 2026").
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

describe("the panel's dates", () => {
  it("are written by lib/dates/readable.ts, not by Intl or toLocale*String", () => {
    const offenders = files(path.join(process.cwd(), "components/admin")).filter((file) =>
      /Intl\.DateTimeFormat|toLocale(Date|Time)String|\.toLocaleString\((?!"en-NG"\))/.test(readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });
});
