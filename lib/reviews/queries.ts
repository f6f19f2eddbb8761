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

/** Active reviews, newest first, in the shape the public site shows. */
export async function listActiveReviews(): Promise<PublicReview[]> {
  const rows = await db.review.findMany({
    where: shownOnSite,
    orderBy: [{ reviewTime: "desc" }, { id: "desc" }],
    select: { id: true, authorName: true, authorPhotoUrl: true, rating: true, reviewText: true, reviewTime: true },
  });
  return rows.map((row) => ({ ...row, reviewTime: row.reviewTime.toISOString() }));
}

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
