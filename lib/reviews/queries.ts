import "server-only";
import { db } from "@/lib/db";

export type PublicReview = {
  id: number;
  authorName: string;
  authorPhotoUrl: string | null;
  rating: number;
  reviewText: string | null;
  reviewTime: string;
};

/** Active reviews, newest first, in the shape the public site shows. */
export async function listActiveReviews(): Promise<PublicReview[]> {
  const rows = await db.review.findMany({
    where: { isActive: true },
    orderBy: [{ reviewTime: "desc" }, { id: "desc" }],
    select: { id: true, authorName: true, authorPhotoUrl: true, rating: true, reviewText: true, reviewTime: true },
  });
  return rows.map((row) => ({ ...row, reviewTime: row.reviewTime.toISOString() }));
}

/** Average rating and count of the active reviews, or null when there are none. */
export async function reviewAggregate(): Promise<{ ratingValue: number; reviewCount: number } | null> {
  const result = await db.review.aggregate({ where: { isActive: true }, _avg: { rating: true }, _count: { _all: true } });
  const count = result._count._all;
  if (!count || result._avg.rating === null) return null;
  return { ratingValue: Math.round(result._avg.rating * 10) / 10, reviewCount: count };
}
