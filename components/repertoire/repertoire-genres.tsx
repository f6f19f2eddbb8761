import { GenreRest } from "@/components/repertoire/genre-rest";
import { SongItem, songListClass } from "@/components/repertoire/song-item";
import type { GenreSongs } from "@/lib/repertoire/songs";
import { songCursorOf } from "@/lib/validation/repertoire";

/** /repertoire's genres as the server renders them: each with its first songs, and a button for the rest. */
export function RepertoireGenres({ genres }: { genres: GenreSongs[] }) {
  return genres.map(({ genre, count, songs }, index) => {
    const last = songs.at(-1);
    return (
      <section key={genre} aria-labelledby={`genre-${index}`} className="mt-8">
        <h2 id={`genre-${index}`} className="font-display text-2xl font-bold">
          {genre}
        </h2>
        <ul className={songListClass}>
          {songs.map((song) => (
            <SongItem key={song.id} song={song} />
          ))}
        </ul>
        {last && count > songs.length && <GenreRest genre={genre} after={songCursorOf(last)} remaining={count - songs.length} />}
      </section>
    );
  });
}
