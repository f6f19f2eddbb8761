import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postgresPoolConfig } from "@/lib/db/adapters";
import { databaseUrl, isPostgresUrl, sqliteFilePath } from "@/lib/env";
import { renderWav, wavDurationSeconds } from "@/lib/setup/wav";

afterEach(() => vi.unstubAllEnvs());

describe("database selection", () => {
  it("defaults to an SQLite file under DATA_DIR", () => {
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("DATA_DIR", "/srv/band");
    expect(databaseUrl()).toBe(`file:${path.join("/srv/band", "band.db")}`);
  });

  it("switches to PostgreSQL on a postgres:// or postgresql:// URL", () => {
    expect(isPostgresUrl("postgres://u@h/db")).toBe(true);
    expect(isPostgresUrl("postgresql://u@h/db")).toBe(true);
    expect(isPostgresUrl("file:./data/band.db")).toBe(false);
    expect(sqliteFilePath("file::memory:")).toBe(":memory:");
  });

  it("reads a PostgreSQL URL into pool settings, with encoded passwords and sslmode", () => {
    expect(postgresPoolConfig("postgresql://band:p%40ss@db.example:6543/site?sslmode=require")).toMatchObject({
      host: "db.example",
      port: 6543,
      user: "band",
      password: "p@ss",
      database: "site",
      ssl: { rejectUnauthorized: false },
    });
    expect(postgresPoolConfig("postgres://localhost/site").ssl).toBeUndefined();
  });
});

describe("demo audio", () => {
  it("renders a valid 16-bit mono WAV of the song's length", () => {
    const wav = renderWav({ bpm: 120, bars: 2, chords: [[60, 64, 67]], bassline: [48] });
    expect(wav.subarray(0, 4).toString()).toBe("RIFF");
    expect(wav.subarray(8, 12).toString()).toBe("WAVE");
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wavDurationSeconds(wav)).toBe(5); // 2 bars of 4 beats at 120 bpm, plus the tail
  });
});
