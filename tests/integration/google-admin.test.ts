import { rm } from "node:fs/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { takeRevalidations } from "../support/next-cache";
import { DELETE as removeDemo, GET as demoCounts } from "@/app/api/admin/demo-content/route";
import { GET as adsenseAuthUrl } from "@/app/api/adsense/auth-url/route";
import { GET as adsenseCallback } from "@/app/api/adsense/callback/route";
import { GET as revenue } from "@/app/api/adsense/revenue/route";
import { GET as cronReviews } from "@/app/api/cron/reviews/route";
import { PATCH as patchReview } from "@/app/api/reviews/[id]/route";
import { GET as reviewsAdmin } from "@/app/api/reviews/admin/route";
import { GET as reviewsAuthUrl } from "@/app/api/reviews/auth-url/route";
import { GET as reviewsCallback } from "@/app/api/reviews/callback/route";
import { GET as listReviews } from "@/app/api/reviews/route";
import { POST as sync } from "@/app/api/reviews/sync/route";
import { db } from "@/lib/db";
import { syncReviewsIfDue } from "@/lib/reviews/daily-sync";
import { reviewAggregate } from "@/lib/reviews/queries";
import { seedDemoContent } from "@/lib/setup/demo";
import { localStorage } from "@/lib/storage/local";
import type { AdminReviewsOverview } from "@/lib/validation/reviews";
import { startFakeGoogle, type FakeGoogle } from "../fakes/google";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { clearGoogleEnv, connect, useFakeGoogleEnv } from "../support/google";
import { request } from "../support/requests";

// The admin side around the Google integrations: the Reviews tab's data and switch, the daily
// sync's cron route, demo content removal, and the session check on every new route.

const none = { params: Promise.resolve({}) };
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
let google: FakeGoogle;
let cookie = "";

beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(async () => {
  clearGoogleEnv();
  delete process.env.CRON_SECRET;
  await google.close();
});
beforeEach(async () => {
  google.reset();
  google.rateLimitPageTwo = false;
  clearGoogleEnv();
  useFakeGoogleEnv(google);
  await resetDatabase();
  cookie = await signedInAdminCookie();
  takeRevalidations();
});

describe("admin-only routes", () => {
  it("answer 401 without a signed-in admin", async () => {
    const calls: [string, () => Promise<Response>][] = [
      ["GET /api/reviews/auth-url", () => reviewsAuthUrl(request("GET", "/api/reviews/auth-url"), none)],
      ["GET /api/reviews/callback", () => reviewsCallback(request("GET", "/api/reviews/callback?code=x&state=y"), none)],
      ["GET /api/adsense/auth-url", () => adsenseAuthUrl(request("GET", "/api/adsense/auth-url"), none)],
      ["GET /api/adsense/callback", () => adsenseCallback(request("GET", "/api/adsense/callback?code=x&state=y"), none)],
      ["GET /api/adsense/revenue", () => revenue(request("GET", "/api/adsense/revenue"), none)],
      ["POST /api/reviews/sync", () => sync(request("POST", "/api/reviews/sync"), none)],
      ["GET /api/reviews/admin", () => reviewsAdmin(request("GET", "/api/reviews/admin"), none)],
      ["PATCH /api/reviews/1", () => patchReview(request("PATCH", "/api/reviews/1", { body: { hidden: true } }), withId(1))],
      ["GET /api/admin/demo-content", () => demoCounts(request("GET", "/api/admin/demo-content"), none)],
      ["DELETE /api/admin/demo-content", () => removeDemo(request("DELETE", "/api/admin/demo-content"), none)],
    ];
    for (const [name, call] of calls) expect([name, (await call()).status]).toEqual([name, 401]);
    const forged = "next-auth.session-token=forged";
    expect((await sync(request("POST", "/api/reviews/sync", { cookie: forged }), none)).status).toBe(401);
  });

  it("refuse cross-site writes", async () => {
    expect((await patchReview(request("PATCH", "/api/reviews/1", { cookie, body: { hidden: true }, origin: "https://evil.example" }), withId(1))).status).toBe(403);
    expect((await removeDemo(request("DELETE", "/api/admin/demo-content", { cookie, origin: "https://evil.example" }), none)).status).toBe(403);
  });
});

