import { ReviewsList } from "./reviews-list";

export function ReviewsSection() {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <h2 id="reviews-heading" className="font-display text-3xl font-bold sm:text-4xl">
        What clients say on Google
      </h2>
      <p className="mt-2 text-muted-foreground">Reviews from our Google Business Profile.</p>
      <ReviewsList />
    </section>
  );
}
