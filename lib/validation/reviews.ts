import "server-only";
import { z } from "zod";
import "./jitless";

/** The Reviews tab's switch: hide a review from the site, or show it again. */
export const reviewVisibilitySchema = z.object({
  hidden: z.boolean({ error: "hidden must be true or false" }),
});

/** What the Reviews tab shows (GET /api/reviews/admin). */
export type AdminReviewsOverview = {
  configured: boolean;
  missing: string[];
  connected: boolean;
  location: string | null;
  lastSync: { at: string; ok: boolean; message: string } | null;
  googleRating: { averageRating: number; totalReviewCount: number } | null;
  reviews: AdminReview[];
};

export type AdminReview = {
  id: number;
  authorName: string;
  rating: number;
  reviewText: string | null;
  reviewTime: string;
  isActive: boolean;
  isDemo: boolean;
  hiddenByAdmin: boolean;
};
