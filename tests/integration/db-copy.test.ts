import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { copyDatabase } from "@/lib/db/copy";
import { createDb, type Db } from "@/lib/db/create-db";
import { resetDatabase, isPostgres } from "../support/db";
import { testPasswordHash } from "../support/password";

// npm run db:copy's copy: every table, ids, password hashes and the trigger-kept daily counts as
// they were, into a freshly migrated database of either provider, and a target that can take new
// rows afterwards (PostgreSQL's sequences moved past the copied ids). In the PostgreSQL run the
// second copy is SQLite to PostgreSQL, the move the deploying guide describes.

let folder = "";
let other: Db;

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), "band-copy-"));
  const url = `file:${path.join(folder, "copy.db")}`;
  const migrate = spawnSync(process.execPath, ["scripts/prisma.mjs", "deploy"], { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8" });
  if (migrate.status !== 0) throw new Error(migrate.stderr);
  other = createDb(url);
});

afterAll(async () => {
  await other.$disconnect();
  rmSync(folder, { recursive: true, force: true });
});

async function seed() {
  await resetDatabase();
  const admin = await db.admin.create({ data: { username: "band", passwordHash: await testPasswordHash("a long password") } });
  const contact = await db.contact.create({
    data: { name: "Ada", email: "ada@example.com", phone: "+2348012345678", eventType: "wedding", eventDate: "2027-02-14", message: "Hi", source: "contact" },
  });
  await db.outbox.create({ data: { kind: "notify", to: "band@example.com", subject: "New enquiry", text: "…", contactId: contact.id } });
  await db.auditEvent.create({ data: { adminId: admin.id, username: "band", action: "sign-in", outcome: "success" } });
  await db.websiteTraffic.create({ data: { pagePath: "/", visitedAt: new Date("2026-11-20T10:00:00Z"), referrer: "https://google.com", deviceClass: "phone" } });
  // A daily count that outlived its pruned visits: the copy must keep it, not what the triggers recount.
  await db.websiteTrafficDaily.updateMany({ data: { views: 41 } });
  const media = await db.mediaFile.create({
    data: { storageKey: "images/x.jpg", url: "/api/media/images/x.jpg", mimeType: "image/jpeg", width: 4, height: 3, blurDataUrl: "data:", bytes: 10 },
  });
  await db.galleryPhoto.create({ data: { title: "Stage", alt: "The stage", category: "Weddings", position: 0, mediaId: media.id } });
  await db.contentItem.create({ data: { kind: "testimonials", data: JSON.stringify({ name: "Funmi" }), isDemo: true, seedKey: "x" } });
  return { admin, contact };
}

async function snapshot(from: Db) {
  return {
    admins: await from.admin.findMany({ omit: { passwordHash: false }, orderBy: { id: "asc" } }),
    contacts: await from.contact.findMany({ orderBy: { id: "asc" } }),
    outbox: await from.outbox.findMany({ orderBy: { id: "asc" } }),
    audit: await from.auditEvent.findMany({ orderBy: { id: "asc" } }),
    traffic: await from.websiteTraffic.findMany({ orderBy: { id: "asc" } }),
    daily: await from.websiteTrafficDaily.findMany({ orderBy: { day: "asc" } }),
    photos: await from.galleryPhoto.findMany({ include: { media: true } }),
    content: await from.contentItem.findMany(),
    logos: await from.clientLogo.findMany({ orderBy: { slot: "asc" } }),
  };
}

describe("copyDatabase", () => {
  it("copies every row with its id into another database and back, keeping the daily counts", async () => {
    const { contact } = await seed();
    const before = await snapshot(db);
    expect(before.daily).toEqual([expect.objectContaining({ views: 41 })]);

    await db.cacheScope.create({ data: { id: 1, token: "source-pages" } });
    await other.cacheScope.create({ data: { id: 1, token: "target-pages-before-the-copy" } });
    const there = await copyDatabase(db, other, { targetIsPostgres: false });
    expect(await other.cacheScope.count(), "the copy gets a page-cache scope of its own on its next start").toBe(0);
    expect(there.find((table) => table.model === "Contact")).toEqual({ model: "Contact", rows: 1 });
    expect(await snapshot(other)).toEqual(before);

    // Back into the run's database (PostgreSQL in the PostgreSQL run), over what it holds.
    await db.contact.create({ data: { name: "Stale", email: "s@example.com", phone: "1", eventType: "other", eventDate: "2027-01-01", source: "contact" } });
    await copyDatabase(other, db, { targetIsPostgres: isPostgres() });
    expect(await snapshot(db)).toEqual(before);

    // New rows get fresh ids after the copied ones.
    const next = await db.contact.create({ data: { name: "Next", email: "n@example.com", phone: "2", eventType: "other", eventDate: "2027-03-01", source: "contact" } });
    expect(next.id).toBeGreaterThan(contact.id);
  });
});
