"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { matchesFolded } from "@/lib/common/fold-text";
import { PLAN_LIMITS, type EventPlan } from "@/lib/validation/event-plan";

export type PlanSong = { id: number; title: string; artist: string; moments: string[] };
type Props = { songs: PlanSong[]; plan: EventPlan; onChange: (next: EventPlan) => void };

/** The plan's songs: a search of the repertoire, then the must-play and do-not-play lists (a song is on one at most). */
export function PlanSongs({ songs, plan, onChange }: Props) {
  const [query, setQuery] = useState("");
  const byId = new Map(songs.map((song) => [song.id, song]));
  const name = (id: number) => (byId.get(id) ? `${byId.get(id)!.title} · ${byId.get(id)!.artist}` : "A song no longer in the repertoire");
  const wanted = query.trim();
  const found = wanted ? songs.filter((song) => matchesFolded(`${song.title} ${song.artist}`, wanted)).slice(0, 8) : [];
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

  return (
    <section aria-labelledby="plan-songs">
      <h3 id="plan-songs" className="text-lg font-semibold">
        Songs
      </h3>
      <label htmlFor="plan-song-search" className="mt-2 block text-sm font-medium">
        Find a song in our repertoire
      </label>
      <Input id="plan-song-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Title or artist" />
      {wanted && found.length === 0 && (
        <p className="mt-2 text-sm text-muted-foreground" role="status">
          No song of our repertoire matches “{wanted}”: add it under Other requests.
        </p>
      )}
      {found.length > 0 && (
        <ul className="mt-2 divide-y divide-border rounded-md border border-border" aria-label="Songs found">
          {found.map((song) => (
            <li key={song.id} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
              <span>
                {song.title} · <span className="text-muted-foreground">{song.artist}</span>
              </span>
              <span className="flex gap-1">
                <Button
                  variant="outline"
                  className="min-h-11 px-3"
                  onClick={() => toggle("mustPlay", song.id)}
                  disabled={!plan.songs.mustPlay.includes(song.id) && plan.songs.mustPlay.length >= PLAN_LIMITS.mustPlay}
                  aria-label={`${plan.songs.mustPlay.includes(song.id) ? "Remove from must-play" : "Must play"}: ${song.title}`}
                >
                  {plan.songs.mustPlay.includes(song.id) ? "Remove from must-play" : "Must play"}
                </Button>
                <Button
                  variant="ghost"
                  className="min-h-11 px-3"
                  onClick={() => toggle("doNotPlay", song.id)}
                  aria-label={`${plan.songs.doNotPlay.includes(song.id) ? "Allow again" : "Do not play"}: ${song.title}`}
                >
                  {plan.songs.doNotPlay.includes(song.id) ? "Allow again" : "Do not play"}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <SongList title={`Must play (${plan.songs.mustPlay.length} of ${PLAN_LIMITS.mustPlay})`} ids={plan.songs.mustPlay} name={name} onRemove={(id) => toggle("mustPlay", id)} />
      <SongList title="Do not play" ids={plan.songs.doNotPlay} name={name} onRemove={(id) => toggle("doNotPlay", id)} />
    </section>
  );
}

function SongList({ title, ids, name, onRemove }: { title: string; ids: number[]; name: (id: number) => string; onRemove: (id: number) => void }) {
  return (
    <div className="mt-4">
      <h4 className="font-medium">{title}</h4>
      {ids.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {ids.map((id) => (
            <li key={id} className="flex items-center justify-between gap-2">
              {name(id)}
              <Button variant="ghost" className="min-h-11 px-3" onClick={() => onRemove(id)}>
                Remove<span className="sr-only"> {name(id)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
