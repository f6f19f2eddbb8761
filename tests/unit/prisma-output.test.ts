import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript module of the start scripts, without type declarations
import { appliedMigrations, deploySummary } from "../../scripts/lib/prisma-output.mjs";

const noise = `Loaded Prisma config from prisma.config.ts.

Prisma config detected, skipping environment variable loading.
Prisma schema loaded from prisma/schema.prisma
Datasource "db": SQLite database "dev.db" using driver adapter "@prisma/adapter-better-sqlite3"

WARNING: Your schema specifies the following datasource properties but you are using a Driver Adapter via prisma.config.ts:
- url

4 migrations found in prisma/migrations
`;

describe("the start-up's migration line", () => {
  it("names the migrations a deploy applied, and nothing of the CLI's noise", () => {
    const output = `${noise}

The following migration(s) have been applied:

migrations/
  └─ 20261121233941_init/
    └─ migration.sql
  └─ 20261122005159_analytics_indexes/
    └─ migration.sql

All migrations have been successfully applied.
`;
    expect(appliedMigrations(output)).toEqual(["20261121233941_init", "20261122005159_analytics_indexes"]);
    const line = deploySummary(output);
    expect(line).toBe("Database schema updated: 2 migration(s) applied (20261121233941_init, 20261122005159_analytics_indexes).");
    expect(line).not.toMatch(/dev\.db|WARNING|url/);
  });

  it("says the schema is up to date when nothing was pending", () => {
    expect(appliedMigrations(`${noise}\nNo pending migrations to apply.\n`)).toEqual([]);
    expect(deploySummary(`${noise}\nNo pending migrations to apply.\n`)).toBe("Database schema up to date.");
  });
});
