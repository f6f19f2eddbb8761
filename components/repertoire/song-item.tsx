import type { PublicSong } from "@/lib/validation/repertoire";

/** One song of /repertoire: its title, then its artist. */
export function SongItem({ song }: { song: PublicSong }) {
  return (
    <li className="flex flex-wrap justify-between gap-x-4 px-4 py-3">
      <span className="font-medium">{song.title}</span>
      <span className="text-muted-foreground">{song.artist}</span>
    </li>
  );
}

export const songListClass = "mt-3 divide-y divide-border rounded-xl border border-border bg-card";
