import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { invalidInput, jsonError, jsonReply, readJson } from "@/lib/http";
import { addSong, listSongs } from "@/lib/repertoire/songs";
import { anyJsonBody } from "@/lib/validation/gallery";
import { repertoireSongSchema } from "@/lib/validation/repertoire";

// Admin: the repertoire, by genre then title → { songs }.
export const GET = withAdmin(async () => jsonReply({ songs: await listSongs() }));

// Admin: one song { title, artist, genre, moments? } → 201 { song }; 409 when the repertoire has it already.
export const POST = withAdmin(async (request, { admin }) => {
  const body = await readJson(request, anyJsonBody, 4096);
  if (!body.ok) return body.response;
  const song = repertoireSongSchema.safeParse(body.data);
  if (!song.success) return invalidInput(song.error);
  const added = await addSong(song.data);
  if (!added) return jsonError(409, `The repertoire already has ${song.data.title} by ${song.data.artist}`);
  await auditRequest(request, admin, { action: "content-change", target: `repertoire: ${added.title} by ${added.artist} added` });
  return jsonReply({ song: added }, { status: 201 });
});
