import { invalidFields } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { reorderGallery } from "@/lib/gallery/lists";
import { invalidInput, noContent, readJson } from "@/lib/http";
import { anyJsonBody, galleryOrderSchema } from "@/lib/validation/gallery";

// Admin: the photos and/or videos in their new order (JSON `{ photos: [ids…], videos: [ids…] }`).
export const PUT = withAdmin("media", async (request, { actor }) => {
  const body = await readJson(request, anyJsonBody, 64 * 1024);
  const order = galleryOrderSchema.safeParse(body);
  if (!order.success) throw invalidInput(order.error);
  const problem = await reorderGallery(order.data);
  if (problem) throw invalidFields({ [problem.field]: problem.message });
  const what = [order.data.photos && "photos", order.data.videos && "videos"].filter(Boolean).join(" and ");
  await audit(actor, { action: "gallery-change", target: `gallery ${what} reordered` });
  return noContent();
});
