import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isPostgres, resetDatabase } from "../support/db";

beforeEach(resetDatabase);

describe("every model round-trips through the database", () => {
  it("contacts: all fields, defaults, status change, delete", async () => {
    const created = await db.contact.create({
      data: {
        name: "Ọlá Adébáyọ̀ 🎺",
        email: "ola@example.com",
        phone: "+2348030000000",
        eventType: "Wedding",
        eventDate: "2027-03-20",
        message: "Reception after church",
        venue: "Eko Hotel",
        guestCount: 350,
        budget: "Above ₦5,000,000",
        source: "contact",
      },
    });
    expect(created).toMatchObject({ status: "new", isDemo: false, name: "Ọlá Adébáyọ̀ 🎺", guestCount: 350 });
    expect(created.createdAt).toBeInstanceOf(Date);
    const updated = await db.contact.update({ where: { id: created.id }, data: { status: "booked" } });
    expect(updated.status).toBe("booked");
    await db.contact.delete({ where: { id: created.id } });
    expect(await db.contact.count()).toBe(0);
  });

  it("newsletters: unique email, subscribed by default", async () => {
    const row = await db.newsletter.create({ data: { email: "fan@example.com", unsubscribeToken: "token-1" } });
    expect(row.subscribed).toBe(true);
    await expect(db.newsletter.create({ data: { email: "fan@example.com", unsubscribeToken: "token-2" } })).rejects.toThrow();
  });

  it("admins: hash omitted unless asked for; sessions cascade on delete", async () => {
    const admin = await db.admin.create({ data: { username: "owner", passwordHash: "hash" } });
    expect(admin).not.toHaveProperty("passwordHash");
    expect(admin.isActive).toBe(true);
    const withHash = await db.admin.findUnique({ where: { id: admin.id }, omit: { passwordHash: false } });
    expect(withHash?.passwordHash).toBe("hash");
    await db.adminSession.create({ data: { id: "session-1", adminId: admin.id, expiresAt: new Date(Date.now() + 60_000) } });
    await db.admin.delete({ where: { id: admin.id } });
    expect(await db.adminSession.count()).toBe(0);
  });

  it("reviews: unique reviewId, optional text and photo", async () => {
    const review = await db.review.create({
      data: { reviewId: "g-1", authorName: "Ada", rating: 5, reviewTime: new Date("2026-10-01T12:00:00Z") },
    });
    expect(review).toMatchObject({ reviewText: null, authorPhotoUrl: null, isActive: true });
    expect(review.reviewTime.toISOString()).toBe("2026-10-01T12:00:00.000Z");
    await expect(db.review.create({ data: { reviewId: "g-1", authorName: "B", rating: 4, reviewTime: new Date() } })).rejects.toThrow();
  });

  it("music tracks: defaults, updatedAt, atomic play count", async () => {
    const track = await db.musicTrack.create({
      data: { title: "Song", artist: "Band", fileUrl: "/api/media/music/a.mp3", storageKey: "music/a.mp3", fileSize: 1234, mimeType: "audio/mpeg" },
    });
    expect(track).toMatchObject({ duration: 0, playCount: 0, isActive: true });
    await Promise.all(Array.from({ length: 10 }, () => db.musicTrack.update({ where: { id: track.id }, data: { playCount: { increment: 1 } } })));
    const after = await db.musicTrack.findUniqueOrThrow({ where: { id: track.id } });
    expect(after.playCount).toBe(10);
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(track.updatedAt.getTime());
  });

  it("website traffic and actions", async () => {
    const visit = await db.websiteTraffic.create({
      data: { pagePath: "/gallery", pageTitle: "Gallery", visitorId: "visitor_1", sessionId: "session_1", timeOnPage: 42 },
    });
    expect(visit.ipAddress).toBeNull();
    expect(visit.visitedAt).toBeInstanceOf(Date);
    const action = await db.websiteAction.create({
      data: { actionType: "click", pagePath: "/", elementId: "book", actionData: JSON.stringify({ a: 1 }) },
    });
    expect(JSON.parse(action.actionData ?? "")).toEqual({ a: 1 });
    const grouped = await db.websiteAction.groupBy({ by: ["actionType"], _count: { _all: true } });
    expect(grouped).toEqual([{ actionType: "click", _count: { _all: 1 } }]);
  });

  it("client logos, integration tokens, rate limits", async () => {
    await db.clientLogo.create({ data: { slot: 0, name: "Aradel Holdings", sizePercent: 125 } });
    expect((await db.clientLogo.findUniqueOrThrow({ where: { slot: 0 } })).imageUrl).toBeNull();
    await db.integrationToken.create({ data: { provider: "adsense", refreshToken: "r" } });
    await expect(db.integrationToken.create({ data: { provider: "adsense", refreshToken: "s" } })).rejects.toThrow();
    const limit = await db.rateLimit.create({ data: { key: "k", count: 1, resetAt: new Date() } });
    expect(limit.count).toBe(1);
  });

  it("outbox rows link to their contact and survive its deletion", async () => {
    const contact = await db.contact.create({ data: { name: "A", phone: "1", eventType: "Wedding", eventDate: "2027-01-01", source: "home" } });
    const [, message] = await db.$transaction([
      db.contact.update({ where: { id: contact.id }, data: { status: "contacted" } }),
      db.outbox.create({ data: { kind: "enquiry-notification", to: "band@example.com", subject: "New enquiry", text: "…", contactId: contact.id } }),
    ]);
    expect(message).toMatchObject({ attempts: 0, sentAt: null, lastError: null });
    await db.contact.delete({ where: { id: contact.id } });
    expect((await db.outbox.findUniqueOrThrow({ where: { id: message.id } })).contactId).toBeNull();
  });

  it("a failed transaction writes nothing", async () => {
    await expect(
      db.$transaction(async (tx) => {
        await tx.contact.create({ data: { name: "A", phone: "1", eventType: "Wedding", eventDate: "2027-01-01", source: "home" } });
        throw new Error("mail queue unavailable");
      }),
    ).rejects.toThrow("mail queue unavailable");
    expect(await db.contact.count()).toBe(0);
  });
});

describe.skipIf(isPostgres())("SQLite connection settings", () => {
  it("runs in WAL mode with synchronous=FULL, foreign keys and a busy timeout", async () => {
    const pragma = async (name: string) => Object.values((await db.$queryRawUnsafe<Record<string, unknown>[]>(`PRAGMA ${name}`))[0] ?? {})[0];
    expect(await pragma("journal_mode")).toBe("wal");
    expect(Number(await pragma("synchronous"))).toBe(2);
    expect(Number(await pragma("foreign_keys"))).toBe(1);
    expect(Number(await pragma("busy_timeout"))).toBe(5000);
  });
});
