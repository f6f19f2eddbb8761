import "server-only";
import { createDb, type Db } from "./create-db";

// One client per server process; kept on globalThis so hot reloads in development reuse it.
const globalForDb = globalThis as typeof globalThis & { bandDb?: Db };

export const db: Db = globalForDb.bandDb ?? createDb();
if (process.env.NODE_ENV !== "production") globalForDb.bandDb = db;

/** The client a transaction's callback gets: what a write that must happen with others takes. */
export type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];
