"use client";

import { Button } from "@/components/ui/button";
import { SongFinder } from "@/components/booking/song-finder";
import { PLAN_LIMITS, type EventPlan } from "@/lib/validation/event-plan";
import type { PlanSong } from "@/lib/validation/repertoire";

type Props = { plan: EventPlan; nameOf: (id: number) => string; remember: (song: PlanSong) => void; onChange: (next: EventPlan) => void };

/** The plan's songs: a search of the repertoire, then the must-play and do-not-play lists (a song is on one at most). */
export function PlanSongs({ plan, nameOf, remember, onChange }: Props) {
  const toggle = (list: "mustPlay" | "doNotPlay", id: number) => {
    const other = list === "mustPlay" ? "doNotPlay" : "mustPlay";
    const has = plan.songs[list].includes(id);
    onChange({
      ...plan,
      songs: {
        [list]: has ? plan.songs[list].filter((item) => item !== id) : [...plan.songs[list], id],
        [other]: plan.songs[other].filter((item) => item !== id),
      } as EventPlan["songs"],
    });
  };
  const pick = (list: "mustPlay" | "doNotPlay", song: PlanSong) => {
    remember(song);
    toggle(list, song.id);
  };

  return (
    <section aria-labelledby="plan-songs">
      <h3 id="plan-songs" className="mb-2 text-lg font-semibold">
        Songs
      </h3>
      <SongFinder
        id="plan-song-search"
        label="Find a song in our repertoire"
        listLabel="Songs found"
        actions={(song) => (
          <>
            <Button
              variant="outline"
              className="min-h-11 px-3"
              onClick={() => pick("mustPlay", song)}
              disabled={!plan.songs.mustPlay.includes(song.id) && plan.songs.mustPlay.length >= PLAN_LIMITS.mustPlay}
              aria-label={`${plan.songs.mustPlay.includes(song.id) ? "Remove from must-play" : "Must play"}: ${song.title}`}
            >
              {plan.songs.mustPlay.includes(song.id) ? "Remove from must-play" : "Must play"}
            </Button>
            <Button
              variant="ghost"
              className="min-h-11 px-3"
              onClick={() => pick("doNotPlay", song)}
              aria-label={`${plan.songs.doNotPlay.includes(song.id) ? "Allow again" : "Do not play"}: ${song.title}`}
            >
              {plan.songs.doNotPlay.includes(song.id) ? "Allow again" : "Do not play"}
            </Button>
          </>
        )}
      />
      <SongList
        title={`Must play (${plan.songs.mustPlay.length} of ${PLAN_LIMITS.mustPlay})`}
        ids={plan.songs.mustPlay}
        nameOf={nameOf}
        onRemove={(id) => toggle("mustPlay", id)}
      />
      <SongList title="Do not play" ids={plan.songs.doNotPlay} nameOf={nameOf} onRemove={(id) => toggle("doNotPlay", id)} />
    </section>
  );
}

function SongList({ title, ids, nameOf, onRemove }: { title: string; ids: number[]; nameOf: (id: number) => string; onRemove: (id: number) => void }) {
  return (
    <div className="mt-4">
      <h4 className="font-medium">{title}</h4>
      {ids.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {ids.map((id) => (
            <li key={id} className="flex items-center justify-between gap-2">
              {nameOf(id)}
              <Button variant="ghost" className="min-h-11 px-3" onClick={() => onRemove(id)}>
                Remove<span className="sr-only"> {nameOf(id)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
