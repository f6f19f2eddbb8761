"use client";

import { useDeferredValue, useState } from "react";
import { Input } from "@/components/ui/input";
import { matchesFolded } from "@/lib/common/fold-text";

type Song = { id: number; title: string; artist: string; genre: string };

/** /repertoire's songs by genre, with a search that filters as the visitor types (everything is on the page: no request). */
export function RepertoireList({ songs }: { songs: Song[] }) {
  const [query, setQuery] = useState("");
  const wanted = useDeferredValue(query).trim();
  const shown = wanted ? songs.filter((song) => matchesFolded(`${song.title} ${song.artist} ${song.genre}`, wanted)) : songs;
  const genres = [...new Set(shown.map((song) => song.genre))];
  return (
    <div className="mt-10">
      <label htmlFor="repertoire-search" className="block text-sm font-medium">
        Search the repertoire
      </label>
      <Input id="repertoire-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="A song, an artist or a genre" />
      <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
        {shown.length === songs.length ? `${songs.length} songs` : shown.length === 0 ? `No song matches “${wanted}”.` : `${shown.length} of ${songs.length} songs`}
      </p>
      {genres.map((genre, index) => (
        <section key={genre} aria-labelledby={`genre-${index}`} className="mt-8">
          <h2 id={`genre-${index}`} className="font-display text-2xl font-bold">
            {genre}
          </h2>
          <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-card">
            {shown
              .filter((song) => song.genre === genre)
              .map((song) => (
                <li key={song.id} className="flex flex-wrap justify-between gap-x-4 px-4 py-3">
                  <span className="font-medium">{song.title}</span>
                  <span className="text-muted-foreground">{song.artist}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
