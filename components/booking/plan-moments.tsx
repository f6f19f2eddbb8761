"use client";

import { Button } from "@/components/ui/button";
import { SongFinder } from "@/components/booking/song-finder";
import { planMomentLabels, planMoments, type EventPlan, type PlanMoment } from "@/lib/validation/event-plan";
import type { PlanSong, SongMoment } from "@/lib/validation/repertoire";

type Props = { plan: EventPlan; nameOf: (id: number) => string; remember: (song: PlanSong) => void; onChange: (next: EventPlan) => void };

/** The repertoire's name for each of the plan's moments: the songs the band marked for it are suggested first. */
const songMomentOf: Record<PlanMoment, SongMoment> = { entrance: "entrance", firstDance: "first-dance", cake: "cake", sendforth: "sendforth" };

/** "Special moments": one song each, found by a search that starts from the band's suggestions. */
export function PlanMoments({ plan, nameOf, remember, onChange }: Props) {
  const choose = (moment: PlanMoment, song: PlanSong | null) => {
    if (song) remember(song);
    onChange({ ...plan, moments: { ...plan.moments, [moment]: song?.id ?? null } });
  };

  return (
    <section aria-labelledby="plan-moments">
      <h3 id="plan-moments" className="text-lg font-semibold">
        Special moments
      </h3>
      <div className="mt-2 grid gap-6 sm:grid-cols-2">
        {planMoments.map((moment) => {
          const label = planMomentLabels[moment];
          const chosen = plan.moments[moment] ?? null;
          return (
            <div key={moment} role="group" aria-labelledby={`plan-moment-${moment}-name`}>
              <h4 id={`plan-moment-${moment}-name`} className="font-medium">
                {label}
              </h4>
              <p className="flex min-h-11 flex-wrap items-center justify-between gap-2 text-sm">
                {chosen === null ? <span className="text-muted-foreground">Not chosen</span> : <span>{nameOf(chosen)}</span>}
                {chosen !== null && (
                  <Button variant="ghost" className="min-h-11 px-3" onClick={() => choose(moment, null)}>
                    Clear<span className="sr-only"> the {label.toLowerCase()} song</span>
                  </Button>
                )}
              </p>
              <SongFinder
                id={`plan-moment-${moment}`}
                label={`Find a song for the ${label.toLowerCase()}`}
                moment={songMomentOf[moment]}
                listLabel={`Songs for the ${label.toLowerCase()}`}
                actions={(song) => (
                  <Button
                    variant="outline"
                    className="min-h-11 px-3"
                    disabled={chosen === song.id}
                    onClick={() => choose(moment, song)}
                    aria-label={`Choose for the ${label.toLowerCase()}: ${song.title}`}
                  >
                    {chosen === song.id ? "Chosen" : "Choose"}
                  </Button>
                )}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
