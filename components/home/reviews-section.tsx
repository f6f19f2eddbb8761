import { homeReviews } from "@/lib/reviews/queries";
import { ReviewCard } from "./review-card";
import { DeferredStepList } from "./deferred-step-list";

/**
 * The home page's Google reviews, rendered with the page from the cached read (issue 68: before,
 * the browser fetched them from /api/reviews as the page loaded). With none to show the section
 * leaves the page: the "No reviews available" state is the admin's (Reviews tab), not a visitor's.
 */
export async function ReviewsSection() {
  const reviews = await homeReviews();
  if (reviews.length === 0) return null;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <h2 id="reviews-heading" className="font-display text-3xl font-bold sm:text-4xl">
        What clients say on Google
      </h2>
      <p className="mt-2 text-muted-foreground">Reviews from our Google Business Profile.</p>
      <DeferredStepList step={3} className="mt-8 grid gap-4 md:grid-cols-3">
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </DeferredStepList>
    </section>
  );
}
