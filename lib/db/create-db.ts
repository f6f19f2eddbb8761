import "server-only";
// Builds a Prisma client for a database URL: SQLite (better-sqlite3) or PostgreSQL (pg). The two
// generated clients come from one schema, so they share one API; the SQLite one names the type.
import { PrismaClient as PostgresClient } from "@/lib/generated/postgres/client";
import { PrismaClient as SqliteClient } from "@/lib/generated/sqlite/client";
import { databaseUrl, isPostgresUrl } from "@/lib/env";
import { postgresAdapter, sqliteAdapter } from "./adapters";

// Secrets are left out of every query unless a caller asks with `omit: { passwordHash: false }`.
const omit = { admin: { passwordHash: true, envPasswordHash: true } } as const;

function createSqliteDb(url: string) {
  return new SqliteClient({ adapter: sqliteAdapter(url), omit });
}

export type Db = ReturnType<typeof createSqliteDb>;

export function createDb(url: string = databaseUrl()): Db {
  if (isPostgresUrl(url)) {
    return new PostgresClient({ adapter: postgresAdapter(url), omit }) as unknown as Db;
  }
  return createSqliteDb(url);
}
