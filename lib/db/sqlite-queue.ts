import type { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

type SqliteAdapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type SqliteTransaction = Awaited<ReturnType<SqliteAdapter["startTransaction"]>>;

/**
 * better-sqlite3 has one connection, so an open `BEGIN` covers every statement run on it. Prisma's
 * adapter only orders transactions against each other: a plain query from another request would
 * run inside the open transaction, see its uncommitted rows and be undone by its rollback. This
 * wrapper puts every statement in one queue: a plain query (issued through the adapter itself)
 * waits while a transaction is open; the open transaction's own statements go through its
 * transaction object, which bypasses the queue. Statements are synchronous in better-sqlite3, so
 * when nothing is open or waiting a plain query runs at once, without a turn of the event loop.
 */
class StatementQueue {
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  /** Resolves when the caller holds the connection; it must call the returned release once. */
  acquire(): Promise<() => void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => this.waiting.push(() => resolve(this.releaser())));
  }

  get idle(): boolean {
    return !this.busy;
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    };
  }

  async run<T>(statement: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await statement();
    } finally {
      release();
    }
  }
}

function queuedTransaction(transaction: SqliteTransaction, release: () => void): SqliteTransaction {
  return {
    provider: transaction.provider,
    adapterName: transaction.adapterName,
    options: transaction.options,
    queryRaw: (query) => transaction.queryRaw(query),
    executeRaw: (query) => transaction.executeRaw(query),
    commit: async () => {
      try {
        await transaction.commit();
      } finally {
        release();
      }
    },
    rollback: async () => {
      try {
        await transaction.rollback();
      } finally {
        release();
      }
    },
  };
}

/** The adapter with every statement from outside an open transaction held until it ends. */
export function queuedSqliteAdapter(adapter: SqliteAdapter): SqliteAdapter {
  const queue = new StatementQueue();
  const plain = <T>(statement: () => Promise<T>): Promise<T> => (queue.idle ? statement() : queue.run(statement));
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (query) => plain(() => adapter.queryRaw(query)),
    executeRaw: (query) => plain(() => adapter.executeRaw(query)),
    executeScript: (script) => plain(() => adapter.executeScript(script)),
    getConnectionInfo: adapter.getConnectionInfo?.bind(adapter),
    startTransaction: async (isolationLevel) => {
      const release = await queue.acquire();
      try {
        return queuedTransaction(await adapter.startTransaction(isolationLevel), release);
      } catch (error) {
        release();
        throw error;
      }
    },
    dispose: () => queue.run(() => adapter.dispose()),
  };
}
