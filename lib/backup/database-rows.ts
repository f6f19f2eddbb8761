import "server-only";
import { once } from "node:events";
import { createReadStream, createWriteStream, existsSync, mkdirSync } from "node:fs";
import { finished } from "node:stream/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { copiedModels, replaceTables, tableBatches, type CopiedTable, type Row } from "@/lib/db/copy";
import type { Db } from "@/lib/db/create-db";

// A PostgreSQL install's database in a backup (issue 65): every table's rows as JSON lines, one
// file per table (database/<Model>.ndjson), read in one repeatable-read transaction so the tables
// agree with each other. The restore reads them back into PostgreSQL or SQLite, whichever the
// install uses, through the same code that moves an install between them (lib/db/copy.ts).

export const ROWS_FOLDER = "database";
const BATCH = 1000;
/** Long enough for a decade of enquiries; the dump reads, it holds no lock that blocks the site. */
const DUMP_TIMEOUT_MS = 30 * 60_000;

async function dumpTables(db: Db, folder: string): Promise<Record<string, number>> {
  mkdirSync(folder, { recursive: true });
  const counts: Record<string, number> = {};
  for (const model of copiedModels) {
    const out = createWriteStream(path.join(folder, `${model}.ndjson`));
    let rows = 0;
    for await (const batch of tableBatches(db, model)) {
      if (!out.write(batch.map((row) => JSON.stringify(row)).join("\n") + "\n")) await once(out, "drain");
      rows += batch.length;
    }
    out.end();
    await finished(out);
    counts[model] = rows;
  }
  return counts;
}

/** Db is typed as the SQLite client, whose transactions know only Serializable; PostgreSQL's take RepeatableRead. */
type PostgresTransaction = (
  work: (tx: Db) => Promise<Record<string, number>>,
  options: { isolationLevel?: "RepeatableRead"; timeout: number; maxWait: number },
) => Promise<Record<string, number>>;

/**
 * Writes every table under `folder`; answers the rows per table. PostgreSQL's backups use it; on
 * SQLite (whose transactions are serializable already) it makes the same form, for the tests.
 */
export function dumpDatabaseRows(db: Db, folder: string, { postgres }: { postgres: boolean }): Promise<Record<string, number>> {
  const transaction = db.$transaction.bind(db) as unknown as PostgresTransaction;
  return transaction((tx) => dumpTables(tx, folder), { ...(postgres ? { isolationLevel: "RepeatableRead" } : {}), timeout: DUMP_TIMEOUT_MS, maxWait: 60_000 });
}

async function* fileBatches(file: string): AsyncGenerator<Row[]> {
  if (!existsSync(file)) return; // a table added after the backup was made starts empty
  let batch: Row[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(JSON.parse(line) as Row);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Replaces every table of a migrated database with a backup's rows. */
export function loadDatabaseRows(db: Db, folder: string, { targetIsPostgres }: { targetIsPostgres: boolean }): Promise<CopiedTable[]> {
  return replaceTables(db, (model) => fileBatches(path.join(folder, `${model}.ndjson`)), { targetIsPostgres });
}
