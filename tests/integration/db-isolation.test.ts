import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "../support/db";

beforeEach(resetDatabase);

class RolledBack extends Error {}

const newsletterRow = (n: number) => ({ email: `plain-${n}@example.com`, unsubscribeToken: `token-plain-${n}` });

// Prisma's better-sqlite3 adapter runs every query on one connection: a plain write from another
// async flow while an interactive transaction is open used to run inside that transaction and be
// undone by its rollback, after it had been acknowledged.
describe("the database client beside an open transaction", () => {
  it("keeps every acknowledged plain write when another flow's transaction rolls back", async () => {
    let releaseTransaction!: () => void;
    const transactionMayEnd = new Promise<void>((resolve) => (releaseTransaction = resolve));
    let transactionStarted!: () => void;
    const started = new Promise<void>((resolve) => (transactionStarted = resolve));

    const transaction = db
      .$transaction(async (tx) => {
        await tx.newsletter.create({ data: { email: "in-transaction@example.com", unsubscribeToken: "token-tx" } });
        transactionStarted();
        await transactionMayEnd;
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    await started;

    const acknowledged: number[] = [];
    const plainWrites = (async () => {
      for (let n = 0; n < 40; n++) {
        await db.newsletter.create({ data: newsletterRow(n) });
        acknowledged.push(n);
      }
    })();
    // A read from another flow must not see the open transaction's uncommitted row.
    const dirtyRead = db.newsletter.count({ where: { email: "in-transaction@example.com" } });

    setTimeout(releaseTransaction, 50);
    await Promise.all([transaction, plainWrites]);

    expect(await dirtyRead).toBe(0);
    expect(acknowledged).toHaveLength(40);
    expect(await db.newsletter.count({ where: { email: { startsWith: "plain-" } } })).toBe(40);
    expect(await db.newsletter.count({ where: { email: "in-transaction@example.com" } })).toBe(0);
  });

  it("commits a transaction's writes and the plain writes queued behind it", async () => {
    const transaction = db.$transaction(async (tx) => {
      await tx.newsletter.create({ data: { email: "committed@example.com", unsubscribeToken: "token-commit" } });
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.newsletter.update({ where: { email: "committed@example.com" }, data: { subscribed: false } });
    });
    await Promise.all([transaction, ...[0, 1, 2].map((n) => db.newsletter.create({ data: newsletterRow(n) }))]);
    expect(await db.newsletter.count()).toBe(4);
    expect(await db.newsletter.findUnique({ where: { email: "committed@example.com" } })).toMatchObject({ subscribed: false });
  });
});
