// Creates the run's database: a fresh SQLite file, or the PostgreSQL database named by
// TEST_DATABASE_URL (which scripts/test.mjs points at a throwaway cluster), and migrates it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    dataDir: string;
    databaseUrl: string;
  }
}

export default function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "band-it-"));
  const databaseUrl = process.env.TEST_DATABASE_URL || `file:${path.join(dataDir, "test.db")}`;
  if (!/^(file:|postgres(ql)?:\/\/(postgres@)?(127\.0\.0\.1|localhost)[:/])/.test(databaseUrl)) {
    throw new Error(`Integration tests only run against a local database, not ${databaseUrl}`);
  }
  const result = spawnSync(process.execPath, ["scripts/prisma.mjs", "deploy"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`migrations failed:\n${result.stdout}\n${result.stderr}`);
  project.provide("dataDir", dataDir);
  project.provide("databaseUrl", databaseUrl);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
