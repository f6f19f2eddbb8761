import "server-only";
import { cache } from "react";
import { cachedRead } from "@/lib/cache/cached-read";
import { cacheTags } from "@/lib/cache/tags";
import { genresWithFirstSongs, type GenreSongs } from "./songs";

/** How many songs of each genre /repertoire shows in its HTML; a visitor asks for the rest. */
export const GENRE_FIRST_SONGS = 20;

/** The genres as /repertoire shows them: cached under its tag until the band changes the repertoire, read once per render. */
export const publicRepertoireGenres = cache(cachedRead<GenreSongs[]>(cacheTags.repertoire, "repertoire-genres", () => genresWithFirstSongs(GENRE_FIRST_SONGS)));
