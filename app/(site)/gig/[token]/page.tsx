import "@/app/globals.css";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GigAnswer } from "@/components/gig/gig-answer";
import { GigNight } from "@/components/gig/gig-night";
import { gigView } from "@/lib/players/gig-page";
import { slotByGigToken } from "@/lib/players/gigs";

export const metadata: Metadata = { title: "Your gig", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ answered?: string; problem?: string }> };

// A player's page for one gig (issue 63): rendered per request from the token in their link;
// unknown or expired links are a 404. Answering is a plain form post, so it works without JavaScript.
export default async function GigPage({ params, searchParams }: Props) {
  const [{ token }, { answered, problem }] = await Promise.all([params, searchParams]);
  const slot = await slotByGigToken(token);
  if (!slot) notFound();
  const gig = await gigView(slot);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{gig.role}</p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">
          {gig.event} on {gig.date}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Hello {gig.playerFirstName}. {gig.cancelled ? "This event was cancelled: nothing to do." : "Here is what you need for the night."}
        </p>
      </header>
      {!gig.cancelled && <GigAnswer token={token} gig={gig} answered={answered} problem={problem} />}
      <GigNight gig={gig} token={token} />
    </div>
  );
}
