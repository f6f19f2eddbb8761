import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { deleteVideo, updateVideo } from "@/lib/gallery/videos";
import { invalidInput, jsonReply, noContent, readJson, routeId } from "@/lib/http";
import { anyJsonBody, videoPatchSchema } from "@/lib/validation/gallery";

type Context = { params: Promise<{ id: string }> };

// Admin: changes a video's link, title, description and/or category (JSON).
export const PATCH = withAdmin<Context>("media", async (request, context) => {
  const id = await routeId(context);
  const body = await readJson(request, anyJsonBody);
  const patch = videoPatchSchema.safeParse(body);
  if (!patch.success) throw invalidInput(patch.error);
  const video = await updateVideo(id, patch.data);
  if (!video) throw new ApiError(404, "not_found", "No such video");
  await audit(context.actor, { action: "gallery-change", target: `gallery video "${video.title}" edited` });
  return jsonReply({ video });
});

// Admin: removes the video from the gallery.
export const DELETE = withAdmin<Context>("media", async (request, context) => {
  const id = await routeId(context);
  const deleted = await deleteVideo(id);
  if (!deleted) throw new ApiError(404, "not_found", "No such video");
  await audit(context.actor, { action: "gallery-change", target: `gallery video "${deleted.title}" deleted` });
  return noContent();
});
