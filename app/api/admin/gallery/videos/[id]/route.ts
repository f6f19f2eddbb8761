import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { deleteVideo, updateVideo } from "@/lib/gallery/videos";
import { invalidInput, jsonError, jsonReply, noContent, readJson } from "@/lib/http";
import { anyJsonBody, galleryIdSchema, videoPatchSchema } from "@/lib/validation/gallery";

type Context = { params: Promise<{ id: string }> };

const videoId = async (context: Context) => galleryIdSchema.safeParse((await context.params).id);

// Admin: changes a video's link, title, description and/or category (JSON).
export const PATCH = withAdmin<Context>(async (request, context) => {
  const id = await videoId(context);
  if (!id.success) return jsonError(404, "No such video");
  const body = await readJson(request, anyJsonBody);
  if (!body.ok) return body.response;
  const patch = videoPatchSchema.safeParse(body.data);
  if (!patch.success) return invalidInput(patch.error);
  const video = await updateVideo(id.data, patch.data);
  if (!video) return jsonError(404, "No such video");
  await auditRequest(request, context.admin, { action: "gallery-change", target: `gallery video "${video.title}" edited` });
  return jsonReply({ video });
});

// Admin: removes the video from the gallery.
export const DELETE = withAdmin<Context>(async (request, context) => {
  const id = await videoId(context);
  if (!id.success) return jsonError(404, "No such video");
  const deleted = await deleteVideo(id.data);
  if (!deleted) return jsonError(404, "No such video");
  await auditRequest(request, context.admin, { action: "gallery-change", target: `gallery video "${deleted.title}" deleted` });
  return noContent();
});
