import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { takeRevalidations } from "../support/next-cache";
import { GET as listReviews } from "@/app/api/reviews/route";
import { POST as sync } from "@/app/api/reviews/sync/route";
import { db } from "@/lib/db";
import { openSecret } from "@/lib/security/token-crypto";
import { reviewAggregate } from "@/lib/reviews/queries";
import { defaultReviews, startFakeGoogle, type FakeGoogle } from "../fakes/google";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { clearGoogleEnv, connect, consentAtGoogle, deliverCallback, useFakeGoogleEnv } from "../support/google";
import { request } from "../support/requests";

// Connecting the Google Business Profile and syncing its reviews, against the local fake Google.

const none = { params: Promise.resolve({}) };
let google: FakeGoogle;
let cookie = "";

const runSync = async (options: { origin?: string } = {}) => {
  const response = await sync(request("POST", "/api/reviews/sync", { cookie, ...options }), none);
  return { status: response.status, body: (await response.json()) as { synced?: number; deactivated?: number; error?: string } };
};

beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(async () => {
  clearGoogleEnv();
  await google.close();
});
beforeEach(async () => {
  google.reset();
  useFakeGoogleEnv(google);
  await resetDatabase();
  cookie = await signedInAdminCookie();
  takeRevalidations();
});

describe("connecting Google", () => {
  it("sends the admin to Google with the whole web-server request and PKCE", async () => {
    const { authUrl, back } = await consentAtGoogle("reviews", cookie);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    const params = Object.fromEntries(authUrl.searchParams);
    expect(params).toMatchObject({
      client_id: process.env.GOOGLE_CLIENT_ID,
      redirect_uri: "http://localhost:3000/api/reviews/callback",
      response_type: "code",
      scope: "https://www.googleapis.com/auth/business.manage",
      access_type: "offline",
      prompt: "consent",
      code_challenge_method: "S256",
    });
    expect(params.state).toMatch(/^[\w-]{40,}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(back.searchParams.get("state")).toBe(params.state);
    // The state itself is never stored, only its hash.
    const stored = await db.oAuthState.findFirstOrThrow();
    expect(stored.stateHash).not.toContain(params.state);
  });

  it("stores the refresh token sealed: the database alone does not reveal it", async () => {
    const { status, location } = await connect("reviews", cookie);
    expect(status).toBe(303);
    expect(location.pathname).toBe("/admin/reviews");
    expect(Object.fromEntries(location.searchParams)).toEqual({ google: "connected" });
    const [issued] = [...google.refreshTokens];
    const row = await db.integrationToken.findUniqueOrThrow({ where: { provider: "google-business" } });
    expect(row.refreshToken).toMatch(/^v1:/);
    expect(row.refreshToken).not.toContain(issued);
    expect(JSON.stringify(row)).not.toContain(issued!.slice(4));
    expect(openSecret(row.refreshToken)).toBe(issued);
  });

  it("refuses a reused state, a wrong state, another session's state and an expired one", async () => {
    const first = await consentAtGoogle("reviews", cookie);
    expect((await deliverCallback("reviews", first.back, cookie)).location.searchParams.get("google")).toBe("connected");
    await db.integrationToken.deleteMany();

    const reused = await deliverCallback("reviews", first.back, cookie);
    expect(reused.location.searchParams.get("google")).toBe("error");
    expect(reused.location.searchParams.get("reason")).toMatch(/^state-(used|unknown)$/);

    const wrong = new URL(first.back);
    wrong.searchParams.set("state", "not-a-state-we-issued");
    expect((await deliverCallback("reviews", wrong, cookie)).location.searchParams.get("google")).toBe("error");

    const missing = new URL(first.back);
    missing.searchParams.delete("state");
    expect((await deliverCallback("reviews", missing, cookie)).location.searchParams.get("reason")).toBe("state-missing");

    // A state issued to this admin session, brought back by another session.
    const other = await consentAtGoogle("reviews", cookie);
    const { POST: login } = await import("@/app/api/admin/login/route");
    const second = await login(request("POST", "/api/admin/login", { body: { username: "inbox-admin", password: "inbox-password" }, ip: "192.0.2.201" }));
    const otherCookie = (second.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect((await deliverCallback("reviews", other.back, otherCookie)).location.searchParams.get("reason")).toBe("state-other");

    // The reviews state cannot connect AdSense.
    const crossed = await consentAtGoogle("reviews", cookie);
    expect((await deliverCallback("adsense", crossed.back, cookie)).location.searchParams.get("google")).toBe("error");

    const late = await consentAtGoogle("reviews", cookie);
    await db.oAuthState.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await deliverCallback("reviews", late.back, cookie)).location.searchParams.get("reason")).toBe("state-expired");

    expect(await db.integrationToken.count()).toBe(0);
  });

  it("says what to set when Google is not configured", async () => {
    delete process.env.GOOGLE_CLIENT_SECRET;
    const { GET } = await import("@/app/api/reviews/auth-url/route");
    const response = await GET(request("GET", "/api/reviews/auth-url", { cookie }), none);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, error: expect.stringContaining("GOOGLE_CLIENT_SECRET"), code: "unavailable" });
    const synced = await runSync();
    expect(synced.status).toBe(503);
    expect(synced.body.error).toMatch(/GOOGLE_CLIENT_SECRET/);
  });
});

