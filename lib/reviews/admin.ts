import "server-only";
import { db } from "@/lib/db";
import { businessLocationName, missingBusinessSettings } from "@/lib/integrations/google-config";
import { integrationStatus } from "@/lib/integrations/status";
import type { AdminReviewsOverview } from "@/lib/validation/reviews";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";

/** The Reviews tab: connection state, the last sync, Google's figures and every stored review. */
export async function reviewsOverview(): Promise<AdminReviewsOverview> {
  const missing = missingBusinessSettings();
  const [token, status, reviews] = await Promise.all([
    db.integrationToken.findUnique({ where: { provider: "google-business" }, select: { id: true } }),
    integrationStatus("google-business"),
    db.review.findMany({
      orderBy: [{ isActive: "desc" }, { reviewTime: "desc" }, { id: "desc" }],
      take: 500,
      select: { id: true, authorName: true, rating: true, reviewText: true, reviewTime: true, isActive: true, isDemo: true, hiddenByAdmin: true },
    }),
  ]);
  return {
    configured: missing.length === 0,
    missing,
    connected: Boolean(token),
    location: missing.length === 0 ? businessLocationName() : null,
    lastSync: status?.lastSyncAt ? { at: status.lastSyncAt.toISOString(), ok: Boolean(status.lastSyncOk), message: status.lastSyncMessage ?? "" } : null,
    googleRating: status?.averageRating && status.totalReviewCount ? { averageRating: status.averageRating, totalReviewCount: status.totalReviewCount } : null,
    reviews: reviews.map((review) => ({ ...review, reviewTime: review.reviewTime.toISOString() })),
  };
}

/** Hides a review from the site (or shows it again); a later sync keeps the admin's choice. */
export async function setReviewHidden(id: number, hidden: boolean): Promise<boolean> {
  const { count } = await db.review.updateMany({ where: { id }, data: { hiddenByAdmin: hidden } });
  if (count) revalidateData(cacheTags.reviews);
  return count > 0;
}
