import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { invalidInput, pagedReply, queryOf } from "@/lib/http";
import { countSongs, songsPage } from "@/lib/repertoire/songs";
import { publicSongsQuerySchema, type PublicSong } from "@/lib/validation/repertoire";

// Public: /repertoire's search and the rest of a genre's songs → { songs } of { id, title, artist,
// genre }, at most 500 by genre then title; ?q= matches title, artist or genre, ?genre= keeps one
// genre. X-Next-Cursor names the next page (?cursor=); the first page also says how many match (count).
export const GET = withErrorNet(async (request: NextRequest) => {
  const query = publicSongsQuerySchema.safeParse(queryOf(request));
  if (!query.success) throw invalidInput(query.error);
  const { q, genre, cursor } = query.data;
  const page = await songsPage(q, cursor, genre);
  const songs: PublicSong[] = page.rows.map(({ id, title, artist, genre: songGenre }) => ({ id, title, artist, genre: songGenre }));
  return pagedReply(page, cursor ? { songs } : { songs, count: await countSongs(q, genre) });
});
