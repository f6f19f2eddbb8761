"use client";

import { useCan } from "@/components/admin/team/panel-role";
import { useState } from "react";
import { toast } from "sonner";
import { postJson } from "@/lib/browser/fetch";
import type { AdminReview } from "@/lib/validation/reviews";
import { readableDayOf } from "@/lib/dates/readable";

function where(review: AdminReview): string {
  if (!review.isActive) return review.isDemo ? "Demo, removed" : "No longer on Google";
  if (review.hiddenByAdmin) return "Hidden";
  return review.isDemo ? "Demo, on the site" : "On the site";
}

/** Every stored review with a switch to hide it from the site. */
export function ReviewsTable({ reviews, onChange }: { reviews: AdminReview[]; onChange: () => void }) {
  const changes = useCan("insights", "write");
  const [pending, setPending] = useState<number | null>(null);

  async function toggle(review: AdminReview) {
    setPending(review.id);
    try {
      await postJson(`/api/reviews/${review.id}`, { hidden: !review.hiddenByAdmin }, "PATCH");
      toast.success(review.hiddenByAdmin ? "Review Shown" : "Review Hidden");
      onChange();
    } catch (error) {
      toast.error("Update Failed", { description: error instanceof Error ? error.message : "Failed to update the review" });
    } finally {
      setPending(null);
    }
  }

  if (reviews.length === 0) return <p className="text-sm text-muted-foreground">No reviews stored yet. Sync to fetch them from Google.</p>;
  return (
    <section aria-labelledby="stored-reviews-heading">
      <h3 id="stored-reviews-heading" className="font-semibold">
        Stored reviews ({reviews.length})
      </h3>
      <div className="mt-3 overflow-x-auto">
        <table className="stacked-table w-full text-left text-sm sm:min-w-[40rem]">
          <thead className="border-b border-border text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Reviewer
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Rating
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Review
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Status
              </th>
              <th scope="col" className="py-2 font-medium">
                Show on site
              </th>
            </tr>
          </thead>
          <tbody>
            {reviews.map((review) => (
              <tr key={review.id} className="border-b border-border align-top">
                <td data-label="Reviewer" className="py-2 pr-3 font-medium">
                  {review.authorName}
                </td>
                <td data-label="Rating" className="py-2 pr-3" aria-label={`${review.rating} out of 5`}>
                  {"★".repeat(review.rating)}
                </td>
                <td data-label="Review" className="max-w-xs py-2 pr-3 text-muted-foreground">
                  {review.reviewText ?? "—"}
                </td>
                <td data-label="Date" className="py-2 pr-3 whitespace-nowrap">
                  {readableDayOf(review.reviewTime)}
                </td>
                <td data-label="Status" className="py-2 pr-3">
                  {where(review)}
                </td>
                <td data-label="Show on site" className="py-2">
                  <button
                    type="button"
                    role="switch"
                    aria-checked={!review.hiddenByAdmin}
                    aria-label={`Show the review by ${review.authorName} on the site`}
                    disabled={pending === review.id || !review.isActive || !changes}
                    onClick={() => toggle(review)}
                    className="group inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center disabled:opacity-50"
                  >
                    {/* The track is 24 px tall; the button around it is the 44 px a finger needs. */}
                    <span
                      aria-hidden="true"
                      className="relative inline-flex h-6 w-11 items-center rounded-full border border-border bg-muted transition group-aria-checked:bg-primary"
                    >
                      <span className={`inline-block size-4 rounded-full bg-background shadow transition ${review.hiddenByAdmin ? "translate-x-1" : "translate-x-6"}`} />
                    </span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
