import "server-only";
// Copies every row of one database into another of either provider, ids included: how an install
// moves from SQLite to PostgreSQL with its data (`npm run db:copy`, docs/deploying.md). The target
// must be migrated to the same schema; whatever it holds is replaced.
import { Prisma } from "@/lib/generated/sqlite/client";
import type { Db } from "./create-db";

export type Row = Record<string, unknown>;
type Delegate = {
  findMany(args: { take: number; skip?: number; cursor?: Row; orderBy: Record<string, "asc">[]; omit?: Record<string, boolean> }): Promise<Row[]>;
  createMany(args: { data: Row[] }): Promise<{ count: number }>;
  deleteMany(): Promise<{ count: number }>;
  count(): Promise<number>;
};

const BATCH = 1000;
/**
 * Every model in the schema's order, which puts each parent before the tables that point to it;
 * all but the page cache's scope, so the target's pages are cached afresh under a scope of its own.
 */
const models = Object.values(Prisma.ModelName).filter((model) => model !== Prisma.ModelName.CacheScope);
/** Filled by triggers as visits are inserted; the source's counts outlive its pruned visits, so they are copied over what the triggers made. */
const TRIGGER_FILLED = new Set<string>([Prisma.ModelName.WebsiteTrafficDaily]);

const delegate = (db: Db, model: string) => (db as unknown as Record<string, Delegate>)[model.charAt(0).toLowerCase() + model.slice(1)]!;

/** The tables whose key is not `id`: read in key order, so pages never skip or repeat a row (PostgreSQL keeps no order without one). */
const KEYS: Record<string, string[]> = {
  AdminTwoFactor: ["adminId"],
  RateLimit: ["key"],
  WebsiteTrafficDaily: ["day", "referrer", "deviceClass"],
  ClientLogo: ["slot"],
  IntegrationStatus: ["provider"],
  WhatsappEarlyStatus: ["waMessageId"],
  SiteSetting: ["key"],
  DocumentCounter: ["series"],
  Lineup: ["contactId"],
  AdConsentDay: ["day"],
};
const keyOf = (model: string) => KEYS[model] ?? ["id"];
const keyOrder = (model: string) => keyOf(model).map((field) => ({ [field]: "asc" as const }));
/** Prisma's cursor at a row: its key, or a compound key by its fields' joined name (day_referrer_deviceClass). */
function cursorAt(model: string, row: Row): Row {
  const fields = keyOf(model);
  if (fields.length === 1) return { [fields[0]!]: row[fields[0]!] };
  return { [fields.join("_")]: Object.fromEntries(fields.map((field) => [field, row[field]])) };
}

/** Every model the copy and the backups carry, parents first. */
export const copiedModels: readonly string[] = models;

/**
 * One table's rows in key order, a batch at a time, each batch starting after the last row of the
 * one before (a cursor, not an offset the database would skip through again); the admins'
 * password hashes included.
 */
export async function* tableBatches(from: Db, model: string): AsyncGenerator<Row[]> {
  const source = delegate(from, model);
  // The admin's password hashes are left out of every query by default (lib/db/create-db.ts).
  const omit = model === Prisma.ModelName.Admin ? { passwordHash: false, envPasswordHash: false } : undefined;
  for (let last: Row | undefined; ;) {
    const batch = await source.findMany({ take: BATCH, ...(last ? { cursor: cursorAt(model, last), skip: 1 } : {}), orderBy: keyOrder(model), ...(omit ? { omit } : {}) });
    if (batch.length === 0) return;
    yield batch;
    last = batch.at(-1);
  }
}

export type CopiedTable = { model: string; rows: number };

/**
 * Replaces every table of `to` with the rows `batchesOf` gives for it (another database's, or a
 * backup's): what `to` held is deleted first, children before parents.
 */
export async function replaceTables(to: Db, batchesOf: (model: string) => AsyncIterable<Row[]>, { targetIsPostgres }: { targetIsPostgres: boolean }): Promise<CopiedTable[]> {
  for (const model of [...models].reverse()) await delegate(to, model).deleteMany();
  await delegate(to, Prisma.ModelName.CacheScope).deleteMany();
  const copied: CopiedTable[] = [];
  for (const model of models) {
    const target = delegate(to, model);
    if (TRIGGER_FILLED.has(model)) await target.deleteMany();
    let rows = 0;
    for await (const batch of batchesOf(model)) {
      await target.createMany({ data: batch });
      rows += batch.length;
    }
    const stored = await target.count();
    if (stored !== rows) throw new Error(`${model}: copied ${rows} rows but the target holds ${stored}`);
    copied.push({ model, rows });
  }
  // Rows came with their ids: move PostgreSQL's id sequences past them, or the next insert collides.
  if (targetIsPostgres) {
    const sequences = await to.$queryRawUnsafe<{ table_name: string; column_name: string }[]>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
    );
    for (const { table_name: table, column_name: column } of sequences) {
      await to.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), COALESCE((SELECT MAX("${column}") FROM "${table}"), 0) + 1, false)`);
    }
  }
  return copied;
}

export function copyDatabase(from: Db, to: Db, options: { targetIsPostgres: boolean }): Promise<CopiedTable[]> {
  return replaceTables(to, (model) => tableBatches(from, model), options);
}
