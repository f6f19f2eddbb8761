import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { GET as cronBackup } from "@/app/api/cron/backup/route";
import { GET as health } from "@/app/api/health/route";
import { BackupStatus } from "@/components/admin/backup-status";
import { backupStatus, nightlyBackupIfDue, recordedBackup } from "@/lib/backup/runs";
import { db } from "@/lib/db";
import { dataDir } from "@/lib/env";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

// Issue 65, item 5: the server's own nightly backup at 02:30 Lagos time, once a night whichever
// server asks, each recorded for the Overview and the health details; a failure is recorded with
// its reason and the Overview warns when nothing succeeded in 48 hours.

const SECRET = "a-cron-secret-for-the-backups-1234567";
const scratch: string[] = [];
let backups = "";
beforeEach(async () => {
  await resetDatabase();

  backups = mkdtempSync(path.join(os.tmpdir(), "band-runs-test-"));
  scratch.push(backups);
  vi.stubEnv("CRON_SECRET", SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
  // The nightly runs write where a real install's go; other files expect no archive there.
  rmSync(path.join(dataDir(), "backups"), { recursive: true, force: true });
  scratch.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe("the nightly backup", () => {
  it("waits for 02:30 in Lagos, runs once that night however often it is asked, and is recorded", async () => {
    expect(await nightlyBackupIfDue(new Date("2026-11-28T01:29:00Z"))).toBeNull(); // 02:29 in Lagos
    const due = new Date("2026-11-28T01:30:00Z");
    // Where the test's archives go: DATA_DIR/backups is the default; the run records it by that name.
    const made = await nightlyBackupIfDue(due);
    expect(made).toMatchObject({ ok: true });
    expect(await nightlyBackupIfDue(new Date("2026-11-28T05:00:00Z"))).toBeNull();
    const runs = await db.backupRun.findMany();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ night: "2026-11-28", ok: true, location: "DATA_DIR/backups", name: expect.stringMatching(/^band-backup-/) });
    expect((await backupStatus()).overdue).toBe(false);
    // The health details name it.
    const details = await health(request("GET", "/api/health", { headers: { authorization: `Bearer ${SECRET}` } }));
    expect(((await details.json()) as { backup: { where: string; bytes: number } }).backup).toMatchObject({ where: "DATA_DIR/backups", bytes: runs[0]!.bytes });
  });

  it("records a failure with its reason, and the Overview's status warns after 48 hours without a success", async () => {
    const notAFolder = path.join(backups, "a-file");
    writeFileSync(notAFolder, "");
    const failed = await recordedBackup({ destination: notAFolder });
    expect(failed).toMatchObject({ ok: false, error: expect.stringMatching(/EEXIST|ENOTDIR|not a directory/) });
    const status = await backupStatus();
    expect(status).toMatchObject({ last: null, overdue: true, lastError: failed!.ok ? null : failed!.error });

    expect(await recordedBackup({ destination: path.join(backups, "ok") })).toMatchObject({ ok: true });
    expect(await backupStatus()).toMatchObject({ overdue: false, lastError: null });
    expect((await backupStatus(new Date(Date.now() + 49 * 3_600_000))).overdue).toBe(true);
  });

  it("does not warn a fresh install before its first night: only once it is 48 hours old without a backup", async () => {
    const installed = new Date("2026-11-28T10:00:00Z");
    await db.admin.create({ data: { username: "first-account", passwordHash: "x", createdAt: installed } });
    expect(await backupStatus(new Date(installed.getTime() + 47 * 3_600_000))).toMatchObject({ last: null, overdue: false, lastError: null });
    expect((await backupStatus(new Date(installed.getTime() + 49 * 3_600_000))).overdue).toBe(true);
  });

  it("tells the Overview the truth when this server makes no nightly backup (BACKUP_NIGHTLY=off): no promise of 02:30", async () => {
    const overviewLine = async () => renderToStaticMarkup(await BackupStatus());
    await db.admin.create({ data: { username: "first-account", passwordHash: "x" } });
    expect(await overviewLine()).toContain("No backup yet: the server makes the first one at 02:30 tonight");

    vi.stubEnv("BACKUP_NIGHTLY", "off");
    expect((await backupStatus()).nightly).toBe(false);
    const none = await overviewLine();
    expect(none).toContain("No backup yet. This server makes no nightly backup of its own (BACKUP_NIGHTLY=off)");
    expect(none).not.toContain("02:30");

    await recordedBackup({ destination: backups, keep: 2 });
    const made = await overviewLine();
    expect(made).toMatch(/Last backup: .*\. This server makes no nightly backup of its own/);
    expect(made).not.toContain("02:30");
  });

  it("runs from the cron route with the secret only, once a night", async () => {
    const ask = (authorization?: string) => cronBackup(request("GET", "/api/cron/backup", { headers: authorization ? { authorization } : {} }));
    expect((await ask()).status).toBe(401);
    expect((await ask("Bearer wrong")).status).toBe(401);
    const first = await ask(`Bearer ${SECRET}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ ran: true, ok: true, name: expect.stringMatching(/^band-backup-/) });
    expect(await (await ask(`Bearer ${SECRET}`)).json()).toEqual({ ran: false });
  });
});
