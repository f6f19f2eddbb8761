import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { deletePhoto, updatePhoto } from "@/lib/gallery/photos";
import { invalidInput, jsonReply, noContent, readJson, routeId } from "@/lib/http";
import { anyJsonBody, photoPatchSchema } from "@/lib/validation/gallery";

type Context = { params: Promise<{ id: string }> };

// Admin: changes a photo's title, alt text and/or category (JSON).
export const PATCH = withAdmin<Context>("media", async (request, context) => {
  const id = await routeId(context);
  const body = await readJson(request, anyJsonBody);
  const patch = photoPatchSchema.safeParse(body);
  if (!patch.success) throw invalidInput(patch.error);
  const photo = await updatePhoto(id, patch.data);
  if (!photo) throw new ApiError(404, "not_found", "No such photo");
  await audit(context.actor, { action: "gallery-change", target: `gallery photo "${photo.title}" edited` });
  return jsonReply({ photo });
});

// Admin: deletes the photo and its stored file.
export const DELETE = withAdmin<Context>("media", async (request, context) => {
  const id = await routeId(context);
  const deleted = await deletePhoto(id);
  if (!deleted) throw new ApiError(404, "not_found", "No such photo");
  await audit(context.actor, { action: "gallery-change", target: `gallery photo "${deleted.title}" deleted` });
  return noContent();
});
