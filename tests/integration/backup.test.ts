import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as postContact } from "@/app/api/contacts/route";
import { createBackup, pruneBackups, restoreBackup } from "@/lib/backup/archive";
import { db } from "@/lib/db";
import { dumpDatabaseRows, loadDatabaseRows } from "@/lib/backup/database-rows";
import { copiedModels, tableBatches } from "@/lib/db/copy";
import { createDb } from "@/lib/db/create-db";
import { migrateDatabase } from "@/scripts/lib/migrate.mjs";
import { databaseUrl, dataDir } from "@/lib/env";
import { uploadsDir, writeLocalFile } from "@/lib/storage/local";
import { isPostgres, resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";

// `npm run backup` / `npm run restore` are for self-hosted SQLite installs.
const scratch: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "band-backup-test-"));
  scratch.push(dir);
  return dir;
};

beforeEach(resetDatabase);
/** The restore's migrations never run for an SQLite snapshot restored into SQLite. */
const migrate = () => {
  throw new Error("an SQLite snapshot restored into SQLite needs no migration");
};
afterEach(() => scratch.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe.skipIf(isPostgres())("backup and restore", () => {
  it("snapshots the database while enquiries keep arriving, and a restored copy serves them", async () => {
    await rm(uploadsDir(), { recursive: true, force: true }); // other files' uploads
    await writeLocalFile("music/backup-test.wav", new Uint8Array([82, 73, 70, 70]));
    let sent = 0;
    const acknowledgedBefore: string[] = [];
    let backingUp = true;
    let backupStarted = false;
    const writer = (async () => {
      while (backingUp || sent < 10) {
        const name = `Backup Client ${String.fromCharCode(65 + (sent % 26))}${Math.floor(sent / 26)}`;
        const response = await postContact(
          request("POST", "/api/contacts", { body: { ...goodPayloads.home, name, email: `backup-${sent}@example.com` }, ip: `192.0.2.${(sent % 200) + 1}` }),
        );
        expect(response.status).toBe(201);
        sent++;
        if (!backupStarted) acknowledgedBefore.push(name);
        // SQLite answers synchronously, so without a pause this loop would never let the backup's steps run.
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));
    backupStarted = true;
    await db.cacheScope.create({ data: { id: 1, token: "pages-of-the-live-database" } });
    const destination = tempDir();
    const backup = await createBackup({ dataDir: dataDir(), databaseUrl: databaseUrl(), destination });
    backingUp = false;
    await writer;
    expect(path.basename(backup.file)).toMatch(/^band-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(backup).toMatchObject({ engine: "sqlite", uploads: 1, offsite: null });

    const restoredDir = tempDir();
    const restoredUrl = `file:${path.join(restoredDir, "band.db")}`;
    const first = await restoreBackup({ archive: backup.file, dataDir: restoredDir, databaseUrl: restoredUrl, migrate });
    expect(first.replaced).toEqual([]);
    expect(readFileSync(path.join(restoredDir, "uploads/music/backup-test.wav")).toString()).toBe("RIFF");

    const copy = createDb(restoredUrl);
    try {
      const names = new Set((await copy.contact.findMany()).map((contact) => contact.name));
      for (const name of acknowledgedBefore) expect(names.has(name)).toBe(true);
      expect(names.size).toBeLessThanOrEqual(await db.contact.count());
      // Each copied enquiry came with its notification rows: one consistent moment.
      expect(await copy.outbox.count()).toBe(2 * names.size);
      expect(await copy.$queryRawUnsafe<{ integrity_check: string }[]>("PRAGMA integrity_check")).toEqual([{ integrity_check: "ok" }]);
      // The pages cached for the live database after the backup are never served for the restored one.
      expect(await copy.cacheScope.count()).toBe(0);
    } finally {
      await copy.$disconnect();
    }

    // Restoring again replaces what is there and keeps it aside.
    writeFileSync(path.join(restoredDir, "uploads/music/newer.wav"), "newer");
    const second = await restoreBackup({ archive: backup.file, dataDir: restoredDir, databaseUrl: restoredUrl, migrate, now: new Date(Date.now() + 1000) });
    expect(second.replaced).toEqual([path.join(restoredDir, "band.db"), path.join(restoredDir, "uploads")]);
    expect(existsSync(path.join(second.keptIn!, "uploads/music/newer.wav"))).toBe(true);
    expect(existsSync(path.join(restoredDir, "uploads/music/newer.wav"))).toBe(false);
  });

  it("refuses a running install, a missing file and a foreign archive", async () => {
    const dir = tempDir();
    const url = `file:${path.join(dir, "band.db")}`;
    writeFileSync(path.join(dir, "band.db-wal"), "in use");
    await expect(restoreBackup({ archive: path.join(dir, "x.tar.gz"), dataDir: dir, databaseUrl: url, migrate })).rejects.toThrow(/No such backup/);
    writeFileSync(path.join(dir, "x.tar.gz"), "");
    await expect(restoreBackup({ archive: path.join(dir, "x.tar.gz"), dataDir: dir, databaseUrl: url, migrate })).rejects.toThrow(/looks like it is running/);
    await expect(restoreBackup({ archive: path.join(dir, "x.tar.gz"), dataDir: dir, databaseUrl: url, migrate, force: true })).rejects.toThrow();
  });

  it("keeps the newest N archives", () => {
    const dir = tempDir();
    for (const day of ["01", "02", "03", "04"]) writeFileSync(path.join(dir, `band-backup-202611${day}-020000.tar.gz`), "");
    writeFileSync(path.join(dir, "notes.txt"), "");
    expect(pruneBackups(dir, 2).map((file) => path.basename(file))).toEqual(["band-backup-20261102-020000.tar.gz", "band-backup-20261101-020000.tar.gz"]);
    expect(readdirSync(dir).sort()).toEqual(["band-backup-20261103-020000.tar.gz", "band-backup-20261104-020000.tar.gz", "notes.txt"]);
  });
});

describe("a backup's rows (every table, the form a PostgreSQL install's backup takes)", () => {
  it("come back into a fresh SQLite database equal to the source, row by row", async () => {
    for (const [index, name] of ["Rows Client A", "Rows Client B"].entries()) {
      const response = await postContact(
        request("POST", "/api/contacts", { body: { ...goodPayloads.home, name, email: `rows-${index}@example.com` }, ip: `192.0.2.${index + 20}` }),
      );
      expect(response.status).toBe(201);
    }
    await db.player.create({ data: { name: "Bisi Drums", phone: "2348030000999", roles: "drums", fee: 50_000 } });
    await db.siteSetting.create({ data: { key: "replyHours", value: "12", updatedBy: "owner" } });
    // More rows than one batch holds, in tables keyed by a text and by three columns: each batch starts after the last.
    await db.rateLimit.createMany({ data: Array.from({ length: 1_100 }, (_, index) => ({ key: `rows-test:${index}`, count: index, resetAt: new Date(Date.now() + 60_000) })) });
    await db.websiteTrafficDaily.createMany({
      data: Array.from({ length: 1_050 }, (_, index) => ({
        day: `2026-${String((index % 12) + 1).padStart(2, "0")}-01`,
        referrer: `site-${index}.example`,
        deviceClass: "phone",
        views: index,
      })),
    });

    const restoredDir = tempDir();
    const restoredUrl = `file:${path.join(restoredDir, "band.db")}`;
    const migrateRestored = () => migrateDatabase(restoredUrl);
    if (isPostgres()) {
      // The backup of a PostgreSQL install, restored into SQLite by npm run restore.
      const backup = await createBackup({ dataDir: dataDir(), databaseUrl: databaseUrl(), destination: tempDir() });
      expect(backup.engine).toBe("postgresql");
      expect(await restoreBackup({ archive: backup.file, dataDir: restoredDir, databaseUrl: restoredUrl, migrate: migrateRestored })).toMatchObject({ database: true });
    } else {
      const rows = tempDir();
      await dumpDatabaseRows(db, rows, { postgres: false });
      migrateRestored();
      const target = createDb(restoredUrl);
      await loadDatabaseRows(target, rows, { targetIsPostgres: false }).finally(() => target.$disconnect());
    }
    const copy = createDb(restoredUrl);
    try {
      const all = async (from: typeof db, model: string) => {
        const rows: unknown[] = [];
        for await (const batch of tableBatches(from, model)) rows.push(...batch);
        return JSON.parse(JSON.stringify(rows)) as unknown[];
      };
      for (const model of copiedModels) expect(await all(copy, model), model).toEqual(await all(db, model));
      expect(await copy.contact.count()).toBe(2);
      // Counted apart from the batches: none was skipped or read twice.
      expect(await copy.rateLimit.count()).toBe(await db.rateLimit.count());
      expect(await copy.websiteTrafficDaily.count()).toBe(await db.websiteTrafficDaily.count());
      expect(await copy.websiteTrafficDaily.count()).toBeGreaterThanOrEqual(1_050);
    } finally {
      await copy.$disconnect();
    }
  });
});
