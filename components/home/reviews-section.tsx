"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { getJson } from "@/lib/browser/fetch";
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

function Section({ children }: { children: React.ReactNode }) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <h2 id="reviews-heading" className="font-display text-3xl font-bold sm:text-4xl">
        What clients say on Google
      </h2>
      <p className="mt-2 text-muted-foreground">Reviews from our Google Business Profile.</p>
      {children}
    </section>
  );
}

/**
 * The home page's Google reviews, read in the browser. When the list comes back empty the section
 * removes itself: the "No reviews available" state is the admin's (Reviews tab), not a visitor's.
 */
export function ReviewsSection() {
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
      <Section>
        <ul className="mt-8 grid gap-4 md:grid-cols-3" aria-busy="true" aria-label="Loading reviews" data-testid="reviews-loading">
          {Array.from({ length: STEP }, (_, index) => (
            <li key={index} className="h-40 rounded-xl border border-border bg-muted" />
          ))}
        </ul>
      </Section>
    );
  }
  if (state.status === "error") {
    return (
      <Section>
        <Message title="Unable to load reviews" text="Please check your internet connection and try again." />
      </Section>
    );
  }
  const { reviews } = state;
  if (reviews.length === 0) return null;

  const allShown = visible >= reviews.length;
  return (
    <Section>
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
    </Section>
  );
}
