import "server-only";
import { db } from "@/lib/db";
import { GoogleIntegrationError } from "@/lib/integrations/errors";
import { missingBusinessSettings } from "@/lib/integrations/google-config";
import { fetchAllGoogleReviews } from "@/lib/integrations/google-reviews";
import { recordSyncOutcome } from "@/lib/integrations/status";

export type SyncResult = { synced: number; deactivated: number };

/**
 * Reads every Google review of the location, then in one transaction: upserts them by reviewId,
 * deactivates stored Google reviews Google no longer returns and the demo reviews, and keeps
 * Google's own average and count. A failure before the transaction changes nothing. The caller
 * revalidates the reviews tag when it runs in a request (the sync and cron routes); the daily timer
 * of `npm start` cannot, and the cached rating expires within the hour instead.
 */
export async function syncGoogleReviews(now = new Date()): Promise<SyncResult> {
  const missing = missingBusinessSettings();
  if (missing.length) {
    throw new GoogleIntegrationError("not_configured", `Google reviews are not configured on this server: set ${missing.join(", ")}.`);
  }
  let list;
  try {
    list = await fetchAllGoogleReviews();
  } catch (error) {
    if (error instanceof GoogleIntegrationError) await recordSyncOutcome("google-business", { ok: false, message: error.message, at: now });
    throw error;
  }
  const ids = list.reviews.map((review) => review.reviewId);
  const results = await db.$transaction([
    ...list.reviews.map(({ reviewId, ...fields }) =>
      db.review.upsert({ where: { reviewId }, create: { reviewId, ...fields, isActive: true, isDemo: false }, update: { ...fields, isActive: true, isDemo: false } }),
    ),
    db.review.updateMany({ where: { isActive: true, OR: [{ isDemo: true }, { reviewId: { notIn: ids } }] }, data: { isActive: false } }),
    db.integrationStatus.upsert({
      where: { provider: "google-business" },
      create: { provider: "google-business", averageRating: list.averageRating, totalReviewCount: list.totalReviewCount },
      update: { averageRating: list.averageRating, totalReviewCount: list.totalReviewCount },
    }),
  ]);
  const deactivated = (results[list.reviews.length] as { count: number }).count;
  const result = { synced: list.reviews.length, deactivated };
  await recordSyncOutcome("google-business", { ok: true, message: `${result.synced} reviews synced, ${result.deactivated} removed from the site.`, at: now });
  return result;
}
