import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { invalidInput, jsonReply, noContent, readJson } from "@/lib/http";
import { deleteSong, updateSong } from "@/lib/repertoire/songs";
import { anyJsonBody, galleryIdSchema } from "@/lib/validation/gallery";
import { repertoireSongUpdateSchema } from "@/lib/validation/repertoire";

type Context = { params: Promise<{ id: string }> };

const songId = async (context: Context) => galleryIdSchema.safeParse((await context.params).id);

// Admin: changes a song's title, artist, genre and/or moments → { song }.
export const PATCH = withAdmin<Context>("plans", async (request, context) => {
  const id = await songId(context);
  if (!id.success) throw new ApiError(404, "not_found", "No such song");
  const body = await readJson(request, anyJsonBody, 4096);
  const change = repertoireSongUpdateSchema.safeParse(body);
  if (!change.success) throw invalidInput(change.error);
  const result = await updateSong(id.data, change.data);
  await audit(context.actor, { action: "content-change", target: `repertoire: ${result.song.title} by ${result.song.artist} edited` });
  return jsonReply({ song: result.song });
});

// Admin: removes the song from the repertoire.
export const DELETE = withAdmin<Context>("plans", async (request, context) => {
  const id = await songId(context);
  if (!id.success || !(await deleteSong(id.data))) throw new ApiError(404, "not_found", "No such song");
  await audit(context.actor, { action: "content-change", target: `repertoire: song #${id.data} deleted` });
  return noContent();
});
