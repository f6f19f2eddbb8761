import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { invalidInput, jsonReply, pagedReply, readJson, queryOf } from "@/lib/http";
import { addSong, countSongs, songGenres, songsPage } from "@/lib/repertoire/songs";
import { anyJsonBody } from "@/lib/validation/gallery";
import { repertoireQuerySchema, repertoireSongSchema } from "@/lib/validation/repertoire";

// Admin: a page of the repertoire (at most 500) by genre then title → { songs }, optionally those
// matching ?q= (title, artist or genre); X-Next-Cursor names the next page, asked for with ?cursor=.
// The first page also says how many match and the genres in use.
export const GET = withAdmin("plans", async (request) => {
  const query = repertoireQuerySchema.safeParse(queryOf(request));
  if (!query.success) throw invalidInput(query.error);
  const { q, cursor } = query.data;
  const page = await songsPage(q, cursor);
  return pagedReply(page, cursor ? { songs: page.rows } : { songs: page.rows, count: await countSongs(q), genres: await songGenres() });
});

// Admin: one song { title, artist, genre, moments? } → 201 { song }; 409 when the repertoire has it already.
export const POST = withAdmin("plans", async (request, { actor }) => {
  const body = await readJson(request, anyJsonBody, 4096);
  const song = repertoireSongSchema.safeParse(body);
  if (!song.success) throw invalidInput(song.error);
  const added = await addSong(song.data);
  if (!added) throw new ApiError(409, "conflict", `The repertoire already has ${song.data.title} by ${song.data.artist}`);
  await audit(actor, { action: "content-change", target: `repertoire: ${added.title} by ${added.artist} added` });
  return jsonReply({ song: added }, { status: 201 });
});
