import { describe, expect, it } from "vitest";
import { importedModules, readSource as read, sourceFiles } from "../support/source-files";

// The public site's browser code formats dates and numbers by hand, never with Intl or
// toLocale*: the first Intl formatter loads ICU's data on the phone's main thread (about 130 ms of
// a 4x-slowed CPU for a date format with a time zone), right while the page hydrates
// (lib/dates/readable.ts). The admin's panel may use Intl; the server may too.

const isAdmin = (file: string) => /(^|\/)(components\/admin|app\/\(admin\))\//.test(file);

// A server action's module reaches the browser as a reference only, and a server-only module never
// does (the build fails): neither they nor what they import run in the browser.
const serverOnly = (text: string) => /^["']use server["'];/m.test(text) || /^import "server-only";/m.test(text);

describe("the public site's browser code", () => {
  const clientEntries = sourceFiles("app", "components").filter((file) => !isAdmin(file) && /^["']use client["'];/m.test(read(file)));

  it("formats dates and numbers without Intl", () => {
    expect(clientEntries).toContain("components/availability/availability-calendar.tsx");
    const modules = [...importedModules(clientEntries, serverOnly)].filter((file) => !isAdmin(file));
    expect(modules).toContain("lib/dates/readable.ts");
    const usingIntl = modules.filter((file) => /\bIntl\.|\.toLocale(Date|Time)?String\(/.test(read(file).replace(/^\s*(\/\/|\*).*$/gm, "")));
    expect(usingIntl).toEqual([]);
  });
});
