"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SongItem, songListClass } from "@/components/repertoire/song-item";
import { groupedNumber } from "@/lib/common/grouped-number";
import { getPage } from "@/lib/browser/fetch";
import type { PublicSong } from "@/lib/validation/repertoire";

/** The songs GET /api/repertoire/songs answers at once. */
const SONGS_PER_PAGE = 500;

type Props = { genre: string; after: string; remaining: number };

/** The rest of a genre's songs on /repertoire, a page at a time on the visitor's ask; focus moves to the songs brought. */
export function GenreRest({ genre, after, remaining }: Props) {
  const [pages, setPages] = useState<PublicSong[][]>([]);
  const [next, setNext] = useState<string | null>(after);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const lastPage = useRef<HTMLUListElement>(null);
  const left = remaining - pages.flat().length;
  useEffect(() => lastPage.current?.focus(), [pages.length]);

  async function showMore() {
    if (!next) return;
    setState("loading");
    try {
      const page = await getPage<PublicSong>(`/api/repertoire/songs?${new URLSearchParams({ genre, cursor: next })}`, "songs");
      setPages((shown) => [...shown, page.rows]);
      setNext(page.nextCursor);
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  return (
    <>
      {pages.map((songs, index) => (
        <ul key={index} ref={index === pages.length - 1 ? lastPage : undefined} tabIndex={-1} aria-label={`More ${genre} songs`} className={`${songListClass} scroll-mt-20`}>
          {songs.map((song) => (
            <SongItem key={song.id} song={song} />
          ))}
        </ul>
      ))}
      {next && left > 0 && (
        <Button variant="outline" className="mt-3 min-h-11 px-4" onClick={showMore} disabled={state === "loading"}>
          {state === "loading" ? "Loading…" : left > SONGS_PER_PAGE ? `Show ${SONGS_PER_PAGE} more ${genre} songs` : `Show the other ${groupedNumber(left)} ${genre} songs`}
        </Button>
      )}
      {state === "failed" && (
        <p role="alert" className="mt-2 text-sm text-danger">
          The songs could not be loaded: check your connection and try again.
        </p>
      )}
    </>
  );
}
