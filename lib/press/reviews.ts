import "server-only";
import { cachedRead } from "@/lib/cache/cached-read";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";

export type PressReview = { id: number; name: string; rating: number; text: string };

/** The press kit's three reviews: the best-rated Google reviews shown on the site that say something, newest first among equals. */
export const pressReviews = cachedRead(cacheTags.reviews, "press-reviews", async (): Promise<PressReview[]> => {
  const rows = await db.review.findMany({
    where: { isActive: true, hiddenByAdmin: false, rating: { gte: 4 }, reviewText: { not: null } },
    orderBy: [{ rating: "desc" }, { reviewTime: "desc" }, { id: "desc" }],
    select: { id: true, authorName: true, rating: true, reviewText: true },
    take: 3,
  });
  return rows.filter((row) => row.reviewText?.trim()).map((row) => ({ id: row.id, name: row.authorName, rating: row.rating, text: row.reviewText ?? "" }));
});
