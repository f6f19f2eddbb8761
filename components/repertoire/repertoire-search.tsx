"use client";

import { useEffect, useState, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { SongItem, songListClass } from "@/components/repertoire/song-item";
import { groupedNumber } from "@/lib/common/grouped-number";
import { getPage } from "@/lib/browser/fetch";
import { useQueryAfterTyping } from "@/lib/browser/typing-pause";
import { REPERTOIRE_SEARCH_MAX, type PublicSong } from "@/lib/validation/repertoire";

/** A search's answer: its first page of songs, how many match, and whether there are more. */
type Found = { query: string; songs: PublicSong[]; count: number; more: boolean };

/**
 * /repertoire's search, by title, artist or genre, answered by the server (GET /api/repertoire/songs)
 * so the page never carries every song; the genres the server rendered (`children`) show while it is
 * empty. A plain fetch, not SWR: this public page keeps its JavaScript to what it needs.
 */
export function RepertoireSearch({ total, children }: { total: number; children: ReactNode }) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = query.trim();
  const settled = useQueryAfterTyping(query);
  useEffect(() => {
    if (!settled) return;
    let current = true; // an answer to a search typed over is dropped
    getPage<PublicSong>(`/api/repertoire/songs?${new URLSearchParams({ q: settled })}`, "songs").then(
      (page) => {
        if (!current) return;
        setFound({ query: settled, songs: page.rows, count: (page.body as { count: number }).count, more: Boolean(page.nextCursor) });
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [settled]);
  const songs = found?.songs ?? [];
  const genres = [...new Set(songs.map((song) => song.genre))];

  return (
    <div className="mt-10">
      <label htmlFor="repertoire-search" className="block text-sm font-medium">
        Search the repertoire
      </label>
      <Input
        id="repertoire-search"
        type="search"
        maxLength={REPERTOIRE_SEARCH_MAX}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="A song, an artist or a genre"
      />
      <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
        {!wanted
          ? `${groupedNumber(total)} songs`
          : failed
            ? "The search did not reach the band: check your connection and type again."
            : found?.query !== wanted
              ? "Searching…"
              : found.count === 0
                ? `No song matches “${wanted}”.`
                : `${groupedNumber(found.count)} of ${groupedNumber(total)} songs${found.more ? `: the first ${groupedNumber(songs.length)} are shown, add a word to narrow them` : ""}`}
      </p>
      {!wanted || !found
        ? children
        : genres.map((genre, index) => (
            <section key={genre} aria-labelledby={`found-genre-${index}`} className="mt-8">
              <h2 id={`found-genre-${index}`} className="font-display text-2xl font-bold">
                {genre}
              </h2>
              <ul className={songListClass}>
                {songs
                  .filter((song) => song.genre === genre)
                  .map((song) => (
                    <SongItem key={song.id} song={song} />
                  ))}
              </ul>
            </section>
          ))}
    </div>
  );
}
