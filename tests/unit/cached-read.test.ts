import { afterEach, describe, expect, it, vi } from "vitest";

// lib/cache/cached-read.ts: a build that cannot read the database renders the page per request
// (connection()) instead of baking an empty list; at run time the error goes to Next.js as it is.
const connection = vi.hoisted(() =>
  vi.fn(async () => {
    throw new Error("dynamic: rendered per request");
  }),
);
vi.mock("next/server", () => ({ connection }));

const { cachedRead } = await import("@/lib/cache/cached-read");

afterEach(() => {
  vi.unstubAllEnvs();
  connection.mockClear();
});

describe("cachedRead", () => {
  it("answers what the read answers", async () => {
    expect(await cachedRead("music-tracks", "ok", async () => [1, 2])()).toEqual([1, 2]);
    expect(connection).not.toHaveBeenCalled();
  });

  it("while building, turns a failed read into rendering per request, with a warning", async () => {
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(cachedRead("music-tracks", "down", () => Promise.reject(new Error("no such table: music_tracks")))()).rejects.toThrow("rendered per request");
    expect(connection).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/could not be read while building \(down: no such table: music_tracks\)/);
    warn.mockRestore();
  });

  it("at run time throws the read's own error, so Next.js keeps serving its last good copy", async () => {
    vi.stubEnv("NEXT_PHASE", "phase-production-server");
    await expect(cachedRead("reviews", "down", () => Promise.reject(new Error("database down")))()).rejects.toThrow("database down");
    expect(connection).not.toHaveBeenCalled();
  });
});
