"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { getJson } from "@/lib/browser-fetch";
import type { PublicReview } from "@/lib/reviews/queries";
import { ReviewCard } from "./review-card";

const STEP = 3;

type State = { status: "loading" } | { status: "error" } | { status: "ready"; reviews: PublicReview[] };

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-8 rounded-xl border border-border bg-card p-8 text-center">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

export function ReviewsList() {
  const [state, setState] = useState<State>({ status: "loading" });
  const [visible, setVisible] = useState(STEP);

  useEffect(() => {
    let active = true;
    getJson<PublicReview[]>("/api/reviews").then(
      (reviews) => active && setState({ status: "ready", reviews }),
      () => active && setState({ status: "error" }),
    );
    return () => {
      active = false;
    };
  }, []);

  if (state.status === "loading") {
    return (
      <ul className="mt-8 grid gap-4 md:grid-cols-3" aria-busy="true" aria-label="Loading reviews" data-testid="reviews-loading">
        {Array.from({ length: STEP }, (_, index) => (
          <li key={index} className="h-40 rounded-xl border border-border bg-muted" />
        ))}
      </ul>
    );
  }
  if (state.status === "error") return <Message title="Unable to load reviews" text="Please check your internet connection and try again." />;
  const { reviews } = state;
  if (reviews.length === 0) return <Message title="No reviews available" text="Reviews will appear here once they're synced from Google My Business." />;

  const allShown = visible >= reviews.length;
  return (
    <>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {reviews.slice(0, visible).map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
      {!allShown ? (
        <Button variant="outline" className="mt-6" onClick={() => setVisible((count) => count + STEP)}>
          Load More
        </Button>
      ) : reviews.length > STEP ? (
        <Button variant="outline" className="mt-6" onClick={() => setVisible(STEP)}>
          Show Less
        </Button>
      ) : null}
    </>
  );
}
