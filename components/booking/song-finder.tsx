"use client";

import { useState, type ReactNode } from "react";
import useSWR from "swr";
import { Input } from "@/components/ui/input";
import { getJson } from "@/lib/browser/fetch";
import { useQueryAfterTyping } from "@/lib/browser/typing-pause";
import { REPERTOIRE_SEARCH_MAX, type PlanSong, type SongMoment } from "@/lib/validation/repertoire";

type Props = {
  id: string;
  label: string;
  /** The moment the song is for: the band's songs for it come first, and are suggested before anything is typed. */
  moment?: SongMoment;
  /** What the list of songs found is called for a screen reader. */
  listLabel: string;
  actions: (song: PlanSong) => ReactNode;
};

/** A search of the repertoire for the plan (GET /api/repertoire): a few songs at a time, each with the caller's buttons. */
export function SongFinder({ id, label, moment, listLabel, actions }: Props) {
  const [query, setQuery] = useState("");
  const wanted = useQueryAfterTyping(query);
  const [opened, setOpened] = useState(false);
  const search = wanted ? new URLSearchParams({ q: wanted, ...(moment && { moment }) }) : opened && moment ? new URLSearchParams({ moment }) : null;
  const found = useSWR<{ songs: PlanSong[] }>(search && `/api/repertoire?${search}`, getJson, { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true });
  const songs = search ? (found.data?.songs ?? []) : [];
  const answered = !found.isLoading && !found.error;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        maxLength={REPERTOIRE_SEARCH_MAX}
        value={query}
        onFocus={() => setOpened(true)}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Title or artist"
      />
      <p className="mt-1 text-sm" role="status">
        {found.error ? (
          <span className="text-danger">The search did not reach the band: check your connection and type again.</span>
        ) : wanted && answered && songs.length === 0 ? (
          <span className="text-muted-foreground">No song of our repertoire matches “{wanted}”: add it under Other requests.</span>
        ) : !wanted && songs.length > 0 ? (
          <span className="text-muted-foreground">The band&apos;s suggestions:</span>
        ) : null}
      </p>
      {songs.length > 0 && (
        <ul className="mt-1 divide-y divide-border rounded-md border border-border" aria-label={listLabel}>
          {songs.map((song) => (
            <li key={song.id} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
              <span>
                {song.title} · <span className="text-muted-foreground">{song.artist}</span>
              </span>
              <span className="flex gap-1">{actions(song)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
