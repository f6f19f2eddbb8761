import "server-only";
import { cachedRead } from "@/lib/cache/cached-read";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";

export type PublicReview = {
  id: number;
  authorName: string;
  authorPhotoUrl: string | null;
  rating: number;
  reviewText: string | null;
  reviewTime: string;
};

/** What the public site shows: active reviews the admin has not hidden. */
const shownOnSite = { isActive: true, hiddenByAdmin: false };

/** Active reviews, newest first, in the shape the public site shows (the newest `limit`, or all). */
export async function listActiveReviews(limit?: number): Promise<PublicReview[]> {
  const rows = await db.review.findMany({
    where: shownOnSite,
    orderBy: [{ reviewTime: "desc" }, { id: "desc" }],
    select: { id: true, authorName: true, authorPhotoUrl: true, rating: true, reviewText: true, reviewTime: true },
    take: limit,
  });
  return rows.map((row) => ({ ...row, reviewTime: row.reviewTime.toISOString() }));
}

/**
 * The home page's reviews, in its prerendered HTML (issue 68: no request from the browser at load),
 * made afresh when a sync or a hide changes them (tag `reviews`). The newest 30: ten steps of Load
 * More, and a page a slow phone still parses quickly at ten years of reviews.
 */
export const homeReviews = cachedRead(cacheTags.reviews, "home-reviews", () => listActiveReviews(30));

export type RatingSummary = { ratingValue: number; reviewCount: number };

/**
 * The rating search engines are told about: Google's own average and count once Google is
 * connected and synced, else the shown reviews' average. Demo reviews never count.
 */
export async function reviewAggregate(): Promise<RatingSummary | null> {
  const [google, connected] = await Promise.all([
    db.integrationStatus.findUnique({ where: { provider: "google-business" }, select: { averageRating: true, totalReviewCount: true } }),
    db.integrationToken.count({ where: { provider: "google-business" } }),
  ]);
  if (connected && google?.averageRating && google.totalReviewCount) {
    return { ratingValue: Math.round(google.averageRating * 10) / 10, reviewCount: google.totalReviewCount };
  }
  const result = await db.review.aggregate({ where: { ...shownOnSite, isDemo: false }, _avg: { rating: true }, _count: { _all: true } });
  const count = result._count._all;
  if (!count || result._avg.rating === null) return null;
  return { ratingValue: Math.round(result._avg.rating * 10) / 10, reviewCount: count };
}

/** The rating in the home page's structured data. */
export const publicReviewAggregate = cachedRead(cacheTags.reviews, "review-aggregate", reviewAggregate);
