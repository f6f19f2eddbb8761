import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { verifyAdminLogin } from "@/lib/auth/credentials";
import { db } from "@/lib/db";
import { dataDir } from "@/lib/env";
import { CREDENTIALS_FILE, ensureAdmin } from "@/lib/setup/admin";
import { demoSeedAllowed, seedDemoContent } from "@/lib/setup/demo";
import { localPath } from "@/lib/storage/local";
import { resetDatabase } from "../support/db";

beforeEach(resetDatabase);

describe("ensureAdmin", () => {
  it("creates the admin from ADMIN_USERNAME / ADMIN_PASSWORD and follows a changed password", async () => {
    expect(await ensureAdmin({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "first-password-1" })).toEqual({ kind: "from-env", username: "owner", changed: true, deactivated: [] });
    expect((await verifyAdminLogin({ username: "owner", password: "first-password-1", ip: "192.0.2.9" })).ok).toBe(true);
    expect(await ensureAdmin({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "first-password-1" })).toMatchObject({ changed: false });

    const admin = await db.admin.findUniqueOrThrow({ where: { username: "owner" } });
    await db.adminSession.create({ data: { id: "old", adminId: admin.id, expiresAt: new Date(Date.now() + 60_000) } });
    await ensureAdmin({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "second-password-2" });
    expect((await verifyAdminLogin({ username: "owner", password: "first-password-1", ip: "192.0.2.9" })).ok).toBe(false);
    expect((await verifyAdminLogin({ username: "owner", password: "second-password-2", ip: "192.0.2.9" })).ok).toBe(true);
    expect((await db.adminSession.findUniqueOrThrow({ where: { id: "old" } })).revokedAt).not.toBeNull();
  });

  it("refuses half or weak admin settings", async () => {
    await expect(ensureAdmin({ ADMIN_USERNAME: "owner" })).rejects.toThrow(/must be set together/);
    await expect(ensureAdmin({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "short" })).rejects.toThrow(/Password must be at least 12 characters/);
    await expect(ensureAdmin({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "qwerty123456" })).rejects.toThrow(/commonly used passwords/);
    await expect(ensureAdmin({ ADMIN_USERNAME: "ab", ADMIN_PASSWORD: "long-enough-password" })).rejects.toThrow(/Username must be at least 3 characters/);
    expect(await db.admin.count()).toBe(0);
  });

  it("generates a strong password once, keeps it in DATA_DIR, and leaves it alone afterwards", async () => {
    const setup = await ensureAdmin({});
    expect(setup.kind).toBe("generated");
    if (setup.kind !== "generated") return;
    expect(setup.password.length).toBeGreaterThanOrEqual(20);
    const file = path.join(dataDir(), CREDENTIALS_FILE);
    expect(readFileSync(file, "utf8")).toContain(setup.password);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect((await verifyAdminLogin({ username: "admin", password: setup.password, ip: "192.0.2.9" })).ok).toBe(true);
    expect(await ensureAdmin({})).toEqual({ kind: "existing" });
    expect(await db.admin.count()).toBe(1);
  });
});

describe("demo content", () => {
  it("is allowed locally, refused for production PostgreSQL or with SEED_DEMO=0", () => {
    expect(demoSeedAllowed({ NODE_ENV: "production" }, "file:/tmp/x.db")).toBe(true);
    expect(demoSeedAllowed({ NODE_ENV: "development" }, "postgresql://localhost/dev")).toBe(true);
    expect(demoSeedAllowed({ NODE_ENV: "production" }, "postgresql://db.example/prod")).toBe(false);
    expect(demoSeedAllowed({ SEED_DEMO: "0" }, "file:/tmp/x.db")).toBe(false);
  });

  it("seeds playable tracks, reviews and enquiries marked as demo, only into an empty database", async () => {
    expect(await seedDemoContent({})).toEqual({ seeded: true });
    const tracks = await db.musicTrack.findMany();
    expect(tracks.length).toBeGreaterThanOrEqual(3);
    for (const track of tracks) {
      expect(track.isDemo).toBe(true);
      expect(track.duration).toBeGreaterThan(5);
      const file = localPath(track.storageKey);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file).subarray(0, 4).toString()).toBe("RIFF");
      expect(statSync(file).size).toBe(track.fileSize);
    }
    expect(await db.review.count({ where: { isDemo: true } })).toBeGreaterThan(0);
    expect(await db.contact.count({ where: { isDemo: true } })).toBeGreaterThan(0);

    expect(await seedDemoContent({})).toMatchObject({ seeded: false });
    expect(await db.musicTrack.count()).toBe(tracks.length);
  });

  it("stays out when SEED_DEMO=0", async () => {
    expect(await seedDemoContent({ SEED_DEMO: "0" })).toMatchObject({ seeded: false });
    expect(await db.review.count()).toBe(0);
  });
});
