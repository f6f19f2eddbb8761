import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { PoolConfig } from "pg";
// Relative on purpose: the Prisma CLI loads this file through prisma.config.ts, without the "@/" alias.
// eslint-disable-next-line no-restricted-imports
import { sqliteFilePath } from "../env";
import { queuedSqliteAdapter } from "./sqlite-queue";

const BUSY_TIMEOUT_MS = 5000;

// The adapter opens the file with no pragmas. WAL lets readers run beside the writer; FULL makes a
// committed enquiry survive a power cut; foreign keys are off in SQLite unless asked for.
const SQLITE_PRAGMAS = ["PRAGMA journal_mode = WAL;", "PRAGMA synchronous = FULL;", "PRAGMA foreign_keys = ON;", `PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`].join("\n");

class PragmaSqliteAdapterFactory extends PrismaBetterSQLite3 {
  constructor(private readonly file: string) {
    super({ url: file, timeout: BUSY_TIMEOUT_MS });
  }

  override async connect() {
    if (this.file !== ":memory:") mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const adapter = queuedSqliteAdapter(await super.connect());
    await adapter.executeScript(SQLITE_PRAGMAS);
    return adapter;
  }

  // Prisma 6.19's schema engine replays each migration file into the shadow database with
  // executeRaw, which better-sqlite3 refuses for more than one statement; run those as scripts.
  override async connectToShadowDb() {
    const shadow = await super.connectToShadowDb();
    const executeRaw = shadow.executeRaw.bind(shadow);
    shadow.executeRaw = async (query) => {
      if (query.args.length > 0) return executeRaw(query);
      await shadow.executeScript(query.sql);
      return 0;
    };
    return shadow;
  }
}

export function sqliteAdapter(url: string) {
  return new PragmaSqliteAdapterFactory(sqliteFilePath(url));
}

/**
 * A pool config rather than the URL string, so a shadow database can be addressed by name
 * (a connection string wins over a `database` field).
 */
export function postgresPoolConfig(url: string): PoolConfig {
  const parsed = new URL(url);
  const sslmode = parsed.searchParams.get("sslmode");
  return {
    host: decodeURIComponent(parsed.hostname),
    port: parsed.port ? Number(parsed.port) : 5432,
    user: decodeURIComponent(parsed.username) || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    database: decodeURIComponent(parsed.pathname.replace(/^\//, "")) || undefined,
    ssl: sslmode && sslmode !== "disable" ? { rejectUnauthorized: sslmode === "verify-full" } : undefined,
    max: Number(process.env.DATABASE_POOL_SIZE || 5),
  };
}

type PgAdapter = Awaited<ReturnType<PrismaPg["connect"]>>;

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

// The schema engine reads PostgreSQL's catalogue, whose one-byte "char" columns the adapter cannot
// type; they hold plain text, so report them as text. Only the migration tooling needs this.
function readCatalogueCharAsText(adapter: PgAdapter): PgAdapter {
  const pool = adapter.underlyingDriver();
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<{ fields?: { dataTypeID: number }[] }>;
  (pool as unknown as { query: typeof query }).query = async (...args: unknown[]) => {
    const result = await query(...args);
    for (const field of result.fields ?? []) {
      if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
    }
    return result;
  };
  return adapter;
}

/** The adapter for the Prisma CLI (migrate deploy, diff): with the two workarounds below. */
class MigrationPgAdapterFactory extends PrismaPg {
  constructor(private readonly poolConfig: PoolConfig) {
    super(poolConfig);
  }

  // The stock executeScript cuts a migration at every ";", which breaks a function body (a trigger's
  // in website_traffic_daily); send the file whole, one simple query, as Prisma's own engine does.
  override async connect() {
    const adapter = readCatalogueCharAsText(await super.connect());
    adapter.executeScript = async (script) => {
      await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
    };
    return adapter;
  }

  // The stock shadow database is dropped while its own pool still holds a connection, which
  // PostgreSQL refuses; end the pool first and force the drop.
  override async connectToShadowDb() {
    const main = await this.connect();
    const database = `prisma_shadow_${randomUUID().replace(/-/g, "")}`;
    await main.executeScript(`CREATE DATABASE "${database}"`);
    const shadow = readCatalogueCharAsText(await new PrismaPg({ ...this.poolConfig, database, max: 1 }).connect());
    const disposeShadow = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await disposeShadow();
      await main.executeScript(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await main.dispose();
    };
    return shadow;
  }
}

export function postgresAdapter(url: string) {
  return new PrismaPg(postgresPoolConfig(url));
}

export function postgresMigrationAdapter(url: string) {
  return new MigrationPgAdapterFactory(postgresPoolConfig(url));
}
