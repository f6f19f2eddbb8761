import "server-only";
import { z } from "zod";
import "@/lib/validation/jitless";
import { GoogleIntegrationError } from "./errors";
import { businessApiUrl, businessLocationName } from "./google-config";
import { authorizedGet } from "./google-oauth";

// Business Profile reviews: accounts.locations.reviews.list of the My Business API v4
// (GET /v4/{parent=accounts/*/locations/*}/reviews, pageSize at most 50, nextPageToken paging).

const PAGE_SIZE = 50;
/** A guard against a server that keeps answering a next page forever. */
const MAX_PAGES = 200;
const ANONYMOUS_REVIEWER = "A Google user";

const stars = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5, STAR_RATING_UNSPECIFIED: null } as const;

const reviewSchema = z.object({
  reviewId: z.string().min(1),
  reviewer: z.object({ displayName: z.string().optional(), profilePhotoUrl: z.string().optional(), isAnonymous: z.boolean().optional() }).optional(),
  starRating: z.enum(["ONE", "TWO", "THREE", "FOUR", "FIVE", "STAR_RATING_UNSPECIFIED"]),
  comment: z.string().optional(),
  createTime: z.iso.datetime({ offset: true }),
});

const pageSchema = z.object({
  reviews: z.array(reviewSchema).optional(),
  averageRating: z.number().min(0).max(5).optional(),
  totalReviewCount: z.number().int().min(0).optional(),
  nextPageToken: z.string().optional(),
});

type GoogleReview = { reviewId: string; authorName: string; authorPhotoUrl: string | null; rating: number; reviewText: string | null; reviewTime: Date };
export type GoogleReviewList = { reviews: GoogleReview[]; averageRating: number | null; totalReviewCount: number | null };

function toReview(review: z.infer<typeof reviewSchema>): GoogleReview | null {
  const rating = stars[review.starRating];
  if (rating === null) return null;
  const anonymous = review.reviewer?.isAnonymous === true || !review.reviewer?.displayName?.trim();
  const photo = review.reviewer?.profilePhotoUrl;
  return {
    reviewId: review.reviewId,
    authorName: anonymous ? ANONYMOUS_REVIEWER : review.reviewer!.displayName!.trim().slice(0, 200),
    authorPhotoUrl: !anonymous && photo && /^https:\/\//.test(photo) ? photo : null,
    rating,
    reviewText: review.comment?.trim() ? review.comment.trim().slice(0, 5000) : null,
    reviewTime: new Date(review.createTime),
  };
}

/** Every review of the configured location, all pages read before anything is stored. */
export async function fetchAllGoogleReviews(): Promise<GoogleReviewList> {
  const reviews: GoogleReview[] = [];
  let averageRating: number | null = null;
  let totalReviewCount: number | null = null;
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const url = new URL(`${businessApiUrl()}/v4/${businessLocationName()}/reviews`);
    url.searchParams.set("pageSize", String(PAGE_SIZE));
    if (pageToken) url.searchParams.set("pageToken", pageToken);
    const body = await authorizedGet("google-business", url.toString(), "the reviews list");
    const parsed = pageSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new GoogleIntegrationError(
        "malformed",
        `Google's reviews answer was not understood (${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}). Nothing was changed.`,
      );
    }
    for (const review of parsed.data.reviews ?? []) {
      const mapped = toReview(review);
      if (mapped) reviews.push(mapped);
    }
    averageRating = parsed.data.averageRating ?? averageRating;
    totalReviewCount = parsed.data.totalReviewCount ?? totalReviewCount;
    pageToken = parsed.data.nextPageToken || undefined;
    if (!pageToken) return { reviews, averageRating, totalReviewCount };
  }
  throw new GoogleIntegrationError("malformed", "Google kept answering more pages of reviews than expected. Nothing was changed.");
}