describe("POST /api/reviews/sync", () => {
  it("reads every page (through a 429), upserts, maps the fields and revalidates the reviews tag", async () => {
    await connect("reviews", cookie);
    const { status, body } = await runSync();
    expect(status).toBe(200);
    expect(body).toEqual({ synced: 104, deactivated: 0 });
    const listCalls = google.calls.filter((call) => call.includes("/reviews"));
    expect(listCalls).toHaveLength(4); // 3 pages, page 2 twice after its 429
    expect(listCalls.every((call) => call.includes("pageSize=50"))).toBe(true);
    expect(takeRevalidations()).toEqual([{ tag: "reviews", profile: { expire: 0 } }]);

    const rows = await db.review.findMany({ orderBy: { reviewTime: "desc" } });
    expect(rows).toHaveLength(104);
    expect(rows.find((row) => row.reviewId === "g-review-8")).toBeUndefined(); // STAR_RATING_UNSPECIFIED
    expect(rows.find((row) => row.reviewId === "g-review-1")).toMatchObject({
      authorName: "Ngozi Obi 1",
      authorPhotoUrl: "https://lh3.googleusercontent.com/a/photo-1",
      rating: 5,
      reviewText: "Review number 1: the band was wonderful.",
    });
    expect(rows.find((row) => row.reviewId === "g-review-4")).toMatchObject({ authorName: "A Google user", authorPhotoUrl: null });
    expect(rows.find((row) => row.reviewId === "g-review-5")).toMatchObject({ reviewText: null });
    expect(rows.find((row) => row.reviewId === "g-review-3")).toMatchObject({ rating: 4 });
    const status2 = await db.integrationStatus.findUniqueOrThrow({ where: { provider: "google-business" } });
    expect(status2).toMatchObject({ lastSyncOk: true, totalReviewCount: 105 });
    expect(await reviewAggregate()).toEqual({ ratingValue: Math.round(status2.averageRating! * 10) / 10, reviewCount: 105 });
  });

  it("deactivates a review Google no longer returns, and updates a changed one", async () => {
    await connect("reviews", cookie);
    await runSync();
    google.reviews = defaultReviews().filter((review) => review.reviewId !== "g-review-2");
    google.reviews[0]!.comment = "Edited at Google.";
    google.rateLimitPageTwo = false;
    const { body } = await runSync();
    expect(body).toEqual({ synced: 103, deactivated: 1 });
    expect(await db.review.findUniqueOrThrow({ where: { reviewId: "g-review-2" } })).toMatchObject({ isActive: false });
    const shown = (await (await listReviews()).json()) as { authorName: string; reviewText: string | null }[];
    expect(shown.some((review) => review.authorName === "Segun Alade 2")).toBe(false);
    expect(shown[0]).toMatchObject({ authorName: "Ngozi Obi 1", reviewText: "Edited at Google." });
  });

  it("deactivates the demo reviews on the first sync; demo reviews never count in the rating", async () => {
    await db.review.create({ data: { reviewId: "demo-review-1", authorName: "Demo", rating: 1, reviewTime: new Date(), isDemo: true } });
    expect(await reviewAggregate()).toBeNull();
    await connect("reviews", cookie);
    await runSync();
    expect(await db.review.findUniqueOrThrow({ where: { reviewId: "demo-review-1" } })).toMatchObject({ isActive: false });
  });

  it("invalid_grant deletes the stored token and asks the admin to connect again", async () => {
    await connect("reviews", cookie);
    google.refreshTokens.clear(); // the admin revoked access at Google
    await db.integrationToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const { status, body } = await runSync();
    expect(status).toBe(409);
    expect(body.error).toMatch(/Connect/);
    expect(body.error).not.toMatch(/authentication/i); // that word signs the admin out in the tab
    expect(await db.integrationToken.count()).toBe(0);
    expect((await runSync()).body.error).toMatch(/not connected/);
  });

  it("uses the cached access token until it expires", async () => {
    await connect("reviews", cookie);
    google.rateLimitPageTwo = false;
    await runSync();
    await runSync();
    expect(google.calls.filter((call) => call === "POST /token")).toHaveLength(1); // only the code exchange
  });

  it.each([
    ["an HTML error page", "html" as const, /not JSON/],
    ["a review without its rating", "missing-fields" as const, /not understood.*starRating/],
    ["no answer at all", "hang" as const, /did not answer in time/],
  ])("answers a clear error and writes nothing on %s", async (_name, mode, message) => {
    await db.review.create({ data: { reviewId: "kept", authorName: "Kept", rating: 5, reviewTime: new Date() } });
    await connect("reviews", cookie);
    google.mode = mode;
    google.rateLimitPageTwo = false;
    process.env.GOOGLE_API_TIMEOUT_MS = "300";
    try {
      const { status, body } = await runSync();
      expect(status).toBe(502);
      expect(body.error).toMatch(message);
    } finally {
      delete process.env.GOOGLE_API_TIMEOUT_MS;
    }
    expect(await db.review.findMany({ select: { reviewId: true, isActive: true } })).toEqual([{ reviewId: "kept", isActive: true }]);
    expect(await db.integrationStatus.findUniqueOrThrow({ where: { provider: "google-business" } })).toMatchObject({ lastSyncOk: false, averageRating: null });
  });

  it("refuses a cross-site request", async () => {
    const { status } = await runSync({ origin: "https://evil.example" });
    expect(status).toBe(403);
  });
});
