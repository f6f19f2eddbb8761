// Brings a database (an SQLite file URL or a PostgreSQL URL) to the schema: the migrations applied
// by `node scripts/prisma.mjs deploy`, quietly; throws with Prisma's output when they fail. Used by
// `npm run db:copy`, `npm run restore` and the tests that make databases of their own.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** @param {string} databaseUrl */
export function migrateDatabase(databaseUrl) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts", "prisma.mjs"), "deploy"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`migrations failed:\n${result.stdout}\n${result.stderr}`);
}
