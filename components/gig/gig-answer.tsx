import { buttonClass } from "@/components/ui/button";
import { readableMoment } from "@/lib/dates/readable";
import type { GigView } from "@/lib/players/gig-page";

const answerWords = { draft: null, invited: null, confirmed: "You said yes: you are in the lineup.", declined: "You said no: the band will find someone else." } as const;

const problems: Record<string, string> = {
  closed: "Answers close 48 hours before the call time: call the band leader instead.",
  cancelled: "This event was cancelled.",
};

/** The player's yes or no: a plain form with two buttons, so it works without JavaScript. */
export function GigAnswer({ token, gig, answered, problem }: { token: string; gig: GigView; answered?: string; problem?: string }) {
  const current = answerWords[gig.status];
  return (
    <section aria-labelledby="answer-heading" className="mt-8 rounded-xl border border-border bg-card p-5">
      <h2 id="answer-heading" className="text-xl font-bold">
        Can you play?
      </h2>
      {answered && current && (
        <p role="status" className="mt-2 font-semibold">
          Thank you. {current}
        </p>
      )}
      {!answered && current && <p className="mt-2">{current}</p>}
      {problem && problems[problem] && (
        <p role="alert" className="text-destructive mt-2 font-semibold">
          {problems[problem]}
        </p>
      )}
      {gig.answerOpen ? (
        <form method="post" action={`/api/gig/${token}/reply`} className="mt-4 grid gap-3">
          <label htmlFor="gig-note" className="text-sm font-medium">
            A note for the band (optional)
          </label>
          <textarea
            id="gig-note"
            name="note"
            maxLength={500}
            rows={2}
            defaultValue={gig.answerNote ?? ""}
            className="border-input min-h-11 rounded-md border bg-background px-3 py-2 text-base"
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="answer" value="yes" className={buttonClass("primary", "min-h-11")}>
              Yes, I will play
            </button>
            <button type="submit" name="answer" value="no" className={buttonClass("outline", "min-h-11")}>
              No, I cannot
            </button>
          </div>
          <p className="text-sm text-muted-foreground">You can change your answer until {readableMoment(gig.answerClosesAt)}.</p>
        </form>
      ) : (
        <p className="mt-2 text-muted-foreground">Answers are closed: for any change, call the band leader{gig.bandLeaderPhone ? ` on ${gig.bandLeaderPhone}` : ""}.</p>
      )}
    </section>
  );
}