describe("the Reviews tab's data", () => {
  it("says what is missing when Google is not configured", async () => {
    clearGoogleEnv();
    const body = (await (await reviewsAdmin(request("GET", "/api/reviews/admin", { cookie }), none)).json()) as AdminReviewsOverview;
    expect(body).toMatchObject({ configured: false, connected: false, location: null, lastSync: null });
    expect(body.missing).toEqual(["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_BUSINESS_ACCOUNT_ID", "GOOGLE_BUSINESS_LOCATION_ID"]);
  });

  it("shows the connection, the last sync and every review; the switch hides one from the site and a sync keeps it hidden", async () => {
    await connect("reviews", cookie);
    await sync(request("POST", "/api/reviews/sync", { cookie }), none);
    const body = (await (await reviewsAdmin(request("GET", "/api/reviews/admin", { cookie }), none)).json()) as AdminReviewsOverview;
    expect(body).toMatchObject({ configured: true, connected: true, location: "accounts/1234567890/locations/9876543210", lastSync: { ok: true } });
    expect(body.googleRating?.totalReviewCount).toBe(105);
    expect(body.reviews).toHaveLength(104);

    const target = body.reviews[0]!;
    takeRevalidations();
    const hidden = await patchReview(request("PATCH", `/api/reviews/${target.id}`, { cookie, body: { hidden: true } }), withId(target.id));
    expect(await hidden.json()).toEqual({ id: target.id, hidden: true });
    expect(takeRevalidations()).toEqual([{ tag: "reviews", profile: { expire: 0 } }]);
    const shown = (await (await listReviews()).json()) as { id: number }[];
    expect(shown.some((review) => review.id === target.id)).toBe(false);
    await sync(request("POST", "/api/reviews/sync", { cookie }), none);
    expect(await db.review.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({ hiddenByAdmin: true, isActive: true });
  });

  it("refuses a bad switch request", async () => {
    const review = await db.review.create({ data: { reviewId: "r1", authorName: "A", rating: 5, reviewTime: new Date() } });
    const patch = (id: string, body: unknown) => patchReview(request("PATCH", `/api/reviews/${id}`, { cookie, body }), withId(id));
    expect((await patch("abc", { hidden: true })).status).toBe(400);
    expect((await patch(String(review.id), { hidden: "yes" })).status).toBe(400);
    expect((await patch(String(review.id), {})).status).toBe(400);
    expect((await patch("999999", { hidden: true })).status).toBe(404);
    const raw = await patchReview(
      request("PATCH", `/api/reviews/${review.id}`, { cookie, rawBody: "{not json", headers: { "content-type": "application/json" } }),
      withId(review.id),
    );
    expect(raw.status).toBe(400);
  });
});

describe("GET /api/cron/reviews", () => {
  const cron = (secret?: string) => cronReviews(request("GET", "/api/cron/reviews", secret ? { headers: { authorization: `Bearer ${secret}` } } : {}));

  it("is closed without CRON_SECRET and refuses a wrong secret", async () => {
    delete process.env.CRON_SECRET;
    expect((await cron("anything")).status).toBe(503);
    process.env.CRON_SECRET = "cron-secret-for-tests";
    expect((await cron()).status).toBe(401);
    expect((await cron("wrong")).status).toBe(401);
  });

  it("syncs when Google is connected, and says why not otherwise", async () => {
    process.env.CRON_SECRET = "cron-secret-for-tests";
    expect(await (await cron("cron-secret-for-tests")).json()).toEqual({ ran: false, reason: "Google is not connected" });
    await connect("reviews", cookie);
    const response = await cron("cron-secret-for-tests");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ran: true, result: { synced: 104, deactivated: 0 } });
    expect(await db.review.count({ where: { isActive: true } })).toBe(104);
  });
});

