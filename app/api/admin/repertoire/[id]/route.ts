import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { invalidInput, jsonReply, noContent, readJson, routeId } from "@/lib/http";
import { deleteSong, updateSong } from "@/lib/repertoire/songs";
import { anyJsonBody } from "@/lib/validation/gallery";
import { repertoireSongUpdateSchema } from "@/lib/validation/repertoire";

type Context = { params: Promise<{ id: string }> };

// Admin: changes a song's title, artist, genre and/or moments → { song }.
export const PATCH = withAdmin<Context>("plans", async (request, context) => {
  const id = await routeId(context);
  const body = await readJson(request, anyJsonBody, 4096);
  const change = repertoireSongUpdateSchema.safeParse(body);
  if (!change.success) throw invalidInput(change.error);
  const result = await updateSong(id, change.data);
  await audit(context.actor, { action: "content-change", target: `repertoire: ${result.song.title} by ${result.song.artist} edited` });
  return jsonReply({ song: result.song });
});

// Admin: removes the song from the repertoire.
export const DELETE = withAdmin<Context>("plans", async (request, context) => {
  const id = await routeId(context);
  if (!(await deleteSong(id))) throw new ApiError(404, "not_found", "No such song");
  await audit(context.actor, { action: "content-change", target: `repertoire: song #${id} deleted` });
  return noContent();
});
