import { beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/reviews/route";
import { db } from "@/lib/db";
import { homeReviews, reviewAggregate } from "@/lib/reviews/queries";
import { resetDatabase } from "../support/db";

const day = 86_400_000;

async function seed() {
  const now = Date.now();
  await db.review.createMany({
    data: [
      { reviewId: "r-old", authorName: "Old Review", rating: 3, reviewText: "Fine.", reviewTime: new Date(now - 30 * day) },
      { reviewId: "r-new", authorName: "New Review", authorPhotoUrl: "https://example.com/a.jpg", rating: 5, reviewText: "Superb!", reviewTime: new Date(now - day) },
      { reviewId: "r-mid", authorName: "Mid Review", rating: 4, reviewText: null, reviewTime: new Date(now - 10 * day) },
      { reviewId: "r-hidden", authorName: "Hidden Review", rating: 1, reviewText: "Hidden", reviewTime: new Date(now), isActive: false },
    ],
  });
}

beforeEach(async () => {
  await resetDatabase();
});

describe("the home page's reviews (issue 68: rendered with the page)", () => {
  it("are the newest 30 the site shows, hidden and inactive ones left out", async () => {
    const now = Date.now();
    await db.review.createMany({
      data: Array.from({ length: 34 }, (_, i) => ({ reviewId: `r-${i}`, authorName: `Client ${i}`, rating: 5, reviewText: `Text ${i}`, reviewTime: new Date(now - i * day) })),
    });
    await db.review.updateMany({ where: { reviewId: { in: ["r-0", "r-2"] } }, data: { hiddenByAdmin: true } });
    await db.review.updateMany({ where: { reviewId: "r-1" }, data: { isActive: false } });
    const reviews = await homeReviews();
    expect(reviews).toHaveLength(30);
    expect(reviews.slice(0, 3).map((review) => review.authorName)).toEqual(["Client 3", "Client 4", "Client 5"]);
    expect(reviews.at(-1)?.authorName).toBe("Client 32");
  });
});

describe("GET /api/reviews", () => {
  it("lists active reviews newest first with the public fields only", async () => {
    await seed();
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body.map((review) => review.authorName)).toEqual(["New Review", "Mid Review", "Old Review"]);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(["authorName", "authorPhotoUrl", "id", "rating", "reviewText", "reviewTime"]);
    expect(body[0]).toMatchObject({ authorPhotoUrl: "https://example.com/a.jpg", rating: 5, reviewText: "Superb!" });
    expect(body[1]).toMatchObject({ reviewText: null, authorPhotoUrl: null });
    expect(new Date(String(body[0]?.reviewTime)).getTime()).toBeGreaterThan(new Date(String(body[1]?.reviewTime)).getTime());
  });

  it("answers an empty list when there are no active reviews", async () => {
    await db.review.create({ data: { reviewId: "r-x", authorName: "X", rating: 5, reviewTime: new Date(), isActive: false } });
    const response = await GET();
    expect(await response.json()).toEqual([]);
  });
});

describe("reviewAggregate", () => {
  it("averages the active ratings only", async () => {
    await seed();
    expect(await reviewAggregate()).toEqual({ ratingValue: 4, reviewCount: 3 });
  });

  it("is null without active reviews", async () => {
    expect(await reviewAggregate()).toBeNull();
  });
});
