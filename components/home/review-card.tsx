import { initials, longUsDate } from "@/lib/reviews/display";
import type { PublicReview } from "@/lib/reviews/queries";

export function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <li className="rounded-xl border border-border bg-card p-5 shadow-sm" data-testid="review-card">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground" data-testid="review-initials">
          {initials(review.authorName)}
        </span>
        <div>
          <p className="font-semibold">{review.authorName}</p>
          <p className="text-sm text-muted-foreground">{longUsDate(review.reviewTime)}</p>
        </div>
      </div>
      <p className="mt-3 flex gap-0.5 text-amber-600 dark:text-amber-400" role="img" aria-label={`Rated ${review.rating} out of 5`}>
        {[1, 2, 3, 4, 5].map((star) => (
          <svg key={star} viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill={star <= review.rating ? "currentColor" : "none"} stroke="currentColor">
            <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
          </svg>
        ))}
      </p>
      {review.reviewText ? <p className="mt-3 text-sm text-muted-foreground">{review.reviewText}</p> : null}
    </li>
  );
}
