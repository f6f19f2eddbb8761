import { ApiError } from "@/lib/common/api-error";
import { removeTrackCover } from "@/lib/music/register";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, noContent, readJson, routeId } from "@/lib/http";
import { deleteTrack, updateTrack } from "@/lib/music/tracks";
import { storageFor } from "@/lib/storage";
import { trackUpdateSchema } from "@/lib/validation/music";
import { logError } from "@/lib/log";

type Context = { params: Promise<{ id: string }> };

// Admin only: change a track's title, album or genre.
export const PATCH = withAdmin<Context>("media", async (request, { params, actor }) => {
  const id = await routeId({ params });
  const body = await readJson(request, trackUpdateSchema, 4 * 1024);
  const track = await updateTrack(id, body);
  if (!track) throw new ApiError(404, "not_found", "Track not found");
  await audit(actor, { action: "track-change", target: `track ${id} edited` });
  return jsonReply({ track });
});

// Admin only: delete the track and its stored file.
export const DELETE = withAdmin<Context>("media", async (request, { params, actor }) => {
  const id = await routeId({ params });
  const deleted = await deleteTrack(id);
  if (!deleted) throw new ApiError(404, "not_found", "Track not found");
  await audit(actor, { action: "delete", target: `track ${id}` });
  // The track is gone either way; a file the store failed to drop is only wasted space.
  await storageFor(deleted.fileUrl)
    .remove(deleted.storageKey)
    .catch((error: unknown) => logError(`Could not remove stored file ${deleted.storageKey}:`, error));
  await removeTrackCover(deleted.coverImageUrl).catch((error: unknown) => logError(`Could not remove the cover of track ${id}:`, error));
  return noContent();
});