describe("the server's daily sync", () => {
  it("runs when the last sync is a day old, not before, and records a failure instead of throwing", async () => {
    await connect("reviews", cookie);
    expect(await syncReviewsIfDue()).toMatchObject({ ran: true, result: { synced: 104 } });
    expect(await syncReviewsIfDue()).toEqual({ ran: false, reason: "synced less than a day ago" });
    const tomorrow = new Date(Date.now() + 86_400_000 + 1000);
    google.mode = "html";
    expect(await syncReviewsIfDue({ now: tomorrow })).toEqual({ ran: true, error: expect.stringMatching(/not JSON/) });
    expect(await db.integrationStatus.findUniqueOrThrow({ where: { provider: "google-business" } })).toMatchObject({ lastSyncOk: false });
    expect(await db.review.count({ where: { isActive: true } })).toBe(104);
  });
});

describe("demo content", () => {
  it("is reported on the Overview and removed whole, track files included, in one action", async () => {
    await seedDemoContent({ SEED_DEMO: "1" });
    const tracks = await db.musicTrack.findMany({ where: { isDemo: true } });
    expect(tracks).toHaveLength(3);
    expect(await localStorage.stat(tracks[0]!.storageKey)).not.toBeNull();
    await db.review.create({ data: { reviewId: "real", authorName: "Real Client", rating: 4, reviewTime: new Date() } });
    // Demo reviews never count in the JSON-LD rating.
    expect(await reviewAggregate()).toEqual({ ratingValue: 4, reviewCount: 1 });

    const counts = await (await demoCounts(request("GET", "/api/admin/demo-content", { cookie }), none)).json();
    expect(counts).toEqual({ reviews: 5, tracks: 3, contacts: 3, galleryPhotos: 25, galleryVideos: 0, onPublicSite: true, blockedBy: null });

    // A sample enquiry with a quote sent (or paid) keeps it all: no payment record is lost.
    const sample = await db.contact.findFirstOrThrow({ where: { isDemo: true }, orderBy: { id: "asc" } });
    const quote = await db.bookingQuote.create({
      data: {
        contactId: sample.id,
        token: "t".repeat(43),
        url: "http://localhost:3000/booking/x",
        total: 500_000,
        deposit: 250_000,
        balance: 250_000,
        depositDueAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    const blockedBy = `The sample enquiry of ${sample.name} (Quote ${quote.id}) has a quote that is sent or paid: withdraw or cancel it in Payments first, so no payment record is lost.`;
    expect(await (await demoCounts(request("GET", "/api/admin/demo-content", { cookie }), none)).json()).toMatchObject({ blockedBy });
    const refused = await removeDemo(request("DELETE", "/api/admin/demo-content", { cookie }), none);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: blockedBy, code: "conflict" });
    expect(await db.contact.count({ where: { isDemo: true } })).toBe(3);
    await db.bookingQuote.update({ where: { id: quote.id }, data: { status: "cancelled" } });

    const removed = await removeDemo(request("DELETE", "/api/admin/demo-content", { cookie }), none);
    expect(await removed.json()).toEqual({ removed: { reviews: 5, tracks: 3, contacts: 3, galleryPhotos: 25, galleryVideos: 0 } });
    for (const track of tracks) expect(await localStorage.stat(track.storageKey)).toBeNull();
    expect(await db.review.findMany({ select: { reviewId: true } })).toEqual([{ reviewId: "real" }]);
    expect(await db.contact.count()).toBe(0);
    expect(await (await demoCounts(request("GET", "/api/admin/demo-content", { cookie }), none)).json()).toEqual({
      reviews: 0,
      tracks: 0,
      contacts: 0,
      galleryPhotos: 0,
      galleryVideos: 0,
      onPublicSite: false,
      blockedBy: null,
    });
    await rm(`${process.env.DATA_DIR}/uploads`, { recursive: true, force: true });
  });
});
